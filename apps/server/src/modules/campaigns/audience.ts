// An audience as the campaign and offer wizards show it: how many members it matches (and how many of
// them accept the mail's consent: survey invitations for campaigns), and a page of those who would be invited.
import { asc, count } from 'drizzle-orm';
import type { Audience, MailConsent } from '@fanclub/contract/audience';
import type { AudienceMember } from '@fanclub/contract/sendouts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { membersMatching } from '../audience/sql';
import { CAMPAIGN_CONSENT } from './mail';

export async function audienceCounts(
  db: Db,
  audience: Audience | null,
  now = new Date(),
  consent: MailConsent = CAMPAIGN_CONSENT,
) {
  if (!audience) return { count: 0, surveyConsentCount: 0 };
  const [[all], [consenting]] = await Promise.all([
    db.select({ n: count() }).from(users).where(membersMatching(audience, now)),
    db
      .select({ n: count() })
      .from(users)
      .where(membersMatching(audience, now, { consent })),
  ]);
  return { count: Number(all?.n ?? 0), surveyConsentCount: Number(consenting?.n ?? 0) };
}

export async function audiencePage(
  db: Db,
  audience: Audience,
  page: number,
  limit: number,
  now = new Date(),
  consent: MailConsent = CAMPAIGN_CONSENT,
): Promise<{ rows: AudienceMember[]; total: number }> {
  const where = membersMatching(audience, now, { consent });
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
