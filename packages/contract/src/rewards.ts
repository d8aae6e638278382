// Rewards, redemptions, exchange requests and point history.
import { z } from 'zod';
import { calendarDay, idSchema, pageQuery, wholePoints } from './api';
import type { MessageKey } from './messages';
import { POINT_TYPES } from './reference';

export const REWARD_TYPES = ['amazon', 'paypal', 'donation'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];
/** The gift cards an admin handles in /admin/exchange. */
export const GIFT_TYPES = ['amazon', 'paypal'] as const;
export type GiftType = (typeof GIFT_TYPES)[number];

export const EXCHANGE_STATUSES = ['new', 'pending', 'approved', 'completed', 'fail'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];
/** The states an admin may approve from, and fail from. */
export const APPROVABLE_STATUSES = ['new', 'pending'] as const satisfies ExchangeStatus[];
export const FAILABLE_STATUSES = ['new', 'pending', 'approved'] as const satisfies ExchangeStatus[];

/** Spec §9: gift cards from 200 points, donations 1–5,000, in 1-point steps; 1 point = 1 JPY. */
export const GIFT_MIN_POINTS = 200;
export const DONATION_MIN_POINTS = 1;
export const DONATION_MAX_POINTS = 5000;
export const POINT_STEP = 1;

/** What a PayPal payout is worth in US cents at a rate of `jpyPerUsd` (rounded down). */
export function pointsToUsdCents(points: number, jpyPerUsd: number): number {
  return Math.floor((points * 100) / jpyPerUsd + 1e-9);
}

export type AmountRule = { type: RewardType; minPoints: number; maxPoints: number | null };

/** The amount's problem for this reward, if any (the holder's balance is checked apart). */
export function amountProblem(rule: AmountRule, amount: number): MessageKey | undefined {
  if (!Number.isSafeInteger(amount)) return 'validation.whole_points';
  if (rule.type === 'donation') {
    const max = rule.maxPoints ?? DONATION_MAX_POINTS;
    return amount < rule.minPoints || amount > max ? 'validation.donation_range' : undefined;
  }
  return amount < rule.minPoints ? 'validation.min_points' : undefined;
}

/** Whole points: a numeric string is accepted, blank is "required", anything else "whole points". */
export const pointsField = wholePoints(-1_000_000_000, 1_000_000_000);

export const redeemBody = z.object({
  amount: pointsField,
  /** PayPal only: the PayPal account's address. */
  paypalEmail: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v),
    z
      .string()
      .max(254, 'validation.too_long')
      .pipe(z.email({ error: 'validation.email' }))
      .optional(),
  ),
});
export type RedeemBody = z.input<typeof redeemBody>;
export type RedeemData = z.output<typeof redeemBody>;

export const rewardItem = z
  .object({
    id: z.number().int(),
    type: z.enum(REWARD_TYPES),
    name: z.string(),
    description: z.string(),
    minPoints: z.number().int(),
    maxPoints: z.number().int().nullable(),
  })
  .meta({ id: 'Reward' });
export type RewardItem = z.infer<typeof rewardItem>;

export const rewardRules = z.object({
  giftMinPoints: z.number().int(),
  step: z.number().int(),
  donationMinPoints: z.number().int(),
  donationMaxPoints: z.number().int(),
  /** 1 point = 1 JPY; PayPal pays US dollars at this rate. */
  paypalJpyPerUsd: z.number(),
});
export type RewardRules = z.infer<typeof rewardRules>;

export const rewardsOverview = z
  .object({
    balance: z.number().int(),
    rewards: z.array(rewardItem),
    rules: rewardRules,
    /** The next cut-off (10th, 20th or month end), Japan time, YYYY-MM-DD. */
    cutoffDate: z.string(),
    /** When a request made now is expected to arrive, YYYY-MM-DD. */
    deliveryDate: z.string(),
    /** Amazon gift cards are for members living in Japan. */
    amazonAvailable: z.boolean(),
  })
  .meta({ id: 'RewardsOverview' });
