// Every message the API sends back, in each UI language. Validation schemas carry these
// keys; the server localises them by Content-Language and the web app by its locale.
import type { UiLocale } from './codes';
import type { ErrorCode } from './errors';

const en = {
  'validation.required': 'should not be blank',
  'validation.invalid': 'is not valid',
  'validation.too_long': 'is too long (at most {{max}} characters)',
  'validation.email': 'Please enter a valid email address.',
  'validation.email_taken': 'This email address is already registered.',
  'validation.email_disposable': 'The email address entered cannot be used.',
  'validation.nickname_taken': 'This nickname is already taken.',
  'validation.password_rule':
    'Use at least 8 half-width characters, with upper-case and lower-case letters and digits.',
  'validation.password_mismatch': "Your password doesn't match.",
  'validation.year_of_birth': 'Enter the year of birth as 4 digits.',
  'validation.under_age': 'Those under {{age}} years of age are not eligible to register.',
  'validation.gender': 'Choose one of the options.',
  'validation.phone': 'Enter the phone number in digits, optionally starting with +.',
  'validation.postal_code': 'Enter the postal code as 7 digits without a hyphen.',
  'validation.referral_too_long': 'The referral code is at most 6 characters.',
  'validation.referral_invalid': 'This referral code does not exist.',
  'validation.policy': 'should not be blank',
  'validation.current_password': 'The current password is not correct.',
  'validation.same_password': 'Choose a password different from the current one.',
  'address.not_found': 'No address was found for this postal code.',
  'errors.UNAUTHENTICATED': 'Please sign in.',
  'errors.PERMISSION_DENIED': 'Permission Denied',
  'errors.NOT_FOUND': 'The page or item was not found.',
  'errors.CONFLICT': 'This change conflicts with another one. Please reload and try again.',
  'errors.CSRF_TOKEN_MISMATCH': 'Your session has expired. Please reload the page.',
  'errors.VALIDATION_ERROR': 'Please check the entered values.',
  'errors.TOO_MANY_ATTEMPTS': 'Too many attempts. Please wait 1 minute and try again.',
  'errors.SYSTEM_ERROR': 'Internal error. Please try again later.',
  'errors.INVALID_CREDENTIALS': 'These credentials do not match our records.',
  'errors.EMAIL_NOT_VERIFIED': 'You must verify your email address before logging in.',
  'errors.ACCOUNT_CLOSED': 'This account has been closed and can no longer sign in.',
  'errors.LOGIN_FAILED': 'Could not log in. Please try again.',
  'errors.REGISTRATION_FAILED': 'Could not register. Please try again.',
  'errors.INVALID_TOKEN': 'This link is invalid or has expired. Please request a new one.',
  'errors.WRONG_PASSWORD': 'The current password is not correct.',
  'errors.FILE_TOO_LARGE': 'Maximum file size exceeded',
  'errors.INSUFFICIENT_POINT': 'Insufficient point',
  'errors.ACCOUNT_BLOCKED': 'Your account has been restricted by an administrator.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof en;

const ja: Record<MessageKey, string> = {
  'validation.required': '入力してください',
  'validation.invalid': '正しい値を入力してください',
  'validation.too_long': '{{max}}文字以内で入力してください',
  'validation.email': '正しいメールアドレスを入力してください。',
  'validation.email_taken': 'このメールアドレスはすでに登録されています。',
  'validation.email_disposable': '入力されたメールアドレスはご利用いただけません。',
  'validation.nickname_taken': 'このニックネームはすでに使われています。',
  'validation.password_rule':
    'パスワードは半角8文字以上で、英大文字・英小文字・数字をすべて含めてください。',
  'validation.password_mismatch': 'パスワードが一致しません。',
  'validation.year_of_birth': '生まれ年は西暦4桁で入力してください。',
  'validation.under_age': '{{age}}歳未満の方はご登録いただけません。',
  'validation.gender': '選択肢から選んでください。',
  'validation.phone': '電話番号は数字で入力してください（先頭の + は使えます）。',
  'validation.postal_code': '郵便番号はハイフンなしの7桁で入力してください。',
  'validation.referral_too_long': '紹介コードは6文字以内です。',
  'validation.referral_invalid': 'この紹介コードは存在しません。',
  'validation.policy': '入力してください',
  'validation.current_password': '現在のパスワードが正しくありません。',
  'validation.same_password': '現在とは異なるパスワードを設定してください。',
  'address.not_found': 'この郵便番号に該当する住所が見つかりません。',
  'errors.UNAUTHENTICATED': 'ログインしてください。',
  'errors.PERMISSION_DENIED': 'アクセス権限がありません',
  'errors.NOT_FOUND': 'ページまたは項目が見つかりません。',
  'errors.CONFLICT': 'ほかの変更と競合しました。再読み込みしてからもう一度お試しください。',
  'errors.CSRF_TOKEN_MISMATCH':
    'セッションの有効期限が切れました。ページを再読み込みしてください。',
  'errors.VALIDATION_ERROR': '入力内容を確認してください。',
  'errors.TOO_MANY_ATTEMPTS': '試行回数が多すぎます。1分ほど待ってからもう一度お試しください。',
  'errors.SYSTEM_ERROR': '内部エラーが発生しました。時間をおいて再度お試しください。',
  'errors.INVALID_CREDENTIALS': 'メールアドレスまたはパスワードが正しくありません。',
  'errors.EMAIL_NOT_VERIFIED': 'ログインする前にメールアドレスの確認を完了してください。',
  'errors.ACCOUNT_CLOSED': 'このアカウントは退会済みのため、ログインできません。',
  'errors.LOGIN_FAILED': 'ログインできませんでした。もう一度お試しください。',
  'errors.REGISTRATION_FAILED': '登録できませんでした。もう一度お試しください。',
  'errors.INVALID_TOKEN': 'このリンクは無効か、有効期限が切れています。もう一度お手続きください。',
  'errors.WRONG_PASSWORD': '現在のパスワードが正しくありません。',
  'errors.FILE_TOO_LARGE': 'ファイルサイズの上限を超えています',
  'errors.INSUFFICIENT_POINT': 'ポイントが不足しています',
  'errors.ACCOUNT_BLOCKED': 'このアカウントは管理者により利用が制限されています。',
};

export const messages: Record<UiLocale, Record<MessageKey, string>> = { en, ja };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** Fills `{{name}}` placeholders; unknown keys pass through untouched. */
export function translate(
  locale: UiLocale,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template = isMessageKey(key) ? messages[locale][key] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function errorMessageKey(code: ErrorCode): MessageKey {
  return `errors.${code}`;
}
