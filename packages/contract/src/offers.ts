// Offers: the club's partner deals mailed to an audience: the admin's four-step wizard, click
// figures (`offer-main-statics-click`) and export (`export-offer`), the member's offer page and
// its tracked click-through (`offers/{id}/go`). Built on the campaign wizard's pieces: the mail
// shapes and batches of sendouts.ts (source `offer`, consent `newsletter`, invitation only).
//
// Routes (admin routes need the admin flag; envelope of api.ts):
//   GET    /api/admin/offer/list                    query offerListQuery          → listOf(offerListItem)
//   POST   /api/admin/offer/create-detail           multipart offerDetailFields + file `image` (required)
//                                                     → 201 dataOf(savedOffer); 422 FILE_TOO_LARGE (> 3 MiB)
//   POST   /api/admin/offer/update/{id}             multipart offerDetailFields + optional `image`
//                                                     → dataOf(savedOffer) (no image = keep the old one)
//   POST   /api/admin/offer/update/{id}/status      body  offerStatusBody         → dataOf(savedOffer)
//   POST   /api/admin/offer/create-email            body  offerEmailBody          → 201 dataOf(offerEmail[])
//   POST   /api/admin/offer/update/{id}/email/{emailId} body offerEmailContent    → dataOf(offerEmail)
//   POST   /api/admin/offer/update/{id}/email       body  offerEmailSetBody       → dataOf(offerEmail[])
//                                                     (alias: replaces the offer's invitation set)
//   POST   /api/admin/offer/create-audience         body  offerAudienceBody       → dataOf(offerAudienceResult)
//   POST   /api/admin/offer/filter-audience         body  filterAudienceBody (sendouts.ts) → listOf(audienceMember)
//                                                     (members matching who accept the newsletter)
//   GET    /api/admin/offer/update/{id}/current-audience                          → dataOf(offerAudienceResult)
//   POST   /api/admin/offer/create-sendout          body  offerSendoutBody        → 201 dataOf(sendoutBatch)
//                                                     409 BATCH_BUSY, 422 SENDOUT_SETUP
//   POST   /api/admin/offer/list-sendout            body  offerSendoutListBody    → listOf(sendoutBatch)
//   POST   /api/admin/offer/update-setting-send-new-user body offerSendToNewMembersBody
//                                                     → dataOf(sendToNewMembersResult) (campaigns.ts)
//   POST   /api/admin/offer/test-sendout            body  offerTestSendoutBody    → okResponse
//   GET    /api/admin/offer/{id}                                                  → dataOf(offerDetail)
//   GET    /api/admin/offer/{id}/sending-history    query pageQuery               → listOf(sendoutBatch)
//   DELETE /api/admin/offer/delete/{id}                                           → okResponse
//   GET    /api/offer-main-statics-click/{id}       (admin)                       → dataOf(offerClickStats)
//   GET    /api/admin/export-offer/{id}             (admin) text/csv, one row per recorded click
//                                                     (offerExportColumns; UTF-8 BOM, formula guard)
// Members:
//   GET    /api/offers                              query pageQuery → listOf(memberOffer)
//                                                     (active, started, not expired, in the audience)
//   GET    /api/offers/{id}                         → dataOf(memberOfferDetail); an expired offer the
//                                                     member could see answers with `ended: true`;
//                                                     outside the audience, disabled, not started → 404
//   GET    /api/offers/{id}/go                      → 302 to the offer's `link` (only ever that address),
//                                                     recording the click; a guest → 302
//                                                     `/?redirect=/offer/{id}`; ended → 302 `/offer/{id}`;
//                                                     outside the audience, disabled, not started → 404
import { z } from 'zod';
import { audienceSchema } from './audience';
import { CONTENT_LANGUAGES, UI_LOCALES } from './codes';
import { audienceView } from './posts';
import { parseTimeInput } from './campaigns';
import { mailContentFor, mailSetFor, sendoutListQuery, testSendoutBody } from './sendouts';

