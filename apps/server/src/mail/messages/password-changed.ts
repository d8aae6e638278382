// Sent after a password change, so a member who did not make it can take the account back.
import { type BaseVars, type Localized, greetingIn, signatureIn, subjectIn } from './common';

export const passwordChanged: Localized<BaseVars> = {
  ja: (v) => ({
    subject: subjectIn('ja', 'パスワードが変更されました'),
    greeting: greetingIn('ja', v.nickname),
    paragraphs: [
      'お客様のアカウントのパスワードが変更されました。',
      'お心当たりのない場合は、すぐにパスワードの再設定を行ってください。',
    ],
    action: { label: 'パスワードを再設定する', url: v.url },
    signature: signatureIn('ja'),
  }),
  en: (v) => ({
    subject: subjectIn('en', 'Your password was changed'),
    greeting: greetingIn('en', v.nickname),
    paragraphs: [
      'The password of your account was changed.',
      'If this was not you, reset your password right away.',
    ],
    action: { label: 'Reset my password', url: v.url },
    signature: signatureIn('en'),
  }),
  zh: (v) => ({
    subject: subjectIn('zh', '您的密码已更改'),
    greeting: greetingIn('zh', v.nickname),
    paragraphs: ['您账户的密码已更改。', '如果这不是您本人的操作，请立即重置密码。'],
    action: { label: '重置密码', url: v.url },
    signature: signatureIn('zh'),
  }),
  tw: (v) => ({
    subject: subjectIn('tw', '您的密碼已變更'),
    greeting: greetingIn('tw', v.nickname),
    paragraphs: ['您帳號的密碼已變更。', '若非您本人操作，請立即重設密碼。'],
    action: { label: '重設密碼', url: v.url },
    signature: signatureIn('tw'),
  }),
  ko: (v) => ({
    subject: subjectIn('ko', '비밀번호가 변경되었습니다'),
    greeting: greetingIn('ko', v.nickname),
    paragraphs: [
      '회원님 계정의 비밀번호가 변경되었습니다.',
      '본인이 변경하지 않으셨다면 지금 바로 비밀번호를 재설정해 주세요.',
    ],
    action: { label: '비밀번호 재설정하기', url: v.url },
    signature: signatureIn('ko'),
  }),
  th: (v) => ({
    subject: subjectIn('th', 'เปลี่ยนรหัสผ่านแล้ว'),
    greeting: greetingIn('th', v.nickname),
    paragraphs: ['รหัสผ่านของบัญชีคุณถูกเปลี่ยนแล้ว', 'หากคุณไม่ได้เป็นผู้เปลี่ยน กรุณาตั้งรหัสผ่านใหม่ทันที'],
    action: { label: 'ตั้งรหัสผ่านใหม่', url: v.url },
    signature: signatureIn('th'),
  }),
};
