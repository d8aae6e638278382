// Offers: the club's partner deals mailed to an audience: the admin's four-step wizard, click
// figures (`offer-main-statics-click`) and export (`export-offer`), the member's offer page and
// its tracked click-through (`offers/{id}/go`). Built on the campaign wizard's pieces: the mail
// shapes and batches of sendouts.ts (source `offer`, consent `newsletter`, invitation only) and
// the wizard's shared step shapes (source-steps.ts); what lists and pages show: offer-views.ts.
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
import { CONTENT_LANGUAGES } from './codes';
import {
  MAIL_TAGS_BY_SOURCE,
  mailContentFor,
  mailSetFor,
  sendoutListQuery,
  testSendoutBody,
} from './sendouts';
import {
  audienceStepBody,
  audienceStepResult,
  expiryAfterStart,
  mailStepBody,
  periodRule,
  recordId,
  requiredText,
  sendoutStepBody,
  sendToNewMembersStepBody,
  sourceEmail,
  timeField,
} from './source-steps';

export const OFFER_STATUSES = ['active', 'disabled'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/**
 * Derived: `draft` until it has an audience and a Japanese invitation; `disabled` by the admin;
 * `scheduled` before its start; `open`; `ended` after its expiry.
 */
export const OFFER_STATES = ['draft', 'disabled', 'scheduled', 'open', 'ended'] as const;
export type OfferState = (typeof OFFER_STATES)[number];
/** Mail tags an offer's mail may use. */
export const OFFER_MAIL_TAGS = MAIL_TAGS_BY_SOURCE.offer;
/** The multipart file field of the offer's image. */
export const OFFER_IMAGE_FIELD = 'image';
/** 3 MB = 3 × 1024 × 1024 bytes; one byte more → 422 FILE_TOO_LARGE. */
export const OFFER_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
export const OFFER_DESCRIPTION_MAX = 2000;

const OFFER_URL =
  /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?([/?#][^\s]*)?$/i;

const offerId = recordId();

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
  .refine(expiryAfterStart, periodRule);
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

/** Step 2: the invitation per language (replaces the set; Japanese required). */
export const offerEmailBody = mailStepBody({ offerId }, offerMailSet);
export type OfferEmailBody = z.input<typeof offerEmailBody>;
export const offerEmailSetBody = mailStepBody({}, offerMailSet);

export const offerEmail = sourceEmail('OfferEmail', {});
export type OfferEmail = z.infer<typeof offerEmail>;

/** Step 3: the target users. */
export const offerAudienceBody = audienceStepBody({ offerId });
export type OfferAudienceBody = z.input<typeof offerAudienceBody>;
/** `count`: the members who see the offer on the site. */
export const offerAudienceResult = audienceStepResult('OfferAudience', {
  /** Of them, those who accept the newsletter (who get the mail). */
  newsletterConsentCount: z.number().int(),
});
export type OfferAudienceResult = z.infer<typeof offerAudienceResult>;

/** Step 4: an invitation batch now or at `scheduledAt` (Japan time, future). No reminders. */
export const offerSendoutBody = sendoutStepBody({ offerId });
export type OfferSendoutBody = z.input<typeof offerSendoutBody>;
export type OfferSendoutData = z.output<typeof offerSendoutBody>;

export const offerSendoutListBody = sendoutListQuery.extend({ offerId });
export type OfferSendoutListBody = z.input<typeof offerSendoutListBody>;

export const offerSendToNewMembersBody = sendToNewMembersStepBody({ offerId });
export const offerTestSendoutBody = testSendoutBody.extend({ offerId });
export type OfferTestSendoutBody = z.input<typeof offerTestSendoutBody>;