export const OFFER_STATUSES = ['active', 'disabled'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/**
 * Derived: `draft` until it has an audience and a Japanese invitation; `disabled` by the admin;
 * `scheduled` before its start; `open`; `ended` after its expiry.
 */
export const OFFER_STATES = ['draft', 'disabled', 'scheduled', 'open', 'ended'] as const;
export type OfferState = (typeof OFFER_STATES)[number];
export const OFFER_MAIL_TAGS = [
  'nick_name',
  'last_name',
  'first_name',
  'offer_link',
  'expired_date',
] as const;
/** The multipart file field of the offer's image. */
export const OFFER_IMAGE_FIELD = 'image';
/** 3 MB = 3 × 1024 × 1024 bytes; one byte more → 422 FILE_TOO_LARGE. */
export const OFFER_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
export const OFFER_DESCRIPTION_MAX = 2000;

const OFFER_URL =
  /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?([/?#][^\s]*)?$/i;

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.too_long');

const timeField = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v),
  z
    .string()
    .min(1, 'validation.required')
    .refine((v) => parseTimeInput(v) !== undefined, 'validation.datetime'),
);

const offerId = z.coerce
  .number({ error: 'validation.required' })
  .int()
  .positive('validation.required');

/** Step 1 (basic information): the text fields of the multipart body (all strings). */
export const offerDetailFields = z
  .object({
    titleJa: requiredText(200),
    titleEn: requiredText(200),
    /** Absolute http(s) URL of the partner's page; `go` redirects only here. */
    link: requiredText(2000).refine((v) => OFFER_URL.test(v), 'validation.url'),
    /** Plain text, required, at most 2,000 characters. */
    description: requiredText(OFFER_DESCRIPTION_MAX),
    mainLanguage: z.enum(CONTENT_LANGUAGES, { error: 'validation.option' }).default('ja'),
    /** `YYYY-MM-DD HH:mm` Japan time (or ISO 8601 with offset). */
    startAt: timeField,
    expiresAt: timeField,
    status: z.enum(OFFER_STATUSES, { error: 'validation.option' }).default('active'),
  })
  .refine(
    (c) => {
      const start = parseTimeInput(c.startAt);
      const end = parseTimeInput(c.expiresAt);
      return !start || !end || end.getTime() > start.getTime();
    },
    {
      path: ['expiresAt'],
      message: 'validation.expiry_after_start',
      when: (payload) => {
        const v = payload.value as { startAt?: unknown; expiresAt?: unknown } | undefined;
        return typeof v?.startAt === 'string' && typeof v.expiresAt === 'string';
      },
    },
  );
export type OfferDetailFields = z.input<typeof offerDetailFields>;
export type OfferDetailData = z.output<typeof offerDetailFields>;

export const savedOffer = z
  .object({
    id: z.number().int(),
    status: z.enum(OFFER_STATUSES),
    state: z.enum(OFFER_STATES),
    imageUrl: z.string(),
  })
  .meta({ id: 'SavedOffer' });
export type SavedOffer = z.infer<typeof savedOffer>;

export const offerStatusBody = z.object({
  status: z.enum(OFFER_STATUSES, { error: 'validation.option' }),
});

/** One language of the invitation: subject and body both required, offer tags only. */
export const offerEmailContent = mailContentFor('offer');
export type OfferEmailContent = z.input<typeof offerEmailContent>;
export const offerMailSet = mailSetFor('offer');

const japaneseRequired = (b: { mail: Record<string, unknown> }, ctx: z.RefinementCtx) => {
  if (!b.mail.ja)
    ctx.addIssue({
      code: 'custom',
      path: ['mail', 'ja', 'subject'],
      message: 'validation.mail_japanese',
    });
};
/** Step 2: the invitation per language (replaces the set; Japanese required). */
export const offerEmailBody = z
  .object({ offerId, mail: offerMailSet })
  .superRefine(japaneseRequired);
export type OfferEmailBody = z.input<typeof offerEmailBody>;
export const offerEmailSetBody = z.object({ mail: offerMailSet }).superRefine(japaneseRequired);

export const offerEmail = z
  .object({
    id: z.number().int(),
    language: z.enum(CONTENT_LANGUAGES),
    subject: z.string(),
    body: z.string(),
  })
  .meta({ id: 'OfferEmail' });
export type OfferEmail = z.infer<typeof offerEmail>;

/** Step 3: the target users. */
export const offerAudienceBody = z.object({ offerId, audience: audienceSchema });
export type OfferAudienceBody = z.input<typeof offerAudienceBody>;
export const offerAudienceResult = z
  .object({
    audience: audienceView.nullable(),
    /** Active members the audience matches now (they see the offer on the site). */
    count: z.number().int(),
    /** Of them, those who accept the newsletter (who get the mail). */
    newsletterConsentCount: z.number().int(),
  })
  .meta({ id: 'OfferAudience' });
export type OfferAudienceResult = z.infer<typeof offerAudienceResult>;

const scheduleText = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'validation.required' })
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, 'validation.datetime'),
);
/** Step 4: an invitation batch now or at `scheduledAt` (Japan time, future). No reminders. */
export const offerSendoutBody = z.discriminatedUnion('sendMode', [
  z.object({ offerId, sendMode: z.literal('now') }),
  z.object({ offerId, sendMode: z.literal('schedule'), scheduledAt: scheduleText }),
]);
export type OfferSendoutBody = z.input<typeof offerSendoutBody>;
export type OfferSendoutData = z.output<typeof offerSendoutBody>;

