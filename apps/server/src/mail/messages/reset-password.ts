// The forgotten-password mail: a link that sets a new password, once, within 60 minutes.
import { type BaseVars, type Localized, greetingIn, signatureIn, subjectIn } from './common';

export const resetPassword: Localized<BaseVars> = {
  ja: (v) => ({
    subject: subjectIn('ja', 'パスワード再設定のご案内'),
    greeting: greetingIn('ja', v.nickname),
    paragraphs: [
      'パスワード再設定のお申し込みを受け付けました。',
      '下のボタンから新しいパスワードを設定してください。',
    ],
    action: { label: 'パスワードを再設定する', url: v.url },
    notes: [
      'このリンクの有効期限は60分で、一度だけ使えます。',
      'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
    ],
    signature: signatureIn('ja'),
  }),
  en: (v) => ({
    subject: subjectIn('en', 'Reset your password'),
    greeting: greetingIn('en', v.nickname),
    paragraphs: [
      'We received a request to reset your password.',
      'Set a new password with the button below.',
    ],
    action: { label: 'Reset my password', url: v.url },
    notes: [
      'This link is valid for 60 minutes and works once.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
    signature: signatureIn('en'),
  }),
  zh: (v) => ({
    subject: subjectIn('zh', '重置密码'),
    greeting: greetingIn('zh', v.nickname),
    paragraphs: ['我们收到了重置您账户密码的申请。', '请点击下方按钮设置新密码。'],
    action: { label: '重置密码', url: v.url },
    notes: [
      '此链接的有效期为60分钟，且仅可使用一次。',
      '如果这不是您本人的操作，请忽略本邮件，您的密码不会被更改。',
    ],
    signature: signatureIn('zh'),
  }),
  tw: (v) => ({
    subject: subjectIn('tw', '重設密碼'),
    greeting: greetingIn('tw', v.nickname),
    paragraphs: ['我們已收到重設您帳號密碼的申請。', '請點選下方按鈕設定新密碼。'],
    action: { label: '重設密碼', url: v.url },
    notes: [
      '此連結的有效期限為60分鐘，且僅能使用一次。',
      '若非您本人提出申請，請忽略此郵件，您的密碼不會變更。',
    ],
    signature: signatureIn('tw'),
  }),
  ko: (v) => ({
    subject: subjectIn('ko', '비밀번호 재설정 안내'),
    greeting: greetingIn('ko', v.nickname),
    paragraphs: [
      '비밀번호 재설정 요청을 받았습니다.',
      '아래 버튼을 눌러 새 비밀번호를 설정해 주세요.',
    ],
    action: { label: '비밀번호 재설정하기', url: v.url },
    notes: [
      '이 링크는 60분 동안 유효하며 한 번만 사용할 수 있습니다.',
      '요청하신 적이 없다면 이 메일을 무시해 주세요. 비밀번호는 변경되지 않습니다.',
    ],
    signature: signatureIn('ko'),
  }),
  th: (v) => ({
    subject: subjectIn('th', 'ตั้งรหัสผ่านใหม่'),
    greeting: greetingIn('th', v.nickname),
    paragraphs: ['เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ', 'กรุณากดปุ่มด้านล่างเพื่อตั้งรหัสผ่านใหม่'],
    action: { label: 'ตั้งรหัสผ่านใหม่', url: v.url },
    notes: [
      'ลิงก์นี้ใช้ได้ภายใน 60 นาทีและใช้ได้เพียงครั้งเดียว',
      'หากคุณไม่ได้ส่งคำขอนี้ กรุณาเพิกเฉยต่ออีเมลฉบับนี้ รหัสผ่านของคุณจะยังคงเหมือนเดิม',
    ],
    signature: signatureIn('th'),
  }),
};
