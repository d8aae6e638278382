// Every transactional mail, in each of the six content languages, chosen by the recipient's main
// language with Japanese as the fallback. The texts live in messages/, one file per mail.
import { CONTENT_LANGUAGES, type ContentLanguage } from '@fanclub/contract/codes';
import { LANGUAGE_TAGS } from '@fanclub/contract/reference';
import { type RenderedMail, renderMail } from './layout';
import type { Localized } from './messages/common';
import { exchangeCompleted } from './messages/exchange-completed';
import { exchangeFailed } from './messages/exchange-failed';
import { passwordChanged } from './messages/password-changed';
import { resetPassword } from './messages/reset-password';
import { signInFailures } from './messages/sign-in-failures';
import { twoFactorReset } from './messages/two-factor-reset';
import { verifyEmail } from './messages/verify-email';

export const templates = {
  verifyEmail,
  resetPassword,
  passwordChanged,
  signInFailures,
  twoFactorReset,
  exchangeCompleted,
  exchangeFailed,
};
export type TemplateName = keyof typeof templates;
export type TemplateVars<N extends TemplateName> = Parameters<(typeof templates)[N]['ja']>[0];

const isContentLanguage = (value: string): value is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(value);

/**
 * The language a member's mail is written in: their main language (a contract code; a BCP 47
 * tag such as zh-TW or zh-Hant is read as the code it stands for), Japanese otherwise.
 */
export function mailLanguage(language: string | null | undefined): ContentLanguage {
  const tag = (language ?? '').trim().toLowerCase().replace(/_/g, '-');
  if (isContentLanguage(tag)) return tag;
  if (/^zh-(hant|tw|hk|mo)\b/.test(tag)) return 'tw';
  const primary = tag.split('-')[0] ?? '';
  return isContentLanguage(primary) ? primary : 'ja';
}

export function renderTemplate<N extends TemplateName>(
  name: N,
  language: ContentLanguage | string,
  vars: TemplateVars<N>,
): RenderedMail & { language: ContentLanguage } {
  const lang = mailLanguage(language);
  const template = templates[name] as Localized<TemplateVars<N>>;
  return { ...renderMail(template[lang](vars), LANGUAGE_TAGS[lang]), language: lang };
}
