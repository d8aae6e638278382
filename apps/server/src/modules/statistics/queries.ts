// SQL of the admin overview and the fan statistics. Fan counts sum member_stat_counts (per
// value and registration day, kept by triggers), never the members themselves.
import { and, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FanDimension, FanQuery, PeriodFigure } from '@fanclub/contract/statistics';
import type { Db } from '../../db/client';
import {
  comments,
  memberStatCounts,
  pointTransactions,
  postReactions,
  posts,
  postViews,
  users,
} from '../../db/schema/index';
import { livePost, scheduledPost } from '../posts/policy';

const DAY_MS = 86_400_000;

/**
 * Active members per value of one dimension (the year of birth for `age`); null = not given.
 * Read from member_stat_counts (kept by triggers on users, migration 0008): one row per value
 * and registration day, so a million members cost a few thousand rows, read by its key.
 */
export async function countByDimension(
  db: Db,
  dimension: FanDimension,
  query: FanQuery,
): Promise<Array<{ value: string | number | null; count: number }>> {
  const c = memberStatCounts;
  const conditions: SQL[] = [eq(c.dimension, dimension)];
  if (query.from) conditions.push(gte(c.registeredOn, query.from));
  if (query.to) conditions.push(lte(c.registeredOn, query.to));
  const rows = await db
    .select({ code: c.code, count: sql<number>`sum(${c.count})::int` })
    .from(c)
    .where(and(...conditions))
    .groupBy(c.code)
    .having(sql`sum(${c.count}) <> 0`);
  return rows.map((r) => ({
    value: r.code === '' ? null : dimension === 'age' ? Number(r.code) : r.code,
    count: r.count,
  }));
}

/** `count(*) filter (…)` over all time and since 30 days ago, for a timestamp column. */
function period(at: SQLWrapper, since: Date, extra?: SQL) {
  const base = extra ? sql`${extra}` : sql`true`;
  return {
    allTime: sql<number>`count(*) filter (where ${base})::int`,
    last30Days: sql<number>`count(*) filter (where ${base} and ${at} >= ${since.toISOString()}::timestamptz)::int`,
  };
}

function pick(row: Record<string, number>, name: string): PeriodFigure {
  return { allTime: row[`${name}All`] ?? 0, last30Days: row[`${name}Recent`] ?? 0 };
}

export async function postFigures(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const live = livePost(now);
  const published = period(posts.publishAt, since, live);
  const member = period(posts.publishAt, since, sql`${live} and ${posts.kind} = 'member'`);
  const [postRow, viewRow, reactionRow, commentRow] = await Promise.all([
    db
      .select({
        publishedAll: published.allTime,
        publishedRecent: published.last30Days,
        memberAll: member.allTime,
        memberRecent: member.last30Days,
        scheduled: sql<number>`count(*) filter (where ${scheduledPost(now)})::int`,
        drafts: sql<number>`count(*) filter (where ${posts.status} = 'draft')::int`,
      })
      .from(posts),
    db.select(renamed(period(postViews.createdAt, since), 'views')).from(postViews),
    db.select(renamed(period(postReactions.createdAt, since), 'reactions')).from(postReactions),
    db
      .select(
        renamed(period(comments.createdAt, since, sql`${comments.deletedAt} is null`), 'comments'),
      )
      .from(comments),
  ]);
  const row = { ...postRow[0], ...viewRow[0], ...reactionRow[0], ...commentRow[0] } as Record<
    string,
    number
  >;
  return {
    published: pick(row, 'published'),
    scheduled: row.scheduled ?? 0,
    drafts: row.drafts ?? 0,
    memberPosts: pick(row, 'member'),
    views: pick(row, 'views'),
    reactions: pick(row, 'reactions'),
    comments: pick(row, 'comments'),
  };
}

function renamed(p: ReturnType<typeof period>, name: string) {
  return { [`${name}All`]: p.allTime, [`${name}Recent`]: p.last30Days };
}

/** PC03 points credited and first profile surveys answered, all time and in 30 days. */
export async function surveyLedgerFigures(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const sinceIso = since.toISOString();
  const [[points], [profile]] = await Promise.all([
    db
      .select({
        allTime: sql<number>`coalesce(sum(${pointTransactions.points}), 0)::int`,
        last30Days: sql<number>`coalesce(sum(${pointTransactions.points}) filter (where ${pointTransactions.createdAt} >= ${sinceIso}::timestamptz), 0)::int`,
      })
      .from(pointTransactions)
      .where(eq(pointTransactions.type, 'PC03')),
    db
      .select({
        allTime: sql<number>`count(*)::int`,
        last30Days: sql<number>`count(*) filter (where ${users.profileSurveyCompletedAt} >= ${sinceIso}::timestamptz)::int`,
      })
      .from(users)
      .where(sql`${users.profileSurveyCompletedAt} is not null`),
  ]);
  return { pointsAwarded: points!, profileSurveyCompleted: profile! };
}
