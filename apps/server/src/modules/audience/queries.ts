// Who an audience reaches now: the admin's live count and the member preview.
import { and, asc, count, sql, type SQL } from 'drizzle-orm';
import type { Audience, MailConsent } from '@fanclub/contract/audience';
import type { AudienceMember } from '@fanclub/contract/sendouts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { mailSuppressions, memberStatCounts, users } from '../../db/schema/index';
import { membersMatching } from './sql';

type Counted = { count: number; newsletter: number; suppressed: number };

/**
 * Active members the audience matches, how many of them take the newsletter, and how many of
 * those a batch leaves out for the suppression list.
 */
export async function countAudience(db: Db, audience: Audience): Promise<Counted> {
  const stats = statsFilter(audience);
  const [counted, suppressed] = await Promise.all([
    stats ? countFromStats(db, audience, stats) : countMembers(db, audience),
    countSuppressed(db, audience),
  ]);
  return { ...counted, suppressed };
}

/**
 * Newsletter members of the audience whose address is on the list: read from the list (small),
 * each entry joined to its member through the unique lower(email) index.
 */
async function countSuppressed(db: Db, audience: Audience): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${mailSuppressions}
      join ${users} on lower(${users.email}) = ${mailSuppressions.email}
      where ${membersMatching(audience, new Date(), { consent: 'newsletter' })}`),
  );
  return Number(row?.n ?? 0);
}

async function countMembers(
  db: Db,
  audience: Audience,
): Promise<{ count: number; newsletter: number }> {
  const [row] = await db
    .select({
      n: count(),
      newsletter: sql<number>`count(*) filter (where ${users.newsletterConsent})::int`,
    })
    .from(users)
    .where(membersMatching(audience));
  return { count: row?.n ?? 0, newsletter: row?.newsletter ?? 0 };
}

/**
 * The member_stat_counts rows an audience's size is the sum of, when it has one: everyone (the
 * gender dimension holds each active member once) or one main language, optionally within a
 * registration window (the rows' Japan-time registration day, as the audience's bounds are).
 * Other audiences are counted from the members themselves.
 */
function statsFilter(audience: Audience): SQL | undefined {
  const c = memberStatCounts;
  if (audience.type === 'all') return sql`${c.dimension} = 'gender'`;
  const { type, mainLanguage, registeredFrom, registeredTo, ...rest } = audience;
  const others = Object.values(rest).filter(
    (v) => v !== undefined && !(Array.isArray(v) && v.length === 0),
  );
  if (type !== 'custom' || others.length) return undefined;
  return and(
    mainLanguage
      ? sql`${c.dimension} = 'language' and ${c.code} = ${mainLanguage}`
      : sql`${c.dimension} = 'gender'`,
    registeredFrom ? sql`${c.registeredOn} >= ${registeredFrom}` : undefined,
    registeredTo ? sql`${c.registeredOn} <= ${registeredTo}` : undefined,
  );
}

/**
 * The size from member_stat_counts (kept by triggers in each change's transaction, migration
 * 0008), and the newsletter figure as that size minus the matching active members without
 * consent (~15 %, users_audience_no_newsletter_idx): one statement, so one snapshot, so exact.
 */
async function countFromStats(
  db: Db,
  audience: Audience,
  stats: SQL,
): Promise<{ count: number; newsletter: number }> {
  const c = memberStatCounts;
  const result = await db.execute(sql`select
    (select coalesce(sum(${c.count}), 0)::int from ${c} where ${stats}) as n,
    (select count(*)::int from ${users}
      where ${membersMatching(audience)} and not ${users.newsletterConsent}) as without`);
  const row = rowsOf<{ n: number; without: number }>(result)[0];
  const n = Number(row?.n ?? 0);
  return { count: n, newsletter: n - Number(row?.without ?? 0) };
}

/**
 * A page of the members the audience matches (by id; only those with the mail's consent when
 * one is named: who a batch would reach), as the preview shows them, and how many in all.
 */
export async function audienceMembersPage(
  db: Db,
  audience: Audience,
  page: number,
  limit: number,
  now = new Date(),
  consent?: MailConsent,
): Promise<{ rows: AudienceMember[]; total: number }> {
  const where = membersMatching(audience, now, consent ? { consent } : {});
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        nickname: users.nickname,
        yearOfBirth: users.yearOfBirth,
        gender: users.gender,
        mainLanguage: users.mainLanguage,
        prefecture: users.prefecture,
        countryOfResidence: users.countryOfResidence,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      nickname: r.nickname,
      age: now.getFullYear() - r.yearOfBirth,
      gender: r.gender,
      mainLanguage: r.mainLanguage,
      prefecture: r.prefecture,
      countryOfResidence: r.countryOfResidence,
      registeredAt: r.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}
