// Every transactional mail, in each of the six content languages, chosen by the contract's
// mail language chain. The texts live in messages/, one file per mail.
import { CONTENT_LANGUAGES, type ContentLanguage } from '@fanclub/contract/codes';
import { mailLanguageFor } from '@fanclub/contract/mail-language';
import { LANGUAGE_TAGS } from '@fanclub/contract/reference';
import { type RenderedMail, renderMail } from './layout';
import { answerRejected } from './messages/answer-rejected';
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
  answerRejected,
};
export type TemplateName = keyof typeof templates;
export type TemplateVars<N extends TemplateName> = Parameters<(typeof templates)[N]['ja']>[0];

/**
 * The language a member's mail is written in: the contract's chain (`mailLanguageFor`) over the
 * six languages every transactional mail is written in; so the main language (a contract code,
 * or a BCP 47 tag such as zh-TW read as the code it stands for), else English.
 */
export function mailLanguage(language: string | null | undefined): ContentLanguage {
  return mailLanguageFor({ mainLanguage: language }, CONTENT_LANGUAGES);
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
