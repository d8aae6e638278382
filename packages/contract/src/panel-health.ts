// The research panel's health as a research buyer asks about it (`GET api/admin/panel-health`):
// who is active, how members answer per campaign and per joining month, how many invitations a
// member gets a month, how many answers were held for review, and who has gone quiet.
import { z } from 'zod';
import { UI_LOCALES } from './codes';

/** Days back an answer makes a member active. */
export const ACTIVE_DAYS = 90;
/** Days without an answer after which a member counts as dormant. */
export const DORMANT_DAYS = 365;

/** The dimensions active members are shown by (the fan statistics' codes and names). */
export const PANEL_DIMENSIONS = ['age', 'gender', 'prefecture'] as const;
export type PanelDimension = (typeof PANEL_DIMENSIONS)[number];

/** Invitations a member got in one month: 0, 1, 2, 3, 4, 5 or more. */
export const INVITATION_BUCKETS = ['0', '1', '2', '3', '4', '5+'] as const;
export type InvitationBucket = (typeof INVITATION_BUCKETS)[number];

/** The cohort of members who joined before the twelve months shown. */
export const EARLIER_COHORT = 'earlier';

/** When a member last answered: within 90 days, 91–365 days, longer ago, never. */
export const RECENCY_CODES = ['recent', 'year', 'older', 'never'] as const;
export type RecencyCode = (typeof RECENCY_CODES)[number];

const month = z.string().regex(/^\d{4}-\d{2}$/);
const count = z.number().int();
/** A share 0–1; null when there is nothing to divide by. */
const rate = z.number().nullable();

export const activeBucket = z
  .object({
    code: z.string(),
    /** The code's name in the request language. */
    label: z.string(),
    /** Members of the club (active accounts) with this value. */
    members: count,
    /** Of them, members who answered a survey in the last 90 days. */
    active: count,
    /** active ÷ members. */
    activeRate: rate,
  })
  .meta({ id: 'PanelActiveBucket' });
export type ActiveBucket = z.infer<typeof activeBucket>;

/** Invited, answered (started or finished) and completed, and the two rates. */
const answerFigures = {
  invited: count,
  responded: count,
  completed: count,
  /** responded ÷ invited. */
  responseRate: rate,
  /** completed ÷ responded. */
  completionRate: rate,
};

export const campaignHealth = z
  .object({
    id: z.number().int(),
    title: z.string(),
    startAt: z.string(),
    ...answerFigures,
  })
  .meta({ id: 'PanelCampaignHealth' });
export type CampaignHealth = z.infer<typeof campaignHealth>;

export const cohortHealth = z
  .object({
    /** The Japan-time month of joining, or `earlier` for members who joined before. */
    cohort: z.string(),
    members: count,
    ...answerFigures,
  })
  .meta({ id: 'PanelCohortHealth' });
export type CohortHealth = z.infer<typeof cohortHealth>;

export const invitationMonth = z
  .object({
    month,
    /** Members (active accounts) who had joined by the end of the month. */
    members: count,
    /** Members per bucket, in INVITATION_BUCKETS order (0 … 5+); they add up to `members`. */
    counts: z.array(count).length(INVITATION_BUCKETS.length),
  })
  .meta({ id: 'PanelInvitationMonth' });
export type InvitationMonth = z.infer<typeof invitationMonth>;

export const panelHealth = z
  .object({
    generatedAt: z.string(),
    /** The twelve Japan-time months covered, oldest first (the current month last). */
    months: z.array(month),
    members: z.object({ total: count, active: count, activeRate: rate }),
    activeBy: z.object({
      age: z.array(activeBucket),
      gender: z.array(activeBucket),
      prefecture: z.array(activeBucket),
    }),
    /** Campaigns started within the twelve months, newest first. */
    campaigns: z.array(campaignHealth),
    /** Members by month of joining (the twelve months, then `earlier`), newest first. */
    cohorts: z.array(cohortHealth),
    invitations: z.array(invitationMonth),
    /** Finished answers within the twelve months and those held for review. */
    reviews: z.object({
      finished: count,
      held: count,
      heldRate: rate,
      approved: count,
      rejected: count,
      pending: count,
      byReason: z.object({ duplicate: count, speeder: count, earn_cap: count }),
    }),
    /** Members by when they last answered (RECENCY_CODES). */
    recency: z.object({ recent: count, year: count, older: count, never: count }),
    /** Members with no answer in a year (older + never), and of them those invited in it. */
    dormant: z.object({ members: count, rate, invitedInYear: count }),
  })
  .meta({ id: 'PanelHealth' });
export type PanelHealth = z.infer<typeof panelHealth>;

/** The CSV's language (a browser download sends no Content-Language). */
export const panelHealthExportQuery = z.object({ lang: z.enum(UI_LOCALES).optional() });
