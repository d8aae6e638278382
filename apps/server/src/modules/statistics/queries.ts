// SQL of the admin overview and the fan statistics. Every fan count reads users_fan_stats_idx
// (status, created_at, then the dimensions) or a (status, dimension) index: no table scan.
import { and, eq, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FanDimension, FanQuery, PeriodFigure } from '@fanclub/contract/statistics';
import type { Db } from '../../db/client';
import {
  comments,
  pointTransactions,
  postReactions,
  posts,
  postViews,
  users,
} from '../../db/schema/index';

const DAY_MS = 86_400_000;

/** The UTC instant a Japan-time `YYYY-MM-DD` day starts, `plusDays` later. */
export function japanDayStart(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays, -9));
}

const COLUMNS = {
  gender: users.gender,
  country: users.countryOfResidence,
  prefecture: users.prefecture,
  language: users.mainLanguage,
  age: users.yearOfBirth,
} as const;

function activeRegistered(query: FanQuery): SQL {
  const conditions: SQL[] = [eq(users.status, 'active')];
  if (query.from) conditions.push(gte(users.createdAt, japanDayStart(query.from)));
  if (query.to) conditions.push(lt(users.createdAt, japanDayStart(query.to, 1)));
  return and(...conditions)!;
}

/** Active members per value of one dimension (the year of birth for `age`); null = not given. */
export async function countByDimension(
  db: Db,
  dimension: FanDimension,
  query: FanQuery,
): Promise<Array<{ value: string | number | null; count: number }>> {
  const column = COLUMNS[dimension];
  return db
    .select({ value: column, count: sql<number>`count(*)::int` })
    .from(users)
    .where(activeRegistered(query))
    .groupBy(column);
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
  const nowIso = now.toISOString();
  const live = sql`${posts.status} = 'published' and ${posts.publishAt} <= ${nowIso}::timestamptz`;
  const published = period(posts.publishAt, since, live);
  const member = period(posts.publishAt, since, sql`${live} and ${posts.kind} = 'member'`);
  const [postRow, viewRow, reactionRow, commentRow] = await Promise.all([
    db
      .select({
        publishedAll: published.allTime,
        publishedRecent: published.last30Days,
        memberAll: member.allTime,
        memberRecent: member.last30Days,
        scheduled: sql<number>`count(*) filter (where ${posts.status} = 'published' and ${posts.publishAt} > ${nowIso}::timestamptz)::int`,
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