export type RewardsOverview = z.infer<typeof rewardsOverview>;

/** Where an exchange request stands, as the member and the admin both see it. */
const exchangeProgress = {
  paypalEmail: z.string().nullable(),
  /** PayPal: US dollars, e.g. "1.33". */
  usd: z.string().nullable(),
  /** The gift code or PayPal reference, once completed. */
  reference: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A member's own exchange (or donation) request. */
export const exchangeRequestItem = z
  .object({
    id: z.number().int(),
    rewardId: z.number().int(),
    type: z.enum(REWARD_TYPES),
    rewardName: z.string(),
    amount: z.number().int(),
    status: z.enum(EXCHANGE_STATUSES),
    ...exchangeProgress,
  })
  .meta({ id: 'ExchangeRequest' });
export type ExchangeRequestItem = z.infer<typeof exchangeRequestItem>;

export const redeemResult = z
  .object({ request: exchangeRequestItem, balance: z.number().int() })
  .meta({ id: 'RedeemResult' });
export type RedeemResult = z.infer<typeof redeemResult>;

/** One row of GET api/earning-history. */
export const pointHistoryItem = z
  .object({
    id: z.number().int(),
    type: z.enum(POINT_TYPES),
    typeLabel: z.string(),
    description: z.string(),
    points: z.number().int(),
    balance: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'PointHistoryRow' });
export type PointHistoryItem = z.infer<typeof pointHistoryItem>;

export const historyQuery = pageQuery;

const dateField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  calendarDay.optional(),
);

export const exchangeFilter = z.object({
  type: z.enum(GIFT_TYPES, { error: 'validation.option' }).default('amazon'),
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(EXCHANGE_STATUSES, { error: 'validation.option' }).optional(),
  ),
  /** Requests made on or after this day, Japan time. */
  from: dateField,
  /** Requests made on or before this day, Japan time. */
  to: dateField,
});
export const exchangeListQuery = pageQuery.extend(exchangeFilter.shape);
export type ExchangeListQuery = z.input<typeof exchangeListQuery>;
export type ExchangeFilter = z.output<typeof exchangeFilter>;

/** A row of the admin's list. */
export const adminExchangeItem = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    email: z.string(),
    nickname: z.string(),
    yob: z.number().int(),
    language: z.string(),
    type: z.enum(REWARD_TYPES),
    status: z.enum(EXCHANGE_STATUSES),
    amount: z.number().int(),
    ...exchangeProgress,
  })
  .meta({ id: 'AdminExchangeRequest' });
export type AdminExchangeItem = z.infer<typeof adminExchangeItem>;

export const approveBody = z.object({
  ids: z
    .array(idSchema, {
      error: 'validation.required',
    })
    .min(1, 'validation.required')
    .max(500, 'validation.too_long'),
});
export type ApproveBody = z.input<typeof approveBody>;

export const approveResult = z
  .object({
    approved: z.array(z.number().int()),
    /** Ids that were not approved: unknown, or not new/pending any more. */
    notApproved: z.array(z.number().int()),
  })
  .meta({ id: 'ApproveResult' });
export type ApproveResult = z.infer<typeof approveResult>;

export const completeBody = z.object({
  reference: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.too_long'),
});
export type CompleteBody = z.input<typeof completeBody>;

export const failBody = z.object({
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(500, 'validation.too_long'),
});
export type FailBody = z.input<typeof failBody>;

/**
 * The redeem form's schema for one reward: the body, the reward's amount rule, the PayPal
 * address, and (when known) the balance, with the same message keys the server answers.
 */
export function redeemBodyFor(rule: AmountRule & { balance?: number }) {
  return redeemBody.superRefine((value, ctx) => {
    const problem = amountProblem(rule, value.amount);
    if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
    else if (rule.balance !== undefined && value.amount > rule.balance)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'errors.INSUFFICIENT_POINT' });
    if (rule.type === 'paypal' && !value.paypalEmail)
      ctx.addIssue({ code: 'custom', path: ['paypalEmail'], message: 'validation.required' });
  });
}
