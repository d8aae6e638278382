// The params a localised zod issue interpolates, apart from the message catalogue so that the web
// can read them without bundling every language's messages.
import type { z } from 'zod';

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
