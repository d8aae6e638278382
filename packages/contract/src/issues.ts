// Turns zod issues into the contract's localised field errors.
import type { z } from 'zod';
import type { UiLocale } from './codes';
import { translate } from './messages';

export type FieldErrors = Record<string, string[]>;

/** Params a message may interpolate: {{max}} and {{min}} from size issues, a custom issue's own. */
export function issueParams(issue: z.core.$ZodIssue): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'custom' && issue.params)
    for (const [k, v] of Object.entries(issue.params))
      if (typeof v === 'string' || typeof v === 'number') params[k] = v;
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
