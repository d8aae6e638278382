// Targeted mail:
// mail content per language with template tags, sendout batches and their history. Posts use
// it now; campaigns and offers use the same shapes.
import { z } from 'zod';
import { pageQuery, timeInput } from './api';
import { audienceSchema } from './audience';
import { CONTENT_LANGUAGES, type ContentLanguage } from './codes';

export const SENDOUT_STATUSES = ['schedule', 'in_progress', 'completed', 'fail'] as const;
export type SendoutStatus = (typeof SENDOUT_STATUSES)[number];
export const SENDOUT_TYPES = ['invitation', 'reminder'] as const;
export type SendoutType = (typeof SENDOUT_TYPES)[number];
/** What a batch mails about; the tags it may use follow from it. */
export const SENDOUT_SOURCES = ['post', 'campaign', 'offer', 'group'] as const;
export type SendoutSource = (typeof SENDOUT_SOURCES)[number];

/** Tags every mail may carry: the recipient's names. */
export const MEMBER_TAGS = ['nick_name', 'last_name', 'first_name'] as const;
/** The recipient's own link to stop the batch's kind of mail (every batch mail carries it). */
export const UNSUBSCRIBE_TAG = 'unsubscribe_link';
/**
 * Tags per source. A tag whose name ends in `_link` is an address: written in a plain-text body
 * it becomes a link, and `[button: {{tag}} | Label]` on a line of its own becomes a button.
 */
export const MAIL_TAGS_BY_SOURCE = {
  post: [...MEMBER_TAGS, UNSUBSCRIBE_TAG],
  campaign: [
    ...MEMBER_TAGS,
    'survey_name',
    'survey_deadline',
    'survey_length',
    'survey_point',
    'survey_link',
    UNSUBSCRIBE_TAG,
  ],
  offer: [...MEMBER_TAGS, 'offer_name', 'offer_link', 'expired_date', UNSUBSCRIBE_TAG],
  /** A group's research mail (invitation, answer reminder, topic opening) and its notices. */
  group: [
    ...MEMBER_TAGS,
    'group_name',
    'topic_title',
    'topic_close',
    'group_link',
    'topic_link',
    'contact_name',
    'contact_email',
  ],
} as const satisfies Record<SendoutSource, readonly string[]>;
export type MailTagName = (typeof MAIL_TAGS_BY_SOURCE)[SendoutSource][number];

/** Whether a tag's value is an address (it is made a link, and may be a button). */
export const isLinkTag = (tag: string): boolean => tag.endsWith('_link');

/** The button line the mail editor inserts for a link tag (`label` shown on the button). */
export const buttonLine = (tag: string, label: string): string => `[button: {{${tag}}} | ${label}]`;

const TAG_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The `{{tag}}` names used in a text that are not in `allowed`. */
export function unknownTags(text: string, allowed: readonly string[]): string[] {
  const found = [...text.matchAll(TAG_PATTERN)].map((m) => m[1] ?? '');
  return [...new Set(found.filter((t) => !allowed.includes(t)))];
}

/** Replaces each `{{tag}}` by its value (already escaped by the caller where needed). */
export function fillTags(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(TAG_PATTERN, (whole, name: string) => values[name] ?? whole);
}

const mailText = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().trim().max(max, 'validation.too_long'),
  );

/** One language of a mail, for a source: both parts required, only that source's tags. */
export function mailContentFor(source: SendoutSource) {
  const allowed: readonly string[] = MAIL_TAGS_BY_SOURCE[source];
  return z.object({ subject: mailText(200), body: mailText(20_000) }).superRefine((value, ctx) => {
    for (const part of ['subject', 'body'] as const) {
      if (!value[part]) {
        ctx.addIssue({ code: 'custom', path: [part], message: 'validation.required' });
        continue;
      }
      const unknown = unknownTags(value[part], allowed);
      if (unknown.length)
        ctx.addIssue({
          code: 'custom',
          path: [part],
          message: 'validation.mail_tag',
          params: { tags: unknown.map((t) => `{{${t}}}`).join(', ') },
        });
    }
  });
}

/** Mail content per content language; a recipient gets the one `mailLanguageFor` chooses. */
export function mailSetFor(source: SendoutSource) {
  const content = mailContentFor(source);
  return z.object(
    Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, content.optional()])) as Record<
      ContentLanguage,
      z.ZodOptional<typeof content>
    >,
  );
}
export type MailSet = Partial<Record<ContentLanguage, { subject: string; body: string }>>;

// ---------------------------------------------------------------------------------------------
// Batches
// ---------------------------------------------------------------------------------------------

