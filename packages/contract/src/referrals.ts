// Friend referrals: the member's code and link, the friends who joined with it, and the lottery.
import { z } from 'zod';
import { pageQuery } from './api';

/** Points a friend gets for joining with a referral code (PC07), fixed by the spec. */
export const JOIN_POINTS = 100;
/** The monthly lottery among referrers (PC08): winners and points each. */
export const LOTTERY_WINNERS = 20;
export const LOTTERY_POINTS = 250;

/**
 * How far a referred friend has come, numbered as the spec numbers the referral achievement:
 * 1 registration completed (confirmed by the mailed link), 2 temporary registration completed
 * (signed up, not yet confirmed), 3 first profile survey answered (which earns the referrer PC06).
 */
export const REFERRAL_LEVELS = [1, 2, 3] as const;
export type ReferralLevel = (typeof REFERRAL_LEVELS)[number];

export const referralDetail = z
  .object({
    referralCode: z.string(),
    link: z.string(),
    joinPoints: z.number().int(),
    referralPoints: z.number().int(),
    lotteryEnabled: z.boolean(),
    lotteryWinners: z.number().int(),
    lotteryPoints: z.number().int(),
    friends: z.number().int(),
    completedFriends: z.number().int(),
    pointsEarned: z.number().int(),
  })
  .meta({ id: 'ReferralDetail' });
export type ReferralDetail = z.infer<typeof referralDetail>;

export const referralListQuery = pageQuery;

export const referralRow = z
  .object({
    nickname: z.string(),
    /** Masked: the first letter of the mailbox and the domain. */
    email: z.string(),
    /** The achievement code (REFERRAL_LEVELS). */
    level: z.number().int().min(1).max(3),
    /** The spec's name for the same code. */
    status: z.number().int().min(1).max(3),
    /** When the current level was reached. */
    achievedAt: z.string(),
  })
  .meta({ id: 'ReferralRow' });
export type ReferralRow = z.infer<typeof referralRow>;
