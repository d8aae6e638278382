// The exchange-failed mail: the office's reason, and the points given back to the balance.
import { type Localized, greetingIn, pointsIn, signatureIn, subjectIn } from './common';
import type { ExchangeMailVars } from './exchange-completed';

export const exchangeFailed: Localized<ExchangeMailVars> = {
  ja: (v) => ({
    subject: subjectIn('ja', 'ポイント交換ができませんでした'),
    greeting: greetingIn('ja', v.nickname),
    paragraphs: [
      `${pointsIn('ja', v.points)}ポイントの「${v.rewardName ?? ''}」への交換は、次の理由によりお手続きできませんでした。`,
      `理由：${v.reason ?? ''}`,
      'お申し込みいただいたポイントは、全額を残高へ戻しました。',
    ],
    action: { label: '交換履歴を見る', url: v.url },
    signature: signatureIn('ja'),
  }),
  en: (v) => ({
    subject: subjectIn('en', 'Your point exchange did not go through'),
    greeting: greetingIn('en', v.nickname),
    paragraphs: [
      `We could not complete your exchange of ${pointsIn('en', v.points)} points for "${v.rewardName ?? ''}".`,
      `Reason: ${v.reason ?? ''}`,
      'All the points of the request have been returned to your balance.',
    ],
    action: { label: 'See my exchange history', url: v.url },
    signature: signatureIn('en'),
  }),
  zh: (v) => ({
    subject: subjectIn('zh', '积分兑换未能完成'),
    greeting: greetingIn('zh', v.nickname),
    paragraphs: [
      `很抱歉，您使用${pointsIn('zh', v.points)}积分兑换“${v.rewardName ?? ''}”的申请因以下原因未能办理。`,
      `原因：${v.reason ?? ''}`,
      '本次申请的积分已全部退还至您的积分余额。',
    ],
    action: { label: '查看兑换记录', url: v.url },
    signature: signatureIn('zh'),
  }),
  tw: (v) => ({
    subject: subjectIn('tw', '點數兌換未能完成'),
    greeting: greetingIn('tw', v.nickname),
    paragraphs: [
      `很抱歉，您以${pointsIn('tw', v.points)}點兌換「${v.rewardName ?? ''}」的申請因以下原因未能辦理。`,
      `原因：${v.reason ?? ''}`,
      '本次申請的點數已全數退還至您的點數餘額。',
    ],
    action: { label: '查看兌換紀錄', url: v.url },
    signature: signatureIn('tw'),
  }),
  ko: (v) => ({
    subject: subjectIn('ko', '포인트 교환이 처리되지 않았습니다'),
    greeting: greetingIn('ko', v.nickname),
    paragraphs: [
      `죄송합니다. ${pointsIn('ko', v.points)}포인트로 신청하신 "${v.rewardName ?? ''}" 교환을 다음 사유로 처리하지 못했습니다.`,
      `사유: ${v.reason ?? ''}`,
      '신청하신 포인트는 전액 잔액으로 돌려드렸습니다.',
    ],
    action: { label: '교환 내역 보기', url: v.url },
    signature: signatureIn('ko'),
  }),
  th: (v) => ({
    subject: subjectIn('th', 'ไม่สามารถแลกคะแนนได้'),
    greeting: greetingIn('th', v.nickname),
    paragraphs: [
      `ขออภัย เราไม่สามารถดำเนินการแลก ${pointsIn('th', v.points)} คะแนนเป็น "${v.rewardName ?? ''}" ของคุณได้ ด้วยเหตุผลต่อไปนี้`,
      `เหตุผล: ${v.reason ?? ''}`,
      'เราได้คืนคะแนนทั้งหมดของคำขอนี้เข้าสู่ยอดคงเหลือของคุณแล้ว',
    ],
    action: { label: 'ดูประวัติการแลกคะแนน', url: v.url },
    signature: signatureIn('th'),
  }),
};