/** `YYYY-MM-DD HH:mm` Japan time, or ISO 8601 with an offset. */
const scheduleText = timeInput;

/** Starting a batch: now ("soon"), or at a schedule in the future. */
export const createSendoutBody = z.discriminatedUnion('sendMode', [
  z.object({
    sendMode: z.literal('now'),
    type: z.enum(SENDOUT_TYPES, { error: 'validation.option' }).default('invitation'),
  }),
  z.object({
    sendMode: z.literal('schedule'),
    type: z.enum(SENDOUT_TYPES, { error: 'validation.option' }).default('invitation'),
    scheduledAt: scheduleText,
  }),
]);
export type CreateSendoutBody = z.input<typeof createSendoutBody>;
export type CreateSendoutData = z.output<typeof createSendoutBody>;

export const sendoutBatch = z
  .object({
    id: z.number().int(),
    source: z.enum(SENDOUT_SOURCES),
    sourceId: z.number().int(),
    /** The post's (campaign's, offer's) title, for the all-batches list. */
    sourceTitle: z.string(),
    type: z.enum(SENDOUT_TYPES),
    status: z.enum(SENDOUT_STATUSES),
    createdAt: z.string(),
    /** ISO 8601; when a scheduled batch is due (its creation for "now"). */
    scheduledAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    /** Snapshotted when the batch starts; the audience's count until then. */
    recipients: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    opened: z.number().int(),
    clicked: z.number().int(),
    /** Opens and clicks that passed the human checks (signed in, or not a mail gateway's fetch). */
    humanOpened: z.number().int(),
    humanClicked: z.number().int(),
    /**
     * Accepted by the relay (the sent count), unless a provider reports deliveries for the batch:
     * then the deliveries it reported.
     */
    delivered: z.number().int(),
    /** Addresses reported undeliverable: refused at RCPT, by a provider, or the bounce mailbox. */
    hardBounced: z.number().int(),
    softBounced: z.number().int(),
    /** Recipients who marked the mail as spam. */
    complained: z.number().int(),
    /** opened / sent, 0–1 (0 while nothing is sent). */
    openRate: z.number(),
  })
  .meta({ id: 'SendoutBatch' });
export type SendoutBatch = z.infer<typeof sendoutBatch>;

/** GET api/admin/batch/check: whether a new batch may start now. */
export const batchCheck = z
  .object({
    busy: z.boolean(),
    running: z
      .object({
        id: z.number().int(),
        startedAt: z.string(),
        recipients: z.number().int(),
        sent: z.number().int(),
        /** When the running batch should be done, at its measured pace. */
        estimatedFinishAt: z.string(),
        /** Minutes until a new batch may start (rounded up). */
        minutesLeft: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'BatchCheck' });
export type BatchCheck = z.infer<typeof batchCheck>;

export const sendoutListQuery = z.object({
  page: pageQuery.shape.page,
  limit: pageQuery.shape.limit,
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(SENDOUT_STATUSES, { error: 'validation.option' }).optional(),
  ),
});
export type SendoutListQuery = z.input<typeof sendoutListQuery>;

/** A test send of the rendered mail: one language, to one address the admin types. */
export const testSendoutBody = z.object({
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(254, 'validation.too_long')
    .email('validation.email'),
  language: z.enum(CONTENT_LANGUAGES, { error: 'validation.option' }).default('ja'),
});
export type TestSendoutBody = z.input<typeof testSendoutBody>;

/** The audience preview: a page of matching members and the total. */
export const filterAudienceBody = z.object({
  audience: audienceSchema,
  page: pageQuery.shape.page,
  limit: pageQuery.shape.limit,
});
export type FilterAudienceBody = z.input<typeof filterAudienceBody>;

export const audienceMember = z
  .object({
    id: z.number().int(),
    nickname: z.string(),
    age: z.number().int(),
    gender: z.string(),
    mainLanguage: z.string(),
    prefecture: z.string().nullable(),
    countryOfResidence: z.string().nullable(),
    registeredAt: z.string(),
  })
  .meta({ id: 'AudienceMember' });
export type AudienceMember = z.infer<typeof audienceMember>;

/** The unsubscribe page: the token from the mail's link. */
export const mailUnsubscribeBody = z.object({ token: z.string().min(1).max(200) });
export type MailUnsubscribeBody = z.infer<typeof mailUnsubscribeBody>;
export const mailUnsubscribeResult = z
  .object({ consent: z.enum(['newsletter', 'survey']) })
  .meta({ id: 'MailUnsubscribe' });
