// An audience as the campaign and offer wizards show it: how many members it matches (and how many of
// them accept the mail's consent: survey invitations for campaigns), and a page of those who would be invited.
import { count } from 'drizzle-orm';
import type { Audience, MailConsent } from '@fanclub/contract/audience';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { audienceMembersPage } from '../audience/queries';
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

/** A page of the members the audience matches who accept the mail's consent. */
export function audiencePage(
  db: Db,
  audience: Audience,
  page: number,
  limit: number,
  now = new Date(),
  consent: MailConsent = CAMPAIGN_CONSENT,
) {
  return audienceMembersPage(db, audience, page, limit, now, consent);
}
