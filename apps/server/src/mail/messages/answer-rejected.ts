// The mail a member gets when the office decided not to pay a held survey answer: which
// survey, the office's reason, and where to ask.
import { type BaseVars, type Localized, greetingIn, signatureIn, subjectIn } from './common';

export type AnswerRejectedVars = BaseVars & { title: string; reason: string };

export const answerRejected: Localized<AnswerRejectedVars> = {
  ja: (v) => ({
    subject: subjectIn('ja', 'アンケート回答の確認結果のお知らせ'),
    greeting: greetingIn('ja', v.nickname),
    paragraphs: [
      `「${v.title}」にご回答いただき、ありがとうございました。`,
      '確認の結果、誠に恐れ入りますが、今回のご回答はポイント付与の対象外とさせていただきました。',
      `理由：${v.reason}`,
      'ご不明な点がございましたら、このメールへの返信でお気軽にお問い合わせください。',
    ],
    action: { label: 'アンケート一覧を見る', url: v.url },
    signature: signatureIn('ja'),
  }),
  en: (v) => ({
    subject: subjectIn('en', 'About your survey answer'),
    greeting: greetingIn('en', v.nickname),
    paragraphs: [
      `Thank you for answering "${v.title}".`,
      'We checked your answer and, we are sorry to say, it could not be rewarded with points this time.',
      `Reason: ${v.reason}`,
      'If you have any questions, simply reply to this mail.',
    ],
    action: { label: 'See my surveys', url: v.url },
    signature: signatureIn('en'),
  }),
  zh: (v) => ({
    subject: subjectIn('zh', '关于您的问卷回答'),
    greeting: greetingIn('zh', v.nickname),
    paragraphs: [
      `感谢您回答“${v.title}”。`,
      '经确认，很抱歉，本次回答未能获得积分。',
      `原因：${v.reason}`,
      '如有任何疑问，请直接回复本邮件。',
    ],
    action: { label: '查看我的问卷', url: v.url },
    signature: signatureIn('zh'),
  }),
  tw: (v) => ({
    subject: subjectIn('tw', '關於您的問卷回答'),
    greeting: greetingIn('tw', v.nickname),
    paragraphs: [
      `感謝您回答「${v.title}」。`,
      '經確認，很抱歉，本次回答未能獲得點數。',
      `原因：${v.reason}`,
      '如有任何疑問，請直接回覆本郵件。',
    ],
    action: { label: '查看我的問卷', url: v.url },
    signature: signatureIn('tw'),
  }),
  ko: (v) => ({
    subject: subjectIn('ko', '설문 응답 확인 결과 안내'),
    greeting: greetingIn('ko', v.nickname),
    paragraphs: [
      `"${v.title}"에 응답해 주셔서 감사합니다.`,
      '확인 결과, 죄송하지만 이번 응답은 포인트 지급 대상에서 제외되었습니다.',
      `사유: ${v.reason}`,
      '궁금하신 점이 있으시면 이 메일에 회신해 주세요.',
    ],
    action: { label: '내 설문 보기', url: v.url },
    signature: signatureIn('ko'),
  }),
  th: (v) => ({
    subject: subjectIn('th', 'เกี่ยวกับคำตอบแบบสำรวจของคุณ'),
    greeting: greetingIn('th', v.nickname),
    paragraphs: [
      `ขอบคุณที่ตอบแบบสำรวจ "${v.title}"`,
      'หลังจากตรวจสอบแล้ว เราขออภัยที่คำตอบครั้งนี้ไม่สามารถรับคะแนนได้',
      `เหตุผล: ${v.reason}`,
      'หากมีข้อสงสัย สามารถตอบกลับอีเมลนี้ได้เลย',
    ],
    action: { label: 'ดูแบบสำรวจของฉัน', url: v.url },
    signature: signatureIn('th'),
  }),
};
