// Sent when an account's failed sign-ins start to be slowed down, so the owner knows someone is
// trying, and that they can still sign in from their usual browser or reset the password.
import { type BaseVars, type Localized, greetingIn, signatureIn, subjectIn } from './common';

export const signInFailures: Localized<BaseVars> = {
  ja: (v) => ({
    subject: subjectIn('ja', 'ログインの失敗が続いています'),
    greeting: greetingIn('ja', v.nickname),
    paragraphs: [
      'お客様のアカウントで、誤ったパスワードによるログインが何度も試みられました。',
      'アカウントを守るため、ほかの端末からのログインは失敗のたびに少しずつ待ち時間が長くなります。いつもお使いのブラウザからは、これまでどおりログインできます。',
      'お心当たりのない場合は、下のボタンからパスワードを再設定してください。',
    ],
    action: { label: 'パスワードを再設定する', url: v.url },
    signature: signatureIn('ja'),
  }),
  en: (v) => ({
    subject: subjectIn('en', 'Repeated failed sign-ins'),
    greeting: greetingIn('en', v.nickname),
    paragraphs: [
      'Someone tried several times to sign in to your account with a wrong password.',
      'To protect the account, sign-ins from other devices now wait a little longer after each failure. Your usual browser signs in as before.',
      'If this was not you, reset your password with the button below.',
    ],
    action: { label: 'Reset my password', url: v.url },
    signature: signatureIn('en'),
  }),
  zh: (v) => ({
    subject: subjectIn('zh', '多次登录失败'),
    greeting: greetingIn('zh', v.nickname),
    paragraphs: [
      '有人多次使用错误的密码尝试登录您的账户。',
      '为保护账户，来自其他设备的登录在每次失败后需等待更长时间。您常用的浏览器仍可照常登录。',
      '如果这不是您本人的操作，请通过下方按钮重置密码。',
    ],
    action: { label: '重置密码', url: v.url },
    signature: signatureIn('zh'),
  }),
  tw: (v) => ({
    subject: subjectIn('tw', '多次登入失敗'),
    greeting: greetingIn('tw', v.nickname),
    paragraphs: [
      '有人多次以錯誤的密碼嘗試登入您的帳號。',
      '為保護帳號，來自其他裝置的登入在每次失敗後需等待更久。您常用的瀏覽器仍可照常登入。',
      '若非您本人操作，請透過下方按鈕重設密碼。',
    ],
    action: { label: '重設密碼', url: v.url },
    signature: signatureIn('tw'),
  }),
  ko: (v) => ({
    subject: subjectIn('ko', '로그인 실패가 계속되고 있습니다'),
    greeting: greetingIn('ko', v.nickname),
    paragraphs: [
      '누군가 잘못된 비밀번호로 회원님 계정에 여러 번 로그인을 시도했습니다.',
      '계정 보호를 위해 다른 기기에서의 로그인은 실패할 때마다 대기 시간이 길어집니다. 평소 사용하시는 브라우저에서는 그대로 로그인하실 수 있습니다.',
      '본인이 아니라면 아래 버튼으로 비밀번호를 재설정해 주세요.',
    ],
    action: { label: '비밀번호 재설정하기', url: v.url },
    signature: signatureIn('ko'),
  }),
  th: (v) => ({
    subject: subjectIn('th', 'มีการเข้าสู่ระบบไม่สำเร็จหลายครั้ง'),
    greeting: greetingIn('th', v.nickname),
    paragraphs: [
      'มีผู้พยายามเข้าสู่ระบบบัญชีของคุณด้วยรหัสผ่านที่ไม่ถูกต้องหลายครั้ง',
      'เพื่อปกป้องบัญชี การเข้าสู่ระบบจากอุปกรณ์อื่นจะต้องรอนานขึ้นหลังความล้มเหลวแต่ละครั้ง เบราว์เซอร์ที่คุณใช้เป็นประจำยังเข้าสู่ระบบได้ตามปกติ',
      'หากไม่ใช่คุณ กรุณาตั้งรหัสผ่านใหม่ด้วยปุ่มด้านล่าง',
    ],
    action: { label: 'ตั้งรหัสผ่านใหม่', url: v.url },
    signature: signatureIn('th'),
  }),
};
