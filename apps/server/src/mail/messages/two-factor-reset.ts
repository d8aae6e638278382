// Sent when an admin or the operator's command reset a member's two-step sign-in (a lost
// device), so the owner knows, and sets it up again at the next sign-in.
import { type BaseVars, type Localized, greetingIn, signatureIn, subjectIn } from './common';

export const twoFactorReset: Localized<BaseVars> = {
  ja: (v) => ({
    subject: subjectIn('ja', '2段階認証がリセットされました'),
    greeting: greetingIn('ja', v.nickname),
    paragraphs: [
      'お客様のアカウントの2段階認証（認証アプリの確認コード）が、事務局によりリセットされました。',
      '次回ログイン後、アカウント設定からもう一度設定してください。以前のリカバリーコードは使えなくなりました。',
      'お心当たりのない場合は、事務局までご連絡ください。',
    ],
    action: { label: 'ログインする', url: v.url },
    signature: signatureIn('ja'),
  }),
  en: (v) => ({
    subject: subjectIn('en', 'Your two-step sign-in was reset'),
    greeting: greetingIn('en', v.nickname),
    paragraphs: [
      'The club office reset the two-step sign-in (authenticator app codes) of your account.',
      'After your next sign-in, set it up again in your account settings. Your previous recovery codes no longer work.',
      'If you did not ask for this, please contact the club office.',
    ],
    action: { label: 'Sign in', url: v.url },
    signature: signatureIn('en'),
  }),
  zh: (v) => ({
    subject: subjectIn('zh', '您的两步验证已被重置'),
    greeting: greetingIn('zh', v.nickname),
    paragraphs: [
      '运营团队已重置您账户的两步验证（验证器应用的验证码）。',
      '下次登录后，请在账户设置中重新设置。之前的恢复代码已失效。',
      '如果这不是您本人的请求，请联系运营团队。',
    ],
    action: { label: '登录', url: v.url },
    signature: signatureIn('zh'),
  }),
  tw: (v) => ({
    subject: subjectIn('tw', '您的兩步驟驗證已被重設'),
    greeting: greetingIn('tw', v.nickname),
    paragraphs: [
      '營運團隊已重設您帳號的兩步驟驗證（驗證器應用程式的驗證碼）。',
      '下次登入後，請在帳號設定中重新設定。先前的復原碼已失效。',
      '若非您本人的請求，請聯絡營運團隊。',
    ],
    action: { label: '登入', url: v.url },
    signature: signatureIn('tw'),
  }),
  ko: (v) => ({
    subject: subjectIn('ko', '2단계 인증이 초기화되었습니다'),
    greeting: greetingIn('ko', v.nickname),
    paragraphs: [
      '사무국에서 회원님 계정의 2단계 인증(인증 앱 코드)을 초기화했습니다.',
      '다음 로그인 후 계정 설정에서 다시 설정해 주세요. 이전 복구 코드는 더 이상 사용할 수 없습니다.',
      '본인이 요청하지 않았다면 사무국에 연락해 주세요.',
    ],
    action: { label: '로그인하기', url: v.url },
    signature: signatureIn('ko'),
  }),
  th: (v) => ({
    subject: subjectIn('th', 'การยืนยันตัวตนสองขั้นตอนถูกรีเซ็ตแล้ว'),
    greeting: greetingIn('th', v.nickname),
    paragraphs: [
      'ทีมงานได้รีเซ็ตการยืนยันตัวตนสองขั้นตอน (รหัสจากแอปยืนยันตัวตน) ของบัญชีคุณแล้ว',
      'หลังเข้าสู่ระบบครั้งถัดไป กรุณาตั้งค่าใหม่ในการตั้งค่าบัญชี รหัสกู้คืนเดิมใช้ไม่ได้อีกต่อไป',
      'หากคุณไม่ได้ขอให้ดำเนินการนี้ กรุณาติดต่อทีมงาน',
    ],
    action: { label: 'เข้าสู่ระบบ', url: v.url },
    signature: signatureIn('th'),
  }),
};
