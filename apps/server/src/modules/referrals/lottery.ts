// The monthly referral lottery (PC08): 20 winners of 250 points among the month's referrers.
// The month's row in lottery_draws is claimed first, so a month is drawn once, whatever runs.
import { randomInt } from 'node:crypto';
import { japanMonth, japanMonthStart } from '@fanclub/contract/japan-time';
import { LOTTERY_POINTS, LOTTERY_WINNERS } from '@fanclub/contract/referrals';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { lotteryDraws } from '../../db/schema/index';
import { movePoints } from '../points/ledger';
import { describedAs } from '../points/presenter';
import { referrersBetween } from './queries';

/** `YYYY-MM` → the month's start and the next month's start, both at 00:00 Japan time. */
export function monthRange(month: string): { from: Date; to: Date } {
  return { from: japanMonthStart(month), to: japanMonthStart(month, 1) };
}

/** The month (Japan time) before the one `now` falls in: the month to draw once it has ended. */
export function previousMonth(now: Date): string {
  return japanMonth(japanMonthStart(japanMonth(now), -1));
}

/** Picks `n` distinct entries uniformly (partial Fisher–Yates with a CSPRNG). */
export function sample<T>(items: readonly T[], n: number, pick = randomInt): T[] {
  const pool = [...items];
  const count = Math.min(n, pool.length);
  for (let i = 0; i < count; i += 1) {
    const j = i + pick(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

export type DrawResult =
  { status: 'disabled' } | { status: 'already-drawn' } | { status: 'drawn'; winners: number[] };

export async function drawLottery(db: Db, config: Config, month: string): Promise<DrawResult> {
  if (!config.referralLotteryEnabled) return { status: 'disabled' };
  const { from, to } = monthRange(month);
  return db.transaction(async (tx) => {
    const referrers = await referrersBetween(tx, from, to);
    const winners = sample(referrers, LOTTERY_WINNERS);
    const [claimed] = await tx
      .insert(lotteryDraws)
      .values({ month, winnerIds: winners, pointsEach: LOTTERY_POINTS })
      .onConflictDoNothing()
      .returning({ month: lotteryDraws.month });
    if (!claimed) return { status: 'already-drawn' as const };
    for (const userId of winners) {
      await movePoints(tx, {
        userId,
        type: 'PC08',
        points: LOTTERY_POINTS,
        description: describedAs('ledger.lottery', { month }),
        reference: `lottery:${month}`,
        idempotencyKey: `PC08:${month}:user:${userId}`,
      });
    }
    return { status: 'drawn' as const, winners };
  });
}
