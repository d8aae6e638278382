// SQL of the funders' report: aggregates over members, the points ledger and exchange requests.
import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exchangeRequests, pointTransactions, rewards, users } from '../../db/schema/index';

const japanMonth = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'Asia/Tokyo', 'YYYY-MM')`;

export async function membersByStatus(db: Db) {
  return db
    .select({ status: users.status, count: sql<number>`count(*)::int` })
    .from(users)
    .groupBy(users.status);
}

export async function newMembersPerMonth(db: Db, since: Date) {
  const month = japanMonth(users.createdAt);
  return db
    .select({ month, count: sql<number>`count(*)::int` })
    .from(users)
    .where(gte(users.createdAt, since))
    .groupBy(month);
}

/** Credits (positive movements) per Japan-time month and type since a date. */
export async function pointsIssuedPerMonth(db: Db, since: Date) {
  const month = japanMonth(pointTransactions.createdAt);
  return db
    .select({
      month,
      type: pointTransactions.type,
      points: sql<number>`sum(${pointTransactions.points})::int`,
    })
    .from(pointTransactions)
    .where(and(gt(pointTransactions.points, 0), gte(pointTransactions.createdAt, since)))
    .groupBy(month, pointTransactions.type);
}

export async function exchangesByRewardAndStatus(db: Db) {
  return db
    .select({
      rewardId: rewards.id,
      nameJa: rewards.nameJa,
      nameEn: rewards.nameEn,
      type: exchangeRequests.type,
      status: exchangeRequests.status,
      requests: sql<number>`count(*)::int`,
      points: sql<number>`sum(${exchangeRequests.amount})::int`,
    })
    .from(exchangeRequests)
    .innerJoin(rewards, eq(rewards.id, exchangeRequests.rewardId))
    .groupBy(rewards.id, exchangeRequests.type, exchangeRequests.status)
    .orderBy(rewards.position, rewards.id, exchangeRequests.status);
}

/** Donations made in [from, to): they stand complete at once and are paid from one pool. */
export async function donationsBetween(db: Db, from: Date, to: Date) {
  const [row] = await db
    .select({
      points: sql<number>`coalesce(sum(${exchangeRequests.amount}), 0)::int`,
      requests: sql<number>`count(*)::int`,
    })
    .from(exchangeRequests)
    .where(
      and(
        eq(exchangeRequests.type, 'donation'),
        eq(exchangeRequests.status, 'completed'),
        gte(exchangeRequests.createdAt, from),
        lt(exchangeRequests.createdAt, to),
      ),
    );
  return row!;
}

/** Every balance together (the ledger's sum) and how many members hold points. */
export async function outstandingPoints(db: Db) {
  const [row] = await db
    .select({
      points: sql<number>`coalesce(sum(${users.pointAmount}), 0)::bigint`,
      members: sql<number>`count(*) filter (where ${users.pointAmount} > 0)::int`,
    })
    .from(users);
  return { points: Number(row!.points), members: row!.members };
}
