// Survey campaigns: the admin's five-step wizard, lists, mails and batches, the members' start
// link and the survey tool's signed completion, and respondent exports.
//
// Routes (all admin routes need the admin flag; bodies and answers use the envelope of api.ts):
//   GET    /api/admin/campaign/list                 query campaignListQuery      → listOf(campaignListItem)
//   POST   /api/admin/campaign/create-detail        body  campaignDetailBody     → 201 dataOf(savedCampaign)
//   POST   /api/admin/campaign/create-email         body  campaignEmailBody      → 201 dataOf(campaignEmail[])
//   POST   /api/admin/campaign/create-audience      body  campaignAudienceBody   → dataOf(campaignAudienceResult)
//   POST   /api/admin/campaign/filter-audience      body  filterAudienceBody (sendouts.ts) → listOf(audienceMember)
//                                                     (members matching who accept survey invitations)
//   POST   /api/admin/campaign/create-sendout       body  campaignSendoutBody    → 201 dataOf(sendoutBatch)
//                                                     409 BATCH_BUSY, 422 SENDOUT_SETUP / CAMPAIGN_NOT_OPEN
//   POST   /api/admin/campaign/list-sendout         body  campaignSendoutListBody → listOf(sendoutBatch)
//   POST   /api/admin/campaign/update-setting-send-new-user body sendToNewMembersBody → dataOf(sendToNewMembersResult)
//   POST   /api/admin/campaign/test-sendout         body  campaignTestSendoutBody → okResponse
//   GET    /api/admin/campaign/{id}                 query campaignDetailQuery    → dataOf(campaignDetail)
//   GET    /api/admin/campaign/{id}/sending-history query pageQuery              → listOf(sendoutBatch)
//   GET    /api/admin/campaign/update/{id}/current-audience                      → dataOf(campaignAudienceResult)
//   DELETE /api/admin/campaign/delete/{id}                                       → okResponse; 409 CAMPAIGN_IN_USE
//   POST   /api/admin/campaign/update/{id}          body  campaignDetailBody     → dataOf(savedCampaign)
//   POST   /api/admin/campaign/update/{id}/status   body  campaignStatusBody     → dataOf(savedCampaign)
//   POST   /api/admin/campaign/update/{id}/email/{emailId} body campaignEmailContent → dataOf(campaignEmail)
//   POST   /api/admin/campaigns/{id}/export                                      → 202 dataOf(exportJob)
//   POST   /api/admin/campaigns/{id}/checking-progress body exportProgressBody   → dataOf(exportJob)
//   POST   /api/admin/campaigns/{id}/markDownloaded    body exportProgressBody   → dataOf(exportJob)
//   GET    /api/admin/campaign-exports              the admin's unfinished or undownloaded jobs → dataOf(exportJob[])
//   GET    /api/admin/campaign-exports/{progressTrackingId}/download             → text/csv (admin only)
// Lists and the detail page: campaign-views.ts; the sample, its draws and "invite more":
// campaign-samples.ts. Members (schemas in surveys.ts; the export job's in campaign-exports.ts):
//   GET    /api/campaigns                           query pageQuery              → listOf(memberCampaign)
//   GET    /api/my-surveys                          → dataOf(mySurvey[]) (profile survey first, then campaigns)
//   GET    /api/campaigns/{id}/start                → 302 to the survey link ([RID] replaced), or 302 to
//                                                     `/surveys/{id}/closed?reason=<SurveyClosedReason>`;
//                                                     a guest → 302 `/?redirect=/api/campaigns/{id}/start`;
//                                                     outside the audience or a draft → 404
//   GET|POST /api/surveys/complete                  query/body surveyCompleteInput → dataOf(surveyCompleteResult)
//                                                     (no CSRF; bad signature → 403 INVALID_SIGNATURE)
import { z } from 'zod';
import { pageQuery, strictInteger } from './api';
import { CONTENT_LANGUAGES } from './codes';
import { formatJapanTime, parseTimeInput } from './japan-time';
import {
  audienceStepBody,
  audienceStepResult,
  expiryAfterStart,
  periodRule,
  mailStepBody,
  recordId,
  requiredText,
  sendoutStepBody,
  sendToNewMembersStepBody,
  sourceEmail,
  timeField,
} from './source-steps';
import {
  MAIL_TAGS_BY_SOURCE,
  SENDOUT_STATUSES,
  SENDOUT_TYPES,
  mailContentFor,
  mailSetFor,
  testSendoutBody,
} from './sendouts';

