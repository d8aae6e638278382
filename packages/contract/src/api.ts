// Envelope and paging helpers shared by every call.
import { z } from 'zod';
import { isCalendarDay, parseTimeInput } from './japan-time';

export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export const pageMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export function listOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: z.array(schema), meta: pageMeta });
}

/** The largest id a record may have (PostgreSQL `integer`); a larger one names no record. */
export const MAX_ID = 2_147_483_647;

const DECIMAL_INTEGER = /^-?\d{1,16}$/;
const DECIMAL_NUMBER = /^-?\d{1,16}(\.\d{1,16})?$/;

/**
 * Numbers from JSON, a query string, a path or a form field, read strictly: a JSON number, or a
 * string of decimal digits (what a query, a path or a text input carries). Nothing else turns
 * into a number: not `true`, `"1e3"`, `[5]`, `"0x10"`, `""` or `" "` (z.coerce took them all).
 */
export function strictInteger<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (v) => (typeof v === 'string' && DECIMAL_INTEGER.test(v) ? Number(v) : v),
    schema,
  );
}
/**
 * The error of a typed number field: nothing (missing, null, blank) asks for a value; anything
 * else that is not a number of the right kind says `otherwise` ("invalid", "whole points").
 */
export function numberError(otherwise: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined ||
    issue.input === null ||
    (typeof issue.input === 'string' && !issue.input.trim())
      ? 'validation.required'
      : otherwise;
}

/**
 * Whole points from min to max: a numeric string is read (a form sends text), blank is
 * "required", a fraction or any other text "whole points", outside the range `outOfRange`.
 */
export function wholePoints(min: number, max: number, outOfRange = 'validation.whole_points') {
  return z.preprocess(
    (v) => (typeof v === 'string' && DECIMAL_NUMBER.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({ error: numberError('validation.whole_points') })
      .int('validation.whole_points')
      .min(min, outOfRange)
      .max(max, outOfRange),
  );
}

/** As strictInteger, for amounts with decimals (`12.5`). */
export function strictNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (v) => (typeof v === 'string' && DECIMAL_NUMBER.test(v) ? Number(v) : v),
    schema,
  );
}

/** A record's id in a path, a query or a body: 1 … MAX_ID, strictly read. */
export const idSchema = strictInteger(
  z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(MAX_ID, 'validation.invalid'),
);

/** A calendar day, `YYYY-MM-DD`, that exists (never 2026-13-45 or 2026-02-30). */
export const calendarDay = z
  .string({ error: 'validation.date' })
  .refine(isCalendarDay, 'validation.date');

/**
 * A time wherever the API takes one: `YYYY-MM-DD HH:mm` Japan time or ISO 8601 with an offset
 * (japan-time.ts parseTimeInput reads it into an instant). Kept as the given text.
 */
export const timeInput = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'validation.datetime' })
    .refine((v) => parseTimeInput(v) !== undefined, 'validation.datetime'),
);

/** A query or form value where blank means absent: '' and null are undefined, text is trimmed. */
export const blankToUndefined = (v: unknown) =>
  v === '' || v === null ? undefined : typeof v === 'string' ? v.trim() || undefined : v;

export const pageQuery = z.object({
  page: strictInteger(z.number().int().min(1).max(MAX_ID).default(1)),
  limit: strictInteger(z.number().int().min(1).max(100).default(10)),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const idParams = z.object({ id: idSchema });

export const okResponse = z.object({ data: z.object({ ok: z.literal(true) }) });

export type ListResponse<T> = { data: T[]; meta: PageMeta };
export type DataResponse<T> = { data: T };
