// Turns zod issues into the contract's localised field errors.
import type { z } from 'zod';
import type { UiLocale } from './codes';
import { translate } from './messages';

export type FieldErrors = Record<string, string[]>;

/** Params a message may interpolate: {{max}} and {{min}} from size issues. */
export function issueParams(issue: z.core.$ZodIssue): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  return params;
}

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
