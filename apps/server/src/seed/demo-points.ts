// The demo points history over time: members earned points for the club's activities in each
// month they were members (ledger rows, so every balance stays the ledger's sum), and
// the seed's ledger rows are then dated across each member's membership instead of all at
// seed time, so the report's points per month and each member's history look lived in.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pointTransactions, users } from '../db/schema/index';
import type { ServiceContext as Ctx } from '../lib/context';

const DAY = 86_400_000;
const MONTH = 30 * DAY;

/** What the office credited members for, in the member's language (an admin's own words). */
const ACTIVITIES = [
  { points: 100, ja: '瀬戸内クリーンアップ活動への参加', en: 'Joined the Setouchi beach clean-up' },
  { points: 50, ja: '島めぐりスタンプラリー達成', en: 'Completed the island stamp rally' },
  { points: 150, ja: 'ファンミーティング参加特典', en: 'Fan meeting attendance bonus' },
  { points: 80, ja: '旅のフォトコンテスト応募特典', en: 'Travel photo contest entry bonus' },
  { points: 120, ja: '地域イベントのボランティア参加', en: 'Volunteered at a local event' },
  { points: 60, ja: 'おすすめスポット投稿特典', en: 'Bonus for sharing a favourite spot' },
] as const;

/** Types the seed itself credits (the first survey, the office's adjustments): re-dated below. */
const SEEDED_TYPES = new Set(['PC02', 'ADJUST']);

/**
 * One credit per full month of membership for every active member (not blocked). Written as
 * the ledger writes them (balance after each row, the member's balance their sum) in two
 * statements: through movePoints, a statement round each, they took seconds of the first start.
 */
export async function seedMonthlyPoints(ctx: Ctx) {
  const { db } = ctx;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id))
    .limit(1);
  const members = await db
    .select()
    .from(users)
    .where(and(eq(users.status, 'active'), eq(users.isAdmin, false), eq(users.isBlocked, false)))
    .orderBy(asc(users.id));
  const now = Date.now();
  const rows: (typeof pointTransactions.$inferInsert)[] = [];
  const balances: [number, number][] = [];
  for (const [i, member] of members.entries()) {
    const months = Math.floor((now - member.createdAt.getTime()) / MONTH);
    let balance = member.pointAmount;
    for (let m = 1; m <= months; m += 1) {
      const activity = ACTIVITIES[(i + m) % ACTIVITIES.length]!;
      balance += activity.points;
      rows.push({
        userId: member.id,
        type: 'ADJUST',
        points: activity.points,
        balanceAfter: balance,
        description: member.mainLanguage === 'ja' ? activity.ja : activity.en,
        idempotencyKey: `ADJUST:demo-month:${member.id}:${m}`,
        createdById: admin?.id ?? null,
      });
    }
    if (months > 0) balances.push([member.id, balance]);
  }
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(pointTransactions).values(rows);
    await tx.execute(sql`
      update users u set point_amount = v.balance
      from (values ${sql.join(
        balances.map(([id, balance]) => sql`(${id}::int, ${balance}::int)`),
        sql`, `,
      )}) as v(id, balance)
      where u.id = v.id`);
  });
}

/**
 * Dates each member's leading run of seeded credits (first survey, adjustments) from the day
 * after they joined up to half a day before their next movement (an exchange, a survey answer)
 * or now, evenly and in ledger order, so the running balances still read in time order.
 */
export async function spreadPointDates(db: Db, now: Date) {
  const rows = await db
    .select({
      id: pointTransactions.id,
      userId: pointTransactions.userId,
      type: pointTransactions.type,
      createdAt: pointTransactions.createdAt,
      joinedAt: users.createdAt,
    })
    .from(pointTransactions)
    .innerJoin(users, eq(users.id, pointTransactions.userId))
    .orderBy(asc(pointTransactions.userId), asc(pointTransactions.id));
  const byMember = new Map<number, typeof rows>();
  for (const row of rows) byMember.set(row.userId, [...(byMember.get(row.userId) ?? []), row]);
  const dates: [number, string][] = [];
  for (const ledger of byMember.values()) {
    const firstOther = ledger.findIndex((r) => !SEEDED_TYPES.has(r.type));
    const run = firstOther === -1 ? ledger : ledger.slice(0, firstOther);
    if (run.length === 0) continue;
    const next = firstOther === -1 ? now : ledger[firstOther]!.createdAt;
    const start = run[0]!.joinedAt.getTime() + DAY;
    const end = Math.min(next.getTime(), now.getTime()) - DAY / 2;
    if (end <= start) continue;
    const step = run.length > 1 ? (end - start) / (run.length - 1) : 0;
    run.forEach((r, k) => dates.push([r.id, new Date(start + step * k).toISOString()]));
  }
  if (dates.length === 0) return;
  await db.execute(sql`
    update point_transactions p set created_at = v.at::timestamptz
    from (values ${sql.join(
      dates.map(([id, at]) => sql`(${id}::int, ${at})`),
      sql`, `,
    )}) as v(id, at)
    where p.id = v.id`);
}
