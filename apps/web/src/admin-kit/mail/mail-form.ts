// A mail written per content language (subject and body each), as the mail editor holds it,
// and the checks every wizard runs before moving on: a language is sent when either part is
// filled, then both parts are required, only the allowed {{tags}} may appear, and Japanese
// must be written (members whose language has no mail get it).
//   import { type MailForm, emptyMail, mailLanguages, mailProblems } from '@/admin-kit/mail/mail-form';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@fanclub/contract/codes';
import { unknownTags } from '@fanclub/contract/sendouts';

export type MailPart = 'subject' | 'body';
export type MailForm = Record<ContentLanguage, Record<MailPart, string>>;

/** A problem on one part of one language: a messages-catalogue key (`key|params` as
 *  useErrorText reads it). */
export type MailProblem = { lang: ContentLanguage; part: MailPart; message: string };

export const emptyMail = (): MailForm =>
  Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, { subject: '', body: '' }])) as MailForm;

/** Languages whose mail has a subject or a body: those are sent (and must be complete). */
export function mailLanguages(mail: MailForm): ContentLanguage[] {
  return CONTENT_LANGUAGES.filter((l) => mail[l].subject.trim() || mail[l].body.trim());
}

export function mailProblems(mail: MailForm, allowedTags: readonly string[]): MailProblem[] {
  const problems: MailProblem[] = [];
  const langs = mailLanguages(mail);
  for (const lang of langs) {
    for (const part of ['subject', 'body'] as const) {
      const unknown = unknownTags(mail[lang][part], allowedTags);
      if (!mail[lang][part].trim()) {
        problems.push({ lang, part, message: 'validation.required' });
      } else if (unknown.length) {
        const tags = unknown.map((tag) => `{{${tag}}}`).join(', ');
        problems.push({ lang, part, message: `validation.mail_tag|${JSON.stringify({ tags })}` });
      }
    }
  }
  if (langs.length > 0 && !langs.includes('ja')) {
    problems.push({ lang: 'ja', part: 'subject', message: 'validation.mail_japanese' });
  }
  return problems;
}

/** Puts `{{tag}}` in place of the selection `[at, end)` of `text`; returns the new text and
 *  where the cursor goes. */
export function insertTagAt(text: string, tag: string, at: number, end: number) {
  const inserted = `{{${tag}}}`;
  return { text: text.slice(0, at) + inserted + text.slice(end), cursor: at + inserted.length };
}

/** Puts `line` on a line of its own at `at` (a button line); returns the new text and where
 *  the cursor goes (after the line). */
export function insertLineAt(text: string, line: string, at: number) {
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const tail = after.startsWith('\n') ? '' : '\n';
  const inserted = `${lead}${line}${tail}`;
  return { text: before + inserted + after, cursor: at + inserted.length };
}

/** The written languages of a mail, as the create-email calls take them. */
export function mailSetOf(mail: MailForm) {
  return Object.fromEntries(
    mailLanguages(mail).map((l) => [l, { subject: mail[l].subject, body: mail[l].body }]),
  ) as Partial<Record<ContentLanguage, Record<MailPart, string>>>;
}

/** Per-language, per-part errors, as the mail editor takes them. */
export type MailErrors = Partial<
  Record<ContentLanguage, Partial<Record<MailPart, { message: string }>>>
>;

/** The mail problems found here, or a create-email answer's field errors (`mail.ja.subject`),
 *  as the mail editor takes them. */
export function mailErrorsOf(
  problems: readonly MailProblem[],
  fieldErrors?: Record<string, string[]>,
): MailErrors {
  const errors: MailErrors = {};
  for (const p of problems) (errors[p.lang] ??= {})[p.part] = { message: p.message };
  for (const [field, texts] of Object.entries(fieldErrors ?? {})) {
    const [, lang, part] = field.split('.') as [string, ContentLanguage, MailPart];
    if (field.startsWith('mail.') && lang && part && texts[0])
      (errors[lang] ??= {})[part] = { message: texts[0] };
  }
  return errors;
}
