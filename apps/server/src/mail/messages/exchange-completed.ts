// The exchange-completed mail: the Amazon gift code, or the PayPal transaction reference.
import {
  type BaseVars,
  type Localized,
  greetingIn,
  pointsIn,
  signatureIn,
  subjectIn,
} from './common';

export type ExchangeMailVars = BaseVars & {
  /** The reward's name in the mail's language (Japanese for ja, English for the others). */
  rewardName?: string;
  points?: number;
  /** amazon: a gift code; paypal: the PayPal transaction reference. */
  type?: string;
  reference?: string;
  reason?: string;
};

const isPaypal = (v: ExchangeMailVars) => v.type === 'paypal';

export const exchangeCompleted: Localized<ExchangeMailVars> = {
  ja: (v) => ({
    subject: subjectIn('ja', 'ポイント交換が完了しました'),
    greeting: greetingIn('ja', v.nickname),
    paragraphs: [
      `${pointsIn('ja', v.points)}ポイントの「${v.rewardName ?? ''}」への交換が完了しました。`,
      isPaypal(v)
        ? `ご指定のPayPalアカウントへお送りしました。PayPalの取引番号：${v.reference ?? ''}`
        : `Amazonギフトカードのギフトコード：${v.reference ?? ''}`,
      isPaypal(v)
        ? 'PayPalにログインして、お受け取りをご確認ください。'
        : 'Amazon.co.jpの「ギフトカードを登録」からコードを登録してご利用ください。',
    ],
    action: { label: '交換履歴を見る', url: v.url },
    notes: ['このメールは大切に保管してください。ギフトコードは再発行できません。'],
    signature: signatureIn('ja'),
  }),
  en: (v) => ({
    subject: subjectIn('en', 'Your point exchange is complete'),
    greeting: greetingIn('en', v.nickname),
    paragraphs: [
      `Your exchange of ${pointsIn('en', v.points)} points for "${v.rewardName ?? ''}" is complete.`,
      isPaypal(v)
        ? `We sent the payment to your PayPal account. PayPal transaction reference: ${v.reference ?? ''}`
        : `Your Amazon gift card code: ${v.reference ?? ''}`,
      isPaypal(v)
        ? 'Sign in to PayPal to see the payment.'
        : 'Redeem it on Amazon.co.jp under "Redeem a Gift Card".',
    ],
    action: { label: 'See my exchange history', url: v.url },
    notes: ['Please keep this mail: a gift code cannot be issued again.'],
    signature: signatureIn('en'),
  }),
  zh: (v) => ({
    subject: subjectIn('zh', '积分兑换已完成'),
    greeting: greetingIn('zh', v.nickname),
    paragraphs: [
      `您使用${pointsIn('zh', v.points)}积分兑换“${v.rewardName ?? ''}”的申请已办理完毕。`,
      isPaypal(v)
        ? `款项已汇入您指定的PayPal账户。PayPal交易编号：${v.reference ?? ''}`
        : `您的亚马逊礼品卡兑换码：${v.reference ?? ''}`,
      isPaypal(v)
        ? '请登录PayPal查看到账情况。'
        : '请在Amazon.co.jp的“兑换礼品卡”（Redeem a Gift Card）页面输入兑换码后使用。',
    ],
    action: { label: '查看兑换记录', url: v.url },
    notes: ['请妥善保存本邮件，礼品卡兑换码无法补发。'],
    signature: signatureIn('zh'),
  }),
  tw: (v) => ({
    subject: subjectIn('tw', '點數兌換已完成'),
    greeting: greetingIn('tw', v.nickname),
    paragraphs: [
      `您以${pointsIn('tw', v.points)}點兌換「${v.rewardName ?? ''}」的申請已辦理完成。`,
      isPaypal(v)
        ? `款項已匯入您指定的PayPal帳戶。PayPal交易編號：${v.reference ?? ''}`
        : `您的Amazon禮品卡序號：${v.reference ?? ''}`,
      isPaypal(v)
        ? '請登入PayPal確認款項是否入帳。'
        : '請至Amazon.co.jp的「兌換禮品卡」（Redeem a Gift Card）頁面輸入序號後使用。',
    ],
    action: { label: '查看兌換紀錄', url: v.url },
    notes: ['請妥善保存此郵件，禮品卡序號無法補發。'],
    signature: signatureIn('tw'),
  }),
  ko: (v) => ({
    subject: subjectIn('ko', '포인트 교환이 완료되었습니다'),
    greeting: greetingIn('ko', v.nickname),
    paragraphs: [
      `${pointsIn('ko', v.points)}포인트로 신청하신 "${v.rewardName ?? ''}" 교환이 완료되었습니다.`,
      isPaypal(v)
        ? `지정하신 PayPal 계정으로 송금해 드렸습니다. PayPal 거래 번호: ${v.reference ?? ''}`
        : `Amazon 기프트 카드 코드: ${v.reference ?? ''}`,
      isPaypal(v)
        ? 'PayPal에 로그인하여 입금 내역을 확인해 주세요.'
        : 'Amazon.co.jp의 "기프트 카드 등록"(Redeem a Gift Card)에서 코드를 등록한 뒤 이용해 주세요.',
    ],
    action: { label: '교환 내역 보기', url: v.url },
    notes: ['이 메일은 꼭 보관해 주세요. 기프트 코드는 재발급되지 않습니다.'],
    signature: signatureIn('ko'),
  }),
  th: (v) => ({
    subject: subjectIn('th', 'แลกคะแนนเรียบร้อยแล้ว'),
    greeting: greetingIn('th', v.nickname),
    paragraphs: [
      `การแลก ${pointsIn('th', v.points)} คะแนนเป็น "${v.rewardName ?? ''}" ของคุณเสร็จเรียบร้อยแล้ว`,
      isPaypal(v)
        ? `เราได้โอนเงินเข้าบัญชี PayPal ที่คุณระบุไว้แล้ว หมายเลขอ้างอิงธุรกรรม PayPal: ${v.reference ?? ''}`
        : `รหัสบัตรของขวัญ Amazon ของคุณ: ${v.reference ?? ''}`,
      isPaypal(v)
        ? 'กรุณาเข้าสู่ระบบ PayPal เพื่อตรวจสอบยอดเงินที่ได้รับ'
        : 'นำรหัสไปใช้ได้ที่เมนู "Redeem a Gift Card" (ใช้บัตรของขวัญ) บน Amazon.co.jp',
    ],
    action: { label: 'ดูประวัติการแลกคะแนน', url: v.url },
    notes: ['กรุณาเก็บอีเมลฉบับนี้ไว้ รหัสบัตรของขวัญไม่สามารถออกให้ใหม่ได้'],
    signature: signatureIn('th'),
  }),
};
