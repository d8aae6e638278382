// Survey campaigns as members and the survey tool see them: the surveys open to a member, the
// rows of `my-surveys`, and the survey tool's signed completion call (routes: campaigns.ts).
import { z } from 'zod';
import { RESPONDENT_STATUSES, REVIEW_STATUSES, SURVEY_OUTCOMES } from './campaigns';
import { CONTENT_LANGUAGES } from './codes';

export const memberCampaign = z
  .object({
    id: z.number().int(),
    /** In the member's language (ja → titleJa, otherwise titleEn). */
    title: z.string(),
    description: z.string(),
    points: z.number().int(),
    lengthMinutes: z.number().int(),
    expiresAt: z.string(),
    primaryLanguage: z.enum(CONTENT_LANGUAGES),
    /** `/api/campaigns/{id}/start`: a full-page navigation, not a fetch. */
    startUrl: z.string(),
    /** null before the member followed the link. */
    respondentStatus: z.enum(RESPONDENT_STATUSES).nullable(),
  })
  .meta({ id: 'MemberCampaign' });
export type MemberCampaign = z.infer<typeof memberCampaign>;

/**
 * One row of `GET api/my-surveys`. The profile survey keeps its old fields (`id: "profile"`,
 * `status`, `link`); campaigns add `campaignId`, minutes, deadline and the outcome.
 */
export const mySurvey = z
  .object({
    /** `profile`, or `campaign-<id>`. */
    id: z.string(),
    kind: z.enum(['profile', 'campaign']),
    campaignId: z.number().int().nullable(),
    title: z.string(),
    points: z.number().int(),
    /**
     * open = may be answered now; completed = finished (any outcome, see respondentStatus);
     * closed = started but no longer answerable (expired, disabled or full).
     */
    status: z.enum(['open', 'completed', 'closed']),
    completedAt: z.string().nullable(),
    /** Where the answer button goes (`/profile`, or the campaign's start URL). */
    link: z.string(),
    lengthMinutes: z.number().int().nullable(),
    deadline: z.string().nullable(),
    respondentStatus: z.enum(RESPONDENT_STATUSES).nullable(),
    /** Points actually credited for this survey (0 for a screen-out without pay). */
    pointsCredited: z.number().int().nullable(),
    /** A held answer: pending (under review), then approved (paid) or rejected. */
    reviewStatus: z.enum(REVIEW_STATUSES).nullable(),
    /** The office's reason when the answer was rejected. */
    reviewReason: z.string().nullable(),
  })
  .meta({ id: 'MySurveyEntry' });
export type MySurvey = z.infer<typeof mySurvey>;

/**
 * The survey tool's call at the end (query string for GET, JSON or form body for POST).
 * `sig` = hex HMAC-SHA256 with SURVEY_SECRET over `rid` (outcome complete), or over
 * `rid + ":" + status` when `status` is given.
 */
export const surveyCompleteInput = z.object({
  rid: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(100, 'validation.invalid'),
  sig: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.invalid'),
  status: z.enum(SURVEY_OUTCOMES, { error: 'validation.option' }).optional(),
});
export type SurveyCompleteInput = z.input<typeof surveyCompleteInput>;

export const surveyCompleteResult = z
  .object({
    campaignId: z.number().int(),
    outcome: z.enum(SURVEY_OUTCOMES),
    /** The respondent's status after the call (a complete past the quota is `overquota`). */
    respondentStatus: z.enum(RESPONDENT_STATUSES),
    /** Points credited by this respondent id (this call or an earlier one). */
    points: z.number().int(),
    /** An earlier call already recorded an outcome: nothing changed. */
    alreadyCredited: z.boolean(),
    /** Held for an admin's review (speeder, duplicate account, daily cap): nothing paid yet. */
    held: z.boolean(),
  })
  .meta({ id: 'SurveyComplete' });
export type SurveyCompleteResult = z.infer<typeof surveyCompleteResult>;