export const CAMPAIGN_STATUSES = ['active', 'disabled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/**
 * Where a campaign stands, derived: `draft` until it has an audience and a Japanese invitation;
 * `disabled` by the admin; `scheduled` before its start; `open`; `full` at its respondent limit;
 * `closed` after its expiry.
 */
export const CAMPAIGN_STATES = [
  'draft',
  'disabled',
  'scheduled',
  'open',
  'full',
  'closed',
] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];
/** A respondent's progress: invited (mailed), started (followed the link), then an outcome. */
export const RESPONDENT_STATUSES = [
  'invited',
  'started',
  'completed',
  'screenout',
  'overquota',
] as const;
export type RespondentStatus = (typeof RESPONDENT_STATUSES)[number];
/** Why a finished answer is held for an admin instead of paid at once (modules/panel). */
export const HOLD_REASONS = ['duplicate', 'speeder', 'earn_cap'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
/** A held answer: waiting, or the admin's decision (approved pays, rejected does not). */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** What the survey tool reports on `surveys/complete` (default `complete`). */
export const SURVEY_OUTCOMES = ['complete', 'screenout', 'overquota'] as const;
export type SurveyOutcome = (typeof SURVEY_OUTCOMES)[number];
/** Why the start link sent the member to `/surveys/{id}/closed?reason=…` instead of the survey. */
export const SURVEY_CLOSED_REASONS = ['closed', 'upcoming', 'full', 'answered', 'consent'] as const;
export type SurveyClosedReason = (typeof SURVEY_CLOSED_REASONS)[number];
/** Mail tags a campaign's mail may use. */
export { MAIL_TAGS_BY_SOURCE };
export const CAMPAIGN_MAIL_TAGS = MAIL_TAGS_BY_SOURCE.campaign;
/** The literal the survey link must contain; every occurrence becomes the respondent id. */
export const RID_TAG = '[RID]';

/** An absolute http(s) address: a host name (dots, letters, digits, hyphens), optional port. */
const SURVEY_URL =
  /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?([/?#][^\s]*)?$/i;

export { formatJapanTime, parseTimeInput };

const wholeNumber = (min: number, max: number) =>
  strictInteger(
    z
      .number({ error: 'validation.number' })
      .int('validation.invalid')
      .min(min, min === 0 ? 'validation.not_negative' : 'validation.positive')
      .max(max, 'validation.invalid'),
  );

/** Step 1 (basic settings); also the whole-campaign update. */
export const campaignDetailBody = z
  .object({
    titleJa: requiredText(200),
    titleEn: requiredText(200),
    description: z.preprocess((v) => v ?? '', z.string().trim().max(2000, 'validation.too_long')),
    /** Points for a complete answer; 0 = unpaid. */
    point: wholeNumber(0, 100_000),
    /** Points for a screen-out (the survey tool's "not in the target"); 0 by default. */
    screenoutPoint: wholeNumber(0, 100_000).default(0),
    /** Points for a complete that finished after the limit filled; null = the screen-out points. */
    overQuotaPoint: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      wholeNumber(0, 100_000).nullable(),
    ),
    lengthMinutes: wholeNumber(1, 600),
    /** Absolute http(s) URL containing `[RID]`. */
    surveyLink: requiredText(2000)
      .refine((v) => SURVEY_URL.test(v), 'validation.url')
      .refine((v) => v.includes(RID_TAG), 'validation.rid_required'),
    /** The language the survey itself is written in. */
    primaryLanguage: z.enum(CONTENT_LANGUAGES, { error: 'validation.option' }).default('ja'),
    /** `YYYY-MM-DD HH:mm` Japan time (or ISO 8601 with offset). */
    startAt: timeField,
    expiresAt: timeField,
    /** null / empty = unlimited; else completed answers that fill the campaign. */
    respondentLimit: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      wholeNumber(1, 10_000_000).nullable(),
    ),
    status: z.enum(CAMPAIGN_STATUSES, { error: 'validation.option' }).default('active'),
  })
  .refine(expiryAfterStart, periodRule);
export type CampaignDetailBody = z.input<typeof campaignDetailBody>;
export type CampaignDetailData = z.output<typeof campaignDetailBody>;

export const savedCampaign = z
  .object({
    id: z.number().int(),
    status: z.enum(CAMPAIGN_STATUSES),
    state: z.enum(CAMPAIGN_STATES),
  })
  .meta({ id: 'SavedCampaign' });
export type SavedCampaign = z.infer<typeof savedCampaign>;

export const campaignStatusBody = z.object({
  status: z.enum(CAMPAIGN_STATUSES, { error: 'validation.option' }),
});

const campaignId = recordId();

/** One language of a campaign mail: `subject` and `body` (HTML, sanitised), campaign tags only. */
export const campaignEmailContent = mailContentFor('campaign');
export type CampaignEmailContent = z.input<typeof campaignEmailContent>;
export const campaignMailSet = mailSetFor('campaign');

/**
 * Steps 2 and 3: the invitation's (or reminder's) mail per language. Replaces that type's set:
 * languages left out are removed. Japanese is required (members without their language get it).
 */
export const campaignEmailBody = mailStepBody(
  { campaignId, type: z.enum(SENDOUT_TYPES, { error: 'validation.option' }) },
  campaignMailSet,
);
export type CampaignEmailBody = z.input<typeof campaignEmailBody>;

export const campaignEmail = sourceEmail('CampaignEmail', { type: z.enum(SENDOUT_TYPES) });
export type CampaignEmail = z.infer<typeof campaignEmail>;

/** Step 4: who the campaign is for. */
export const campaignAudienceBody = audienceStepBody({ campaignId });
export type CampaignAudienceBody = z.input<typeof campaignAudienceBody>;
export const campaignAudienceResult = audienceStepResult('CampaignAudience', {
  /** Of them, those who accept survey invitations (who get the mail and may answer). */
  surveyConsentCount: z.number().int(),
  /** Of those, the ones an invitation now leaves out: resting after a survey or at their limit. */
  restedCount: z.number().int(),
});
export type CampaignAudienceResult = z.infer<typeof campaignAudienceResult>;

/** Step 5: an invitation or reminder batch, now or at `scheduledAt` (Japan time, future). */
const sendoutType = z.enum(SENDOUT_TYPES, { error: 'validation.option' }).default('invitation');
export const campaignSendoutBody = sendoutStepBody({ campaignId, type: sendoutType });
export type CampaignSendoutBody = z.input<typeof campaignSendoutBody>;
export type CampaignSendoutData = z.output<typeof campaignSendoutBody>;

export const campaignSendoutListBody = z.object({
  campaignId,
  page: pageQuery.shape.page,
  limit: pageQuery.shape.limit,
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(SENDOUT_STATUSES, { error: 'validation.option' }).optional(),
  ),
});
export type CampaignSendoutListBody = z.input<typeof campaignSendoutListBody>;

/** "Also send to new members": new matching members are invited automatically (daily 10:00 JST). */
export const sendToNewMembersBody = sendToNewMembersStepBody({ campaignId });
export const sendToNewMembersResult = z
  .object({ enabled: z.boolean() })
  .meta({ id: 'SendToNewMembers' });

export const campaignTestSendoutBody = testSendoutBody.extend({
  campaignId,
  type: z.enum(SENDOUT_TYPES, { error: 'validation.option' }).default('invitation'),
});
export type CampaignTestSendoutBody = z.input<typeof campaignTestSendoutBody>;
