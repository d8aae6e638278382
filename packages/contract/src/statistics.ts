// Admin statistics and the funders' report (`GET api/report`):
// overview figures per area, fan statistics per dimension, and the point-economy report.
import { z } from 'zod';
import { calendarDay } from './api';
import { MEMBER_STATUSES, UI_LOCALES } from './codes';
import { EXCHANGE_STATUSES, REWARD_TYPES } from './rewards';
import { POINT_TYPES } from './reference';

/** A figure over all time and over the last 30 days. */
export const periodFigure = z.object({
  allTime: z.number().int(),
  last30Days: z.number().int(),
});
export type PeriodFigure = z.infer<typeof periodFigure>;

export const surveyOverview = z
  .object({
    /** False while no survey campaign exists: the campaign figures are then 0. */
    campaignsAvailable: z.boolean(),
    campaigns: z.object({ total: z.number().int(), active: z.number().int() }),
    invited: periodFigure,
    started: periodFigure,
    completed: periodFigure,
    /** Completed ÷ invited over all time, 0–1; null with no invitation. */
    responseRate: z.number().nullable(),
    /** PC03 points credited for survey answers. */
    pointsAwarded: periodFigure,
    /** Members who answered the first profile survey (PC02). */
    profileSurveyCompleted: periodFigure,
  })
  .meta({ id: 'SurveyOverview' });
export type SurveyOverview = z.infer<typeof surveyOverview>;

export const offerOverview = z
  .object({
    /** False while no offer exists: every figure is then 0. */
    offersAvailable: z.boolean(),
    offers: z.object({ total: z.number().int(), open: z.number().int() }),
    mailsSent: periodFigure,
    clicks: periodFigure,
    uniqueClickers: periodFigure,
  })
  .meta({ id: 'OfferOverview' });
export type OfferOverview = z.infer<typeof offerOverview>;

export const postOverview = z
  .object({
    published: periodFigure,
    scheduled: z.number().int(),
    drafts: z.number().int(),
    memberPosts: periodFigure,
    views: periodFigure,
    reactions: periodFigure,
    comments: periodFigure,
  })
  .meta({ id: 'PostOverview' });
export type PostOverview = z.infer<typeof postOverview>;

// Fan statistics: active members counted by one dimension, within an optional registration period.
export const FAN_DIMENSIONS = ['gender', 'country', 'prefecture', 'language', 'age'] as const;
export type FanDimension = (typeof FAN_DIMENSIONS)[number];
/** The bucket of members who did not give the value (no prefecture, no country). */
export const UNKNOWN_CODE = 'unknown';

/** A Japan-time calendar day, `YYYY-MM-DD`. */
const day = calendarDay.optional();

const fanPeriod = z.object({
  /** Registered on or after this Japan-time day. */
  from: day,
  /** Registered on or before this Japan-time day. */
  to: day,
});
const isOrdered = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const rangeError = () => ({ message: 'validation.date_range', path: ['to'] });
export const fanQuery = fanPeriod.refine(isOrdered, rangeError());
export type FanQuery = z.infer<typeof fanQuery>;
/** The CSV's period, and its language (a browser download sends no Content-Language). */
export const fanExportQuery = fanPeriod
  .extend({ lang: z.enum(UI_LOCALES).optional() })
  .refine(isOrdered, rangeError());

export const fanBucket = z
  .object({
    code: z.string(),
    /** The code's name in the request language. */
    label: z.string(),
    count: z.number().int(),
    /** count ÷ total, 0–1 (0 when there is no member). */
    share: z.number(),
  })
  .meta({ id: 'FanBucket' });
export type FanBucket = z.infer<typeof fanBucket>;

export const fanStatistics = z.object({
  data: z.array(fanBucket),
  meta: z.object({
    dimension: z.enum(FAN_DIMENSIONS),
    total: z.number().int(),
    from: z.string().nullable(),
    to: z.string().nullable(),
  }),
});
export type FanStatistics = z.infer<typeof fanStatistics>;

// The report (`GET api/report`): aggregates only, no personal data.
export const REPORT_SECRET_HEADER = 'x-report-secret';

export const reportQuery = z.object({ secret: z.string().max(500).optional() });

const month = z.string().regex(/^\d{4}-\d{2}$/);

export const report = z
  .object({
    generatedAt: z.string(),
    /** The twelve Japan-time months covered by the monthly tables, oldest first. */
    months: z.array(month),
    members: z.object({
      byStatus: z.record(z.enum(MEMBER_STATUSES), z.number().int()),
      total: z.number().int(),
      newPerMonth: z.array(z.object({ month, count: z.number().int() })),
    }),
    /** Credits (positive ledger movements) per month and type; types with no movement left out. */
    pointsIssued: z.array(z.object({ month, type: z.enum(POINT_TYPES), points: z.number().int() })),
    pointsIssuedTotal: z.number().int(),
    /** Exchange and donation requests by reward and state, all time. */
    pointsExchanged: z.array(
      z.object({
        rewardId: z.number().int(),
        rewardName: z.string(),
        type: z.enum(REWARD_TYPES),
        status: z.enum(EXCHANGE_STATUSES),
        requests: z.number().int(),
        points: z.number().int(),
      }),
    ),
    donationPool: z.object({
      /** Japan-time days of the current half-year, both included. */
      from: z.string(),
      to: z.string(),
      points: z.number().int(),
      requests: z.number().int(),
    }),
    /** Every member's balance together: the club's liability, 1 point = 1 yen. */
    outstanding: z.object({
      points: z.number().int(),
      yen: z.number().int(),
      members: z.number().int(),
    }),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof report>;
