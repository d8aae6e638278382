// Which written language of a mail a member gets. One chain for every mail the club sends
// (sendout batches, group notices, transactional mail), used by the server and shown in the
// mail editor beside its language tabs:
//   1. the member's main language, when the mail is written in it;
//   2. else the first of their other languages (account settings, in their order) that is written;
//   3. else English, when written;
//   4. else Japanese (every mail an admin writes must have Japanese; built-in texts have it too).
import { CONTENT_LANGUAGES, type ContentLanguage } from './codes';

export type LanguageChoices = {
  mainLanguage: string | null | undefined;
  otherLanguages?: readonly (string | null | undefined)[] | null | undefined;
};

const isContentLanguage = (value: string): value is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(value);

/**
 * A language setting as a content language: a contract code as it is, a BCP 47 tag (zh-TW,
 * zh-Hant, en-GB) read as the code it stands for; undefined for anything else.
 */
export function contentLanguageOf(value: string | null | undefined): ContentLanguage | undefined {
  const tag = (value ?? '').trim().toLowerCase().replace(/_/g, '-');
  if (isContentLanguage(tag)) return tag;
  if (/^zh-(hant|tw|hk|mo)\b/.test(tag)) return 'tw';
  const primary = tag.split('-')[0] ?? '';
  return isContentLanguage(primary) ? primary : undefined;
}

/** The member's languages in the order the chain tries them, then en and ja. */
export function mailLanguageChain(member: LanguageChoices): ContentLanguage[] {
  const chain: ContentLanguage[] = [];
  for (const value of [member.mainLanguage, ...(member.otherLanguages ?? []), 'en', 'ja']) {
    const code = contentLanguageOf(value);
    if (code && !chain.includes(code)) chain.push(code);
  }
  return chain;
}

/**
 * The language of the mail a member gets, from the languages it is written in. With nothing
 * written (no such mail) the answer is Japanese.
 */
export function mailLanguageFor(
  member: LanguageChoices,
  written: readonly ContentLanguage[],
): ContentLanguage {
  return mailLanguageChain(member).find((l) => written.includes(l)) ?? 'ja';
}
