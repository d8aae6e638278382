// What the admin's campaign list and campaign page show (routes: campaigns.ts).
import { z } from 'zod';
import { CAMPAIGN_STATES, CAMPAIGN_STATUSES, campaignEmail } from './campaigns';
import { CONTENT_LANGUAGES } from './codes';
import { audienceView } from './posts';
import { SENDOUT_TYPES } from './sendouts';
import { sourceListQuery } from './source-steps';

export const campaignListQuery = sourceListQuery(CAMPAIGN_STATES);
export type CampaignListQuery = z.input<typeof campaignListQuery>;

export const campaignListItem = z
  .object({
    id: z.number().int(),
    titleJa: z.string(),
    titleEn: z.string(),
    /** In the request's language. */
    title: z.string(),
    point: z.number().int(),
    lengthMinutes: z.number().int(),
    startAt: z.string(),
    expiresAt: z.string(),
    respondentLimit: z.number().int().nullable(),
    /** Completed answers (counted toward the limit), over-quota ones excluded. */
    completedCount: z.number().int(),
    status: z.enum(CAMPAIGN_STATUSES),
    state: z.enum(CAMPAIGN_STATES),
    /** Opens ÷ sent over the campaign's batches, 0–1. */
    openRate: z.number(),
    sendToNewMembers: z.boolean(),
    /** No batch started and nobody started the survey: it may be deleted. */
    deletable: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'CampaignListItem' });
export type CampaignListItem = z.infer<typeof campaignListItem>;

export const campaignDetailQuery = z.object({
  /** Which language's mails are rendered into `previews` first (default: the request's). */
  language_code: z.enum(CONTENT_LANGUAGES, { error: 'validation.option' }).optional(),
});

export const respondentCounts = z.object({
  invited: z.number().int(),
  started: z.number().int(),
  completed: z.number().int(),
  screenout: z.number().int(),
  overquota: z.number().int(),
});

export const campaignDetail = campaignListItem
  .extend({
    description: z.string(),
    screenoutPoint: z.number().int(),
    /** null = the screen-out points. */
    overQuotaPoint: z.number().int().nullable(),
    surveyLink: z.string(),
    primaryLanguage: z.enum(CONTENT_LANGUAGES),
    /** `YYYY-MM-DD HH:mm` Japan time, for the form. */
    startAtJst: z.string(),
    expiresAtJst: z.string(),
    audience: audienceView.nullable(),
    emails: z.array(campaignEmail),
    /**
     * Each written mail as a member receives it (the admin's names, the campaign's tags, not
     * tracked), `language_code`'s first; `body` is the whole HTML part.
     */
    previews: z.array(
      z.object({
        type: z.enum(SENDOUT_TYPES),
        language: z.enum(CONTENT_LANGUAGES),
        subject: z.string(),
        body: z.string(),
      }),
    ),
    /**
     * Respondents by status. `invited` counts everyone mailed or started; `started` everyone who
     * followed the link; the outcomes are disjoint.
     */
    respondents: respondentCounts,
    /** What the survey tool calls at the end; `{RID}` is its respondent-id placeholder. */
    completion: z.object({
      url: z.string(),
      /** How `sig` is computed, in words (request language). */
      howToSign: z.string(),
      /** `hex(HMAC-SHA256(SURVEY_SECRET, rid))`; with `status`: over `rid + ":" + status`. */
      algorithm: z.literal('HMAC-SHA256'),
    }),
  })
  .meta({ id: 'CampaignDetail' });
export type CampaignDetail = z.infer<typeof campaignDetail>;
