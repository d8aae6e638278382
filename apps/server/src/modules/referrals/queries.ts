// SQL of referrals: a member's referred friends, their levels, and the month's referrers.
import { and, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/** The friend's achievement, as the spec codes it: 3 answered the first survey, 1 confirmed the
 *  address (registration completed), 2 signed up only (temporary registration). */
const level = sql<number>`case
  when ${users.profileSurveyCompletedAt} is not null then 3
  when ${users.emailVerifiedAt} is not null then 1
  else 2 end`;
const achievedAt = sql<Date>`coalesce(${users.profileSurveyCompletedAt}, ${users.emailVerifiedAt}, ${users.createdAt})`;

export async function listFriends(db: Db, referrerId: number, page: number, limit: number) {
  const where = eq(users.referredById, referrerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ nickname: users.nickname, email: users.email, level, achievedAt })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function friendCounts(db: Db, referrerId: number) {
  const [row] = await db
    .select({
      friends: sql<number>`count(*)::int`,
      completed: sql<number>`count(${users.profileSurveyCompletedAt})::int`,
    })
    .from(users)
    .where(eq(users.referredById, referrerId));
  return { friends: row?.friends ?? 0, completed: row?.completed ?? 0 };
}

/**
 * The month's referrers: active members with at least one friend whose registration was
 * confirmed in [from, to). Self-referrals never reach level 2 with points, but the draw only
 * looks at confirmed friends of active referrers.
 */
export async function referrersBetween(db: Db, from: Date, to: Date): Promise<number[]> {
  const referrer = sql`r`;
  const rows = await db
    .selectDistinct({ id: users.referredById })
    .from(users)
    .where(
      and(
        isNotNull(users.referredById),
        gte(users.emailVerifiedAt, from),
        lt(users.emailVerifiedAt, to),
        sql`exists (select 1 from ${users} as ${referrer} where ${referrer}.id = ${users.referredById} and ${referrer}.status = 'active')`,
      ),
    );
  return rows.map((r) => r.id!).sort((a, b) => a - b);
}
