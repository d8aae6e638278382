// Field builders the contract's modules share: the required, trimmed text and the optional
// field of the sign-up and settings forms, and the fields naming a member in the answers that
// describe one.
import { z } from 'zod';

export const required = { error: 'validation.required' } as const;

/** A required, trimmed text field that says "should not be blank" when empty. */
export function text(max: number) {
  return z.string(required).trim().min(1, 'validation.required').max(max, 'validation.too_long');
}

/** An optional text field: an empty string (or null) counts as absent. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim() || undefined : v),
    schema.optional(),
  );
}

/** Who a member is, at the head of every answer that describes one. */
export const memberIdentity = {
  id: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  firstName: z.string(),
  lastName: z.string(),
};