export const offerSendoutListBody = sendoutListQuery.extend({ offerId });
export type OfferSendoutListBody = z.input<typeof offerSendoutListBody>;

export const offerSendToNewMembersBody = z.object({ offerId, enabled: z.boolean() });
export const offerTestSendoutBody = testSendoutBody.extend({ offerId });
export type OfferTestSendoutBody = z.input<typeof offerTestSendoutBody>;

export const offerListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  keyword: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().max(200).default(''),
  ),
  state: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(OFFER_STATES, { error: 'validation.option' }).optional(),
  ),
});
export type OfferListQuery = z.input<typeof offerListQuery>;

export const offerListItem = z
  .object({
    id: z.number().int(),
    titleJa: z.string(),
    titleEn: z.string(),
    /** In the request's language. */
    title: z.string(),
    /** `/uploads/offers/…webp`. */
    imageUrl: z.string(),
    link: z.string(),
    startAt: z.string(),
    expiresAt: z.string(),
    status: z.enum(OFFER_STATUSES),
    state: z.enum(OFFER_STATES),
    /** Every recorded site click (`go`), raw. */
    clicks: z.number().int(),
    /** Site clicks judged human (see offerClickStats). */
    humanClicks: z.number().int(),
    uniqueClickers: z.number().int(),
    /** Opens ÷ sent over the offer's batches, 0–1. */
    openRate: z.number(),
    sendToNewMembers: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'OfferListItem' });
export type OfferListItem = z.infer<typeof offerListItem>;

export const offerDetail = offerListItem
  .extend({
    description: z.string(),
    mainLanguage: z.enum(CONTENT_LANGUAGES),
    /** `YYYY-MM-DD HH:mm` Japan time, for the form. */
    startAtJst: z.string(),
    expiresAtJst: z.string(),
    audience: audienceView.nullable(),
    emails: z.array(offerEmail),
  })
  .meta({ id: 'OfferDetail' });
export type OfferDetail = z.infer<typeof offerDetail>;

/**
 * Click figures. `clicks` counts every recorded click (raw); `humanClicks` those from a signed-in
 * member's browser (GET, not a known scanner agent). Mail figures come from the engine's tracked
 * links of the offer's batches: raw and human (a click passing the checks of
 * DECISIONS "Offers": time since delivery, scanner agents, cookies, HEAD).
 */
/** The click export's language (a browser download sends no Content-Language). */
export const offerExportQuery = z.object({ lang: z.enum(UI_LOCALES).optional() });

export const offerClickStats = z
  .object({
    clicks: z.number().int(),
    humanClicks: z.number().int(),
    uniqueClickers: z.number().int(),
    mail: z.object({
      sent: z.number().int(),
      opened: z.number().int(),
      humanOpened: z.number().int(),
      clicked: z.number().int(),
      humanClicked: z.number().int(),
    }),
    /** Japan-time days from the first click to the last (days without clicks included). */
    byDay: z.array(
      z.object({
        date: z.string(),
        clicks: z.number().int(),
        humanClicks: z.number().int(),
        uniqueClickers: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'OfferClickStats' });
export type OfferClickStats = z.infer<typeof offerClickStats>;

/** The export's columns (headers in the request language). */
export const OFFER_EXPORT_COLUMNS = [
  'clickedAt',
  'memberId',
  'mainLanguage',
  'prefecture',
  'ageGroup',
  'via',
  'human',
] as const;

// Members -------------------------------------------------------------------------------------

export const memberOffer = z
  .object({
    id: z.number().int(),
    /** In the member's language (ja → titleJa, otherwise titleEn). */
    title: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    startAt: z.string(),
    expiresAt: z.string(),
    /** `YYYY-MM-DD HH:mm` Japan time. */
    expiresAtJst: z.string(),
    /** `/api/offers/{id}/go`: a full-page navigation, not a fetch. */
    goUrl: z.string(),
  })
  .meta({ id: 'MemberOffer' });
export type MemberOffer = z.infer<typeof memberOffer>;

export const memberOfferDetail = memberOffer
  .extend({
    /** Past its expiry: show "this offer has ended", no button. */
    ended: z.boolean(),
  })
  .meta({ id: 'MemberOfferDetail' });
export type MemberOfferDetail = z.infer<typeof memberOfferDetail>;
