// Who an audience reaches now: the admin's live count and the member preview.
import { asc, count, sql } from 'drizzle-orm';
import type { Audience } from '@fanclub/contract/audience';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { membersMatching } from './sql';

/** Active members the audience matches, and how many of them take the newsletter. */
export async function countAudience(
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

/** A page of the members the audience matches (by id), and how many in all. */
export async function audienceMembersPage(
  db: Db,
  audience: Audience,
  page: number,
  limit: number,
  now = new Date(),
) {
  const where = membersMatching(audience, now);
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
  return { rows, total: Number(total?.n ?? 0) };
}
