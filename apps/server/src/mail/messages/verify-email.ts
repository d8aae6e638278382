// The sign-up mail: the link that confirms the address and makes the account registered-active.
import { type BaseVars, type Localized, greetingIn, signatureIn, subjectIn } from './common';

export const verifyEmail: Localized<BaseVars> = {
  ja: (v) => ({
    subject: subjectIn('ja', 'メールアドレスの確認をお願いします'),
    greeting: greetingIn('ja', v.nickname),
    paragraphs: [
      '瀬戸内ファンクラブへのご登録ありがとうございます。',
      '下のボタンからメールアドレスの確認を完了すると、本登録となりログインできるようになります。',
    ],
    action: { label: 'メールアドレスを確認する', url: v.url },
    notes: [
      'このリンクの有効期限は24時間です。',
      'お心当たりのない場合は、このメールを破棄してください。',
    ],
    signature: signatureIn('ja'),
  }),
  en: (v) => ({
    subject: subjectIn('en', 'Please confirm your email address'),
    greeting: greetingIn('en', v.nickname),
    paragraphs: [
      'Thank you for joining the Setouchi Fan Club.',
      'Confirm your email address with the button below to complete your registration and sign in.',
    ],
    action: { label: 'Confirm my email address', url: v.url },
    notes: ['This link is valid for 24 hours.', 'If you did not sign up, please ignore this mail.'],
    signature: signatureIn('en'),
  }),
  zh: (v) => ({
    subject: subjectIn('zh', '请确认您的邮箱地址'),
    greeting: greetingIn('zh', v.nickname),
    paragraphs: [
      '感谢您注册濑户内粉丝俱乐部。',
      '请点击下方按钮确认您的邮箱地址。确认后即完成正式注册，您就可以登录了。',
    ],
    action: { label: '确认邮箱地址', url: v.url },
    notes: ['此链接的有效期为24小时。', '如果您并未注册，请忽略本邮件。'],
    signature: signatureIn('zh'),
  }),
  tw: (v) => ({
    subject: subjectIn('tw', '請確認您的電子郵件地址'),
    greeting: greetingIn('tw', v.nickname),
    paragraphs: [
      '感謝您註冊瀨戶內粉絲俱樂部。',
      '請點選下方按鈕確認您的電子郵件地址。確認後即完成正式註冊，您就可以登入了。',
    ],
    action: { label: '確認電子郵件地址', url: v.url },
    notes: ['此連結的有效期限為24小時。', '若您並未註冊，請忽略此郵件。'],
    signature: signatureIn('tw'),
  }),
  ko: (v) => ({
    subject: subjectIn('ko', '이메일 주소를 확인해 주세요'),
    greeting: greetingIn('ko', v.nickname),
    paragraphs: [
      '세토우치 팬클럽에 가입해 주셔서 감사합니다.',
      '아래 버튼을 눌러 이메일 주소 확인을 마치시면 정식 회원으로 등록되어 로그인하실 수 있습니다.',
    ],
    action: { label: '이메일 주소 확인하기', url: v.url },
    notes: ['이 링크는 24시간 동안 유효합니다.', '가입하신 적이 없다면 이 메일을 무시해 주세요.'],
    signature: signatureIn('ko'),
  }),
  th: (v) => ({
    subject: subjectIn('th', 'กรุณายืนยันอีเมลของคุณ'),
    greeting: greetingIn('th', v.nickname),
    paragraphs: [
      'ขอบคุณที่สมัครสมาชิกเซโตะอุจิ แฟนคลับ',
      'กรุณากดปุ่มด้านล่างเพื่อยืนยันอีเมลของคุณ เมื่อยืนยันแล้ว การสมัครจะเสร็จสมบูรณ์และคุณจะเข้าสู่ระบบได้',
    ],
    action: { label: 'ยืนยันอีเมล', url: v.url },
    notes: ['ลิงก์นี้ใช้ได้ภายใน 24 ชั่วโมง', 'หากคุณไม่ได้สมัครสมาชิก กรุณาเพิกเฉยต่ออีเมลฉบับนี้'],
    signature: signatureIn('th'),
  }),
};
