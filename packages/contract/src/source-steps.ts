// The request shapes every mailed source's wizard shares (campaigns, offers; the next source
// builds its own from these): the record id, required text, a Japan-time field, the period
// rule (expiry after start), the mail step (a mail set with Japanese required), the audience
// step, the sendout step (now or at a Japan-time schedule), the "also send to new members"
// switch, and the admin list's keyword and state query; and the answers read back: a saved
// mail and the saved audience with its reach.
//   const offerId = recordId();
//   export const offerEmailBody = mailStepBody({ offerId }, offerMailSet);
//   export const offerSendoutBody = sendoutStepBody({ offerId });
import { z } from 'zod';
import { MAX_ID, numberError, pageQuery, strictInteger } from './api';
import { audienceSchema } from './audience';
import { CONTENT_LANGUAGES } from './codes';
import { parseTimeInput } from './japan-time';
import { audienceView } from './posts';

/** A record id in a body: a positive integer (a missing one says "required", text "invalid"). */
export const recordId = () =>
  strictInteger(
    z
      .number({ error: numberError('validation.invalid') })
      .int()
      .positive('validation.required')
      .max(MAX_ID),
  );

/** Trimmed text, required, at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.too_long');

/** A required start or expiry: `YYYY-MM-DD HH:mm` Japan time (or ISO 8601 with offset). */
export const timeField = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v),
  z
    .string()
    .min(1, 'validation.required')
    .refine((v) => parseTimeInput(v) !== undefined, 'validation.datetime'),
);

/** The expiry comes after the start; checked even when other fields fail, so every error
 *  shows at once. Use as `.refine(expiryAfterStart, periodRule)`. */
export const expiryAfterStart = (c: { startAt: string; expiresAt: string }) => {
  const start = parseTimeInput(c.startAt);
  const end = parseTimeInput(c.expiresAt);
  return !start || !end || end.getTime() > start.getTime();
};
export const periodRule = {
  path: ['expiresAt'],
  message: 'validation.expiry_after_start',
  when: (payload: { value: unknown }) => {
    const v = payload.value as { startAt?: unknown; expiresAt?: unknown } | undefined;
    return typeof v?.startAt === 'string' && typeof v.expiresAt === 'string';
  },
};

/** A mail set with Japanese required (members without their language get the Japanese). */
export const japaneseRequired = (b: { mail: Record<string, unknown> }, ctx: z.RefinementCtx) => {
  if (!b.mail.ja)
    ctx.addIssue({
      code: 'custom',
      path: ['mail', 'ja', 'subject'],
      message: 'validation.mail_japanese',
    });
};

/** A mail step: the record's id (and any further fields) with its mail set, Japanese required;
 *  it replaces that mail's set (languages left out are removed). */
export const mailStepBody = <I extends z.ZodRawShape, M extends z.ZodType<Record<string, unknown>>>(
  id: I,
  mail: M,
) =>
  z
    .object({ ...id, mail })
    .superRefine((b, ctx) => japaneseRequired(b as { mail: Record<string, unknown> }, ctx));

/** The audience step: who the record is for. */
export const audienceStepBody = <I extends z.ZodRawShape>(id: I) =>
  z.object({ ...id, audience: audienceSchema });

/** `YYYY-MM-DD HH:mm` Japan time for a scheduled batch (the engine checks it is in the future). */
export const scheduleText = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'validation.required' })
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, 'validation.datetime'),
);

/** The sendout step: a batch now, or at `scheduledAt`; `fields` name the record and the rest. */
export const sendoutStepBody = <F extends z.ZodRawShape>(fields: F) =>
  z.discriminatedUnion('sendMode', [
    z.object({ ...fields, sendMode: z.literal('now') }),
    z.object({ ...fields, sendMode: z.literal('schedule'), scheduledAt: scheduleText }),
  ]);

/** "Also send to new members": new matching members are invited automatically (daily). */
export const sendToNewMembersStepBody = <I extends z.ZodRawShape>(id: I) =>
  z.object({ ...id, enabled: z.boolean() });

/** An admin list of a source: paged, by keyword and derived state. */
export const sourceListQuery = <S extends readonly [string, ...string[]]>(states: S) =>
  z.object({
    page: pageQuery.shape.page,
    limit: pageQuery.shape.limit,
    keyword: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string().max(200).default(''),
    ),
    state: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(states, { error: 'validation.option' }).optional(),
    ),
  });

/** One saved mail of a source, in one language; `extra` goes after the id (a campaign's type). */
export const sourceEmail = <E extends z.ZodRawShape>(metaId: string, extra: E) =>
  z
    .object({
      id: z.number().int(),
      ...extra,
      language: z.enum(CONTENT_LANGUAGES),
      subject: z.string(),
      body: z.string(),
    })
    .meta({ id: metaId });

/** The audience step's answer: the audience (null until saved), how many active members it
 *  matches now, and `reach`, how many of them the source's mail goes to. */
export const audienceStepResult = <R extends z.ZodRawShape>(metaId: string, reach: R) =>
  z
    .object({ audience: audienceView.nullable(), count: z.number().int(), ...reach })
    .meta({ id: metaId });
