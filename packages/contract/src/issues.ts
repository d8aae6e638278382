// Turns zod issues into the contract's localised field errors.
import type { z } from 'zod';
import type { UiLocale } from './codes';
import { issueParams } from './issue-params';
import { translate } from './messages';

export { issueParams };

export type FieldErrors = Record<string, string[]>;

export function localizeIssue(issue: z.core.$ZodIssue, locale: UiLocale): string {
  return translate(locale, issue.message, issueParams(issue));
}

export function fieldErrorsFromIssues(
  issues: readonly z.core.$ZodIssue[],
  locale: UiLocale,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    const message = localizeIssue(issue, locale);
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}
