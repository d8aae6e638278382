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
  'validation.avatar_type': 'Choose a JPEG, PNG, WebP or GIF image.',
  'validation.avatar_pixels': 'Choose an image of at most {{megapixels}} megapixels.',
  'validation.whole_points': 'Enter whole points.',
  'validation.age_range': 'The upper age must not be below the lower age.',
  'validation.answer_required': 'Please answer this question.',
  'validation.choose_one': 'Choose one of the options.',
  'validation.number_range': 'Enter a number from {{min}} to {{max}}.',
  'validation.number': 'Enter a number.',
  'validation.not_zero': 'Enter a number other than 0.',
  'validation.consent_required': 'Consent is required',
  'validation.option': 'Choose one of the options.',
  'validation.fax': 'Enter the fax number in digits, optionally starting with +.',
  'validation.kana': 'Enter the reading in hiragana or katakana.',
  'validation.url': 'Enter a web address starting with http:// or https://.',
  'validation.datetime': 'Enter a date and time as YYYY-MM-DD HH:mm (Japan time).',
  'validation.mail_tag': 'Unknown tag {{tags}}: use only the tags offered by the tag buttons.',
  'validation.date_range': 'The end date must not be before the start date.',
  'validation.future': 'Choose a time in the future.',
  'validation.mail_japanese':
    'Write the Japanese mail too: members whose language is not written receive it.',
  'address.not_found': 'No address was found for this postal code.',
  'ledger.first_survey': 'First profile survey completed',
  'ledger.unsubscribe_void': 'Points voided on unsubscribing',
  'ledger.cancel_void': 'Points voided when the registration was cancelled',
  'survey.profile_title': 'First profile survey',
  'ledger.referral_join': "Joined with a friend's referral code",
  'ledger.referral_friend': 'A friend you invited answered the first survey',
  'ledger.lottery': 'Referral lottery prize for {{month}}',
  'notifications.points_credited': 'You received {{points}} points.',
  'notifications.admin_message': '{{message}}',
  'validation.min_points': 'Minimum 200 points',
  'validation.donation_range': 'Donations are from 1 to 5,000 points.',
  'validation.date': 'Enter a date as YYYY-MM-DD.',
  'ledger.exchange_amazon': 'Exchange for an Amazon gift card',
  'ledger.exchange_paypal': 'Exchange for PayPal',
  'ledger.donation': 'Donation',
  'ledger.exchange_refund': 'Points returned for an exchange that could not be completed',
  'rewards.amazon_japan_only': 'Amazon gift cards can only be sent to members living in Japan.',
  'exchange.state_conflict': 'This request can no longer be changed this way. Please reload.',
  'notifications.exchange_new': 'We received your exchange request for {{points}} points.',
  'notifications.exchange_pending': 'Your exchange request for {{points}} points is being checked.',
  'notifications.exchange_approved': 'Your exchange request for {{points}} points was approved.',
  'notifications.exchange_completed':
    'Your exchange for {{points}} points is complete. Please check your mail.',
  'notifications.exchange_fail':
    'Your exchange request for {{points}} points could not be completed; the points were returned.',
  'notifications.donation_completed': 'Thank you for donating {{points}} points.',
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
  'errors.APPROVE_FAILED': 'Approved Error',
  'errors.REWARD_UNAVAILABLE': 'This reward is not available to you.',
  'errors.BATCH_BUSY':
    'There is one batch processing. Cannot send a new batch now. Please set a schedule or come back later.',
  'errors.SENDOUT_SETUP': 'Error! You can not send email. Please check your setup',
  'sendout.busy':
    'There is one batch processing. Cannot send a new batch now. Please set a schedule or come back later. The batch started at {{startedAt}} is sending to {{count}} members; a new batch can start in about {{minutes}} minutes.',
  'sendout.running':
    'The batch started at {{startedAt}} is sending to {{count}} members; a new batch can start in about {{minutes}} minutes.',
  'sendout.unsubscribed_newsletter': 'You will no longer receive news mail from the fan club.',
  'sendout.unsubscribed_survey': 'You will no longer receive survey invitations.',
  'comments.blocked':
    'An administrator has restricted your account, so you cannot comment for now.',
  'validation.rid_required': 'The survey link must contain the respondent tag [RID].',
  'validation.expiry_after_start': 'The expiry must be after the start.',
  'validation.not_negative': 'Enter 0 or more.',
  'validation.positive': 'Enter 1 or more.',
  'validation.audience_required': 'Choose the target members before sending.',
  'errors.CAMPAIGN_IN_USE': 'This campaign has already been sent; disable it instead.',
  'errors.CAMPAIGN_NOT_OPEN':
    'This survey is disabled, closed or has reached its number of respondents, so no mail can be sent.',
  'errors.INVALID_SIGNATURE': 'The signature of this survey completion is not valid.',
  'ledger.survey_answer': 'Survey answered: {{title}}',
  'ledger.survey_screenout': 'Survey participation (not in the target group): {{title}}',
  'campaign.deadline': '{{time}} (JST)',
  'campaign.how_to_sign':
    'Replace {RID} with the respondent id the survey received in its link, and sig with the hexadecimal HMAC-SHA256 of the respondent id, keyed with SURVEY_SECRET. To report a screen-out or over-quota, add status=screenout or status=overquota and sign "rid:status" instead.',
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
  'validation.avatar_type': 'JPEG・PNG・WebP・GIF形式の画像を選んでください。',
  'validation.avatar_pixels':
    '画像が大きすぎます。{{megapixels}}メガピクセル以下の画像を選んでください。',
  'validation.whole_points': 'ポイントは整数で入力してください。',
  'validation.age_range': '年齢の上限は下限以上にしてください。',
  'validation.answer_required': 'この質問にお答えください。',
  'validation.choose_one': '選択肢から1つ選んでください。',
  'validation.number_range': '{{min}}から{{max}}までの数値を入力してください。',
  'validation.number': '数値を入力してください。',
  'validation.not_zero': '0以外の数値を入力してください。',
  'validation.consent_required': '同意が必要です',
  'validation.option': '選択肢から選んでください。',
  'validation.fax': 'FAX番号は数字で入力してください（先頭の + は使えます）。',
  'validation.kana': 'ふりがなはひらがなまたはカタカナで入力してください。',
  'validation.url': 'http:// または https:// で始まるURLを入力してください。',
  'validation.datetime': '日時はYYYY-MM-DD HH:mmの形式（日本時間）で入力してください。',
  'validation.mail_tag': '使えないタグ {{tags}} が含まれています。タグボタンのタグだけを使えます。',
  'validation.date_range': '終了日は開始日以降にしてください。',
  'validation.future': '現在より後の日時を指定してください。',
  'validation.mail_japanese':
    '日本語のメールも入力してください。言語別のメールがない会員には日本語版が届きます。',
  'address.not_found': 'この郵便番号に該当する住所が見つかりません。',
  'ledger.first_survey': '初回プロフィールアンケート回答',
  'ledger.unsubscribe_void': '退会によるポイント失効',
  'ledger.cancel_void': '登録取消によるポイント失効',
  'survey.profile_title': '初回プロフィールアンケート',
  'ledger.referral_join': '友だちの紹介コードで入会',
  'ledger.referral_friend': '紹介した友だちが初回アンケートに回答',
  'ledger.lottery': '{{month}}の紹介抽選の当選ポイント',
  'notifications.points_credited': '{{points}}ポイントを獲得しました。',
  'notifications.admin_message': '{{message}}',
  'validation.min_points': '200ポイント以上で入力してください',
  'validation.donation_range': '寄付は1〜5,000ポイントの範囲で入力してください。',
  'validation.date': '日付はYYYY-MM-DDの形式で入力してください。',
  'ledger.exchange_amazon': 'Amazonギフトカードへの交換',
  'ledger.exchange_paypal': 'PayPalへの交換',
  'ledger.donation': '寄付',
  'ledger.exchange_refund': '交換が成立しなかったため、ポイントを返還しました',
  'rewards.amazon_japan_only': 'Amazonギフトカードは日本にお住まいの方のみご利用いただけます。',
  'exchange.state_conflict': 'この申請はこの操作ができない状態です。再読み込みしてください。',
  'notifications.exchange_new': '{{points}}ポイントの交換申請を受け付けました。',
  'notifications.exchange_pending': '{{points}}ポイントの交換申請を確認しています。',
  'notifications.exchange_approved': '{{points}}ポイントの交換申請が承認されました。',
  'notifications.exchange_completed':
    '{{points}}ポイントの交換が完了しました。メールをご確認ください。',
  'notifications.exchange_fail':
    '{{points}}ポイントの交換ができなかったため、ポイントを返還しました。',
  'notifications.donation_completed': '{{points}}ポイントのご寄付ありがとうございました。',
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
  'errors.APPROVE_FAILED': '承認エラー：選択した申請を承認できませんでした。',
  'errors.REWARD_UNAVAILABLE': 'この交換先はご利用いただけません。',
  'errors.BATCH_BUSY':
    '現在、配信中のバッチがあります。新しいバッチは今は送信できません。配信日時を予約するか、しばらくしてからお試しください。',
  'errors.SENDOUT_SETUP': 'エラー：メールを送信できません。設定を確認してください。',
  'sendout.busy':
    '現在、配信中のバッチがあります。新しいバッチは今は送信できません。配信日時を予約するか、しばらくしてからお試しください。{{startedAt}} に開始したバッチが {{count}} 名に配信中です。新しいバッチを開始できるまで約 {{minutes}} 分です。',
  'sendout.running':
    '{{startedAt}} に開始したバッチが {{count}} 名に配信中です。新しいバッチを開始できるまで約 {{minutes}} 分です。',
  'sendout.unsubscribed_newsletter': 'ファンクラブからのお知らせメールの配信を停止しました。',
  'sendout.unsubscribed_survey': 'アンケートのご案内メールの配信を停止しました。',
  'comments.blocked': '管理者によりアカウントが制限されているため、現在コメントできません。',
  'validation.rid_required': 'アンケートURLには回答者タグ [RID] を含めてください。',
  'validation.expiry_after_start': '終了日時は開始日時より後にしてください。',
  'validation.not_negative': '0以上の数値を入力してください。',
  'validation.positive': '1以上の数値を入力してください。',
  'validation.audience_required': '配信する前に対象ユーザーを選んでください。',
  'errors.CAMPAIGN_IN_USE': '配信済みのため削除できません。無効にしてください。',
  'errors.CAMPAIGN_NOT_OPEN':
    'このアンケートは無効、終了、または回答者数の上限に達しているため、メールを送信できません。',
  'errors.INVALID_SIGNATURE': 'アンケート完了通知の署名が正しくありません。',
  'ledger.survey_answer': 'アンケート回答：{{title}}',
  'ledger.survey_screenout': 'アンケート参加（対象外）：{{title}}',
  'campaign.deadline': '{{time}}（日本時間）',
  'campaign.how_to_sign':
    '{RID} をアンケートがリンクで受け取った回答者IDに、sig を回答者IDの HMAC-SHA256（鍵は SURVEY_SECRET、16進数）に置き換えてください。対象外（スクリーンアウト）や定員超過を通知するときは status=screenout または status=overquota を付け、「rid:status」に署名してください。',
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
