// Every transactional mail, per language. zh, ko, th and tw fall back to Japanese until written.
import type { ContentLanguage } from '@fanclub/contract/codes';
import { type MailParts, type RenderedMail, renderMail } from './layout';

type Localized<V> = { ja: (v: V) => MailParts; en: (v: V) => MailParts };

const SIGNATURE = { ja: '瀬戸内ファンクラブ事務局', en: 'Setouchi Fan Club office' };

const verifyEmail: Localized<{ nickname: string; url: string }> = {
  ja: (v) => ({
    subject: '【瀬戸内ファンクラブ】メールアドレスの確認をお願いします',
    greeting: `${v.nickname} 様`,
    paragraphs: [
      '瀬戸内ファンクラブへのご登録ありがとうございます。',
      '下のボタンからメールアドレスの確認を完了すると、本登録となりログインできるようになります。',
    ],
    action: { label: 'メールアドレスを確認する', url: v.url },
    notes: [
      'このリンクの有効期限は24時間です。',
      'お心当たりのない場合は、このメールを破棄してください。',
    ],
    signature: SIGNATURE.ja,
  }),
  en: (v) => ({
    subject: '[Setouchi Fan Club] Please confirm your email address',
    greeting: `Dear ${v.nickname},`,
    paragraphs: [
      'Thank you for joining the Setouchi Fan Club.',
      'Confirm your email address with the button below to complete your registration and sign in.',
    ],
    action: { label: 'Confirm my email address', url: v.url },
    notes: ['This link is valid for 24 hours.', 'If you did not sign up, please ignore this mail.'],
    signature: SIGNATURE.en,
  }),
};

const resetPassword: Localized<{ nickname: string; url: string }> = {
  ja: (v) => ({
    subject: '【瀬戸内ファンクラブ】パスワード再設定のご案内',
    greeting: `${v.nickname} 様`,
    paragraphs: [
      'パスワード再設定のお申し込みを受け付けました。',
      '下のボタンから新しいパスワードを設定してください。',
    ],
    action: { label: 'パスワードを再設定する', url: v.url },
    notes: [
      'このリンクの有効期限は60分で、一度だけ使えます。',
      'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
    ],
    signature: SIGNATURE.ja,
  }),
  en: (v) => ({
    subject: '[Setouchi Fan Club] Reset your password',
    greeting: `Dear ${v.nickname},`,
    paragraphs: [
      'We received a request to reset your password.',
      'Set a new password with the button below.',
    ],
    action: { label: 'Reset my password', url: v.url },
    notes: [
      'This link is valid for 60 minutes and works once.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
    signature: SIGNATURE.en,
  }),
};

const passwordChanged: Localized<{ nickname: string; url: string }> = {
  ja: (v) => ({
    subject: '【瀬戸内ファンクラブ】パスワードが変更されました',
    greeting: `${v.nickname} 様`,
    paragraphs: [
      'お客様のアカウントのパスワードが変更されました。',
      'お心当たりのない場合は、すぐにパスワードの再設定を行ってください。',
    ],
    action: { label: 'パスワードを再設定する', url: v.url },
    signature: SIGNATURE.ja,
  }),
  en: (v) => ({
    subject: '[Setouchi Fan Club] Your password was changed',
    greeting: `Dear ${v.nickname},`,
    paragraphs: [
      'The password of your account was changed.',
      'If this was not you, reset your password right away.',
    ],
    action: { label: 'Reset my password', url: v.url },
    signature: SIGNATURE.en,
  }),
};

type ExchangeMailVars = {
  nickname: string;
  url: string;
  rewardName?: string;
  points?: number;
  /** amazon: a gift code; paypal: the PayPal transaction reference. */
  type?: string;
  reference?: string;
  reason?: string;
};

const exchangeCompleted: Localized<ExchangeMailVars> = {
  ja: (v) => ({
    subject: '【瀬戸内ファンクラブ】ポイント交換が完了しました',
    greeting: `${v.nickname} 様`,
    paragraphs: [
      `${v.points ?? ''}ポイントの「${v.rewardName ?? ''}」への交換が完了しました。`,
      v.type === 'paypal'
        ? `ご指定のPayPalアカウントへお送りしました。PayPalの取引番号：${v.reference ?? ''}`
        : `Amazonギフトカードのギフトコード：${v.reference ?? ''}`,
      v.type === 'paypal'
        ? 'PayPalにログインして、お受け取りをご確認ください。'
        : 'Amazon.co.jpの「ギフトカードを登録」からコードを登録してご利用ください。',
    ],
    action: { label: '交換履歴を見る', url: v.url },
    notes: ['このメールは大切に保管してください。ギフトコードは再発行できません。'],
    signature: SIGNATURE.ja,
  }),
  en: (v) => ({
    subject: '[Setouchi Fan Club] Your point exchange is complete',
    greeting: `Dear ${v.nickname},`,
    paragraphs: [
      `Your exchange of ${v.points ?? ''} points for "${v.rewardName ?? ''}" is complete.`,
      v.type === 'paypal'
        ? `We sent the payment to your PayPal account. PayPal transaction reference: ${v.reference ?? ''}`
        : `Your Amazon gift card code: ${v.reference ?? ''}`,
      v.type === 'paypal'
        ? 'Sign in to PayPal to see the payment.'
        : 'Redeem it on Amazon.co.jp under "Redeem a Gift Card".',
    ],
    action: { label: 'See my exchange history', url: v.url },
    notes: ['Please keep this mail: a gift code cannot be issued again.'],
    signature: SIGNATURE.en,
  }),
};

const exchangeFailed: Localized<ExchangeMailVars> = {
  ja: (v) => ({
    subject: '【瀬戸内ファンクラブ】ポイント交換ができませんでした',
    greeting: `${v.nickname} 様`,
    paragraphs: [
      `${v.points ?? ''}ポイントの「${v.rewardName ?? ''}」への交換は、次の理由によりお手続きできませんでした。`,
      `理由：${v.reason ?? ''}`,
      'お申し込みいただいたポイントは、全額を残高へ戻しました。',
    ],
    action: { label: '交換履歴を見る', url: v.url },
    signature: SIGNATURE.ja,
  }),
  en: (v) => ({
    subject: '[Setouchi Fan Club] Your point exchange could not be completed',
    greeting: `Dear ${v.nickname},`,
    paragraphs: [
      `We could not complete your exchange of ${v.points ?? ''} points for "${v.rewardName ?? ''}".`,
      `Reason: ${v.reason ?? ''}`,
      'All the points of the request have been returned to your balance.',
    ],
    action: { label: 'See my exchange history', url: v.url },
    signature: SIGNATURE.en,
  }),
};

export const templates = {
  verifyEmail,
  resetPassword,
  passwordChanged,
  exchangeCompleted,
  exchangeFailed,
};
export type TemplateName = keyof typeof templates;
export type TemplateVars<N extends TemplateName> = Parameters<(typeof templates)[N]['ja']>[0];

/** The language a member reads: ja and en have their own text, the rest read Japanese for now. */
export function mailLanguage(language: string): 'ja' | 'en' {
  return language === 'en' ? 'en' : 'ja';
}

export function renderTemplate<N extends TemplateName>(
  name: N,
  language: ContentLanguage | string,
  vars: TemplateVars<N>,
): RenderedMail & { language: 'ja' | 'en' } {
  const lang = mailLanguage(language);
  const template = templates[name] as Localized<TemplateVars<N>>;
  return { ...renderMail(template[lang](vars)), language: lang };
}
