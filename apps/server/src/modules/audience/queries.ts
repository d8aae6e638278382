// Who an audience reaches now: the admin's live count and the member preview.
import { asc, count, sql } from 'drizzle-orm';
import type { Audience, MailConsent } from '@fanclub/contract/audience';
import type { AudienceMember } from '@fanclub/contract/sendouts';
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
