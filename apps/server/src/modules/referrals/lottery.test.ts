// The monthly referral lottery: off by default, 20 winners of 250 points, never twice a month.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lotteryDraws, pointTransactions, users } from '../../db/schema/index';
import { buildMember, createTestContext, useTestApp } from '../../../test/helpers';
import { ledgerSum } from '../points/ledger';
import { drawLottery, monthRange, previousMonth, sample } from './lottery';

const ctx = useTestApp({ REFERRAL_LOTTERY_ENABLED: 'true' });

/** `n` referrers, each with one friend confirmed at `at`. */
async function referrers(n: number, at: Date) {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const referrer = await buildMember(ctx.db);
    await buildMember(ctx.db, { referredById: referrer.id, emailVerifiedAt: at });
    ids.push(referrer.id);
  }
  return ids;
}

describe('month arithmetic (Japan time)', () => {
  it('finds the month that has just ended and its bounds', () => {
    expect(previousMonth(new Date('2026-11-30T15:00:00Z'))).toBe('2026-11'); // Dec 1, 00:00 JST
    expect(previousMonth(new Date('2026-11-30T14:59:59Z'))).toBe('2026-10');
    expect(previousMonth(new Date('2027-01-01T00:00:00Z'))).toBe('2026-12');
    expect(monthRange('2026-12')).toEqual({
      from: new Date('2026-11-30T15:00:00Z'),
      to: new Date('2026-12-31T15:00:00Z'),
    });
  });

  it('samples distinct entries', () => {
    const picked = sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4);
    expect(new Set(picked).size).toBe(4);
    expect(sample([1, 2], 20).sort()).toEqual([1, 2]);
  });
});

describe('drawLottery', () => {
  it('does nothing while REFERRAL_LOTTERY_ENABLED is off', async () => {
    const off = await createTestContext();
    try {
      expect(await drawLottery(off.db, off.config, '2026-01')).toEqual({ status: 'disabled' });
      expect(await off.db.select().from(lotteryDraws)).toEqual([]);
    } finally {
      await off.close();
    }
  });

  it('draws 20 winners of 250 points among the month’s referrers, once', async () => {
    const inMonth = await referrers(25, new Date('2026-03-15T03:00:00Z'));
    const otherMonth = await referrers(3, new Date('2026-04-01T00:00:00Z')); // Apr 1, 09:00 JST

    const [a, b] = await Promise.all([
      drawLottery(ctx.db, ctx.config, '2026-03'),
      drawLottery(ctx.db, ctx.config, '2026-03'),
    ]);
    const drawn = [a, b].filter((r) => r.status === 'drawn');
    expect(drawn).toHaveLength(1);
    expect([a, b].map((r) => r.status).sort()).toEqual(['already-drawn', 'drawn']);
    const winners = (drawn[0] as { winners: number[] }).winners;
    expect(winners).toHaveLength(20);
    expect(new Set(winners).size).toBe(20);
    expect(winners.every((id) => inMonth.includes(id))).toBe(true);
    expect(winners.some((id) => otherMonth.includes(id))).toBe(false);

    const prizes = await ctx.db
      .select()
      .from(pointTransactions)
      .where(inArray(pointTransactions.userId, [...inMonth, ...otherMonth]));
    expect(prizes).toHaveLength(20);
    expect(prizes.every((p) => p.type === 'PC08' && p.points === 250)).toBe(true);
    for (const id of winners) expect(await ledgerSum(ctx.db, id)).toBe(250);

    expect(await drawLottery(ctx.db, ctx.config, '2026-03')).toEqual({ status: 'already-drawn' });
    const [row] = await ctx.db.select().from(lotteryDraws).where(eq(lotteryDraws.month, '2026-03'));
    expect(row!.winnerIds.sort()).toEqual([...winners].sort());
  });

  it('lets every referrer win when there are fewer than 20, and skips closed referrers', async () => {
    const ids = await referrers(3, new Date('2026-05-10T00:00:00Z'));
    await ctx.db.update(users).set({ status: 'unsubscribed' }).where(eq(users.id, ids[0]!));
    const result = await drawLottery(ctx.db, ctx.config, '2026-05');
    expect(result.status).toBe('drawn');
    expect((result as { winners: number[] }).winners.sort()).toEqual([ids[1], ids[2]].sort());
  });
});
