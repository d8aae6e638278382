// Panel fatigue: at most so many survey invitations per member in any 30 days (the club's
// setting, or the member's own lower choice) and a rest after a completed survey. A campaign
// invitation batch applies them as one condition of its snapshot's SQL; the wizard counts the
// members they leave out before anything is sent.
import { count, sql, type SQL } from 'drizzle-orm';
import type { Audience } from '@fanclub/contract/audience';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { membersMatching } from '../audience/sql';
import { settingValue } from '../settings/service';

const DAY = 86_400_000;
/** The rolling window the invitation limit counts in. */
const WINDOW_DAYS = 30;

export type ContactLimits = { invitations: number; restDays: number };

export async function contactLimits(db: Db, config: Config): Promise<ContactLimits> {
  const [invitations, restDays] = await Promise.all([
    settingValue(db, config, 'surveyInviteLimit'),
    settingValue(db, config, 'surveyRestDays'),
  ]);
  return { invitations, restDays };
}

/**
 * Members (rows of `users`) who may get another survey invitation at `at`: fewer invitations in
 * the last 30 days than their limit, and no completed survey within the rest days. Both read
 * campaign_respondents by its user index, in the statement that uses them.
 */
export function mayBeInvited(limits: ContactLimits, at: Date): SQL {
  const since = new Date(at.getTime() - WINDOW_DAYS * DAY).toISOString();
  const restSince = new Date(at.getTime() - limits.restDays * DAY).toISOString();
  return sql`((select count(*) from campaign_respondents cr where cr.user_id = ${users.id}
      and cr.invited_at > ${since}::timestamptz)
    < least(${limits.invitations}, coalesce(${users.surveyInviteLimit}, ${limits.invitations}))
    and not exists (select 1 from campaign_respondents cr where cr.user_id = ${users.id}
      and cr.status in ('completed', 'overquota') and cr.finished_at > ${restSince}::timestamptz))`;
}

/** Members of the audience who accept survey mail but are resting or at their limit now. */
export async function restedCount(
  db: Db,
  config: Config,
  audience: Audience | null,
  now = new Date(),
): Promise<number> {
  if (!audience) return 0;
  const limits = await contactLimits(db, config);
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      sql`${membersMatching(audience, now, { consent: 'survey' })} and not ${mayBeInvited(limits, now)}`,
    );
  return Number(row?.n ?? 0);
}
