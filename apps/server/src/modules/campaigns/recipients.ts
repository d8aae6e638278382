// Who a campaign batch mails, decided when the batch starts (the engine asks through the rules
// registered in sendout-sources.ts): nobody once the campaign is disabled, expired or full; an
// invitation only members never invited nor answering; a reminder only invited members who have
// not finished, and an invitation none resting or at their contact limit (panel/contact-limits.ts).
// Invited members get their respondent row (and respondent id) with the snapshot. A sampled
// campaign's invitation mails its draw (campaign-samples/rule.ts).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { campaigns, users, type SendoutBatchRow } from '../../db/schema/index';
import { contactLimits, mayBeInvited } from '../panel/contact-limits';
import { sampledInvitationRule } from '../campaign-samples/rule';
import type { RecipientRule } from '../sendouts/sources';
import { isMailable } from './policy';

export async function campaignRecipientRule(
  tx: Db,
  batch: Pick<SendoutBatchRow, 'id' | 'sourceId' | 'type'>,
  now: Date,
  config: Config,
): Promise<RecipientRule> {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, batch.sourceId));
  if (!campaign || !isMailable(campaign, now)) return { closed: 'campaign not open' };
  const respondent = (condition: SQL) => sql`exists (select 1 from campaign_respondents r
    where r.campaign_id = ${campaign.id} and r.user_id = ${users.id} and ${condition})`;
  // A sampled campaign reminds its drawn members only.
  const drawn = campaign.sample ? sql` and r.draw_id is not null` : sql``;
  if (batch.type === 'reminder')
    return {
      where: respondent(
        sql`r.invited_at is not null and r.status in ('invited', 'started')${drawn}`,
      ),
    };
  if (campaign.sample) return sampledInvitationRule(tx, config, campaign, batch.id, now);
  // Panel fatigue: members resting after a survey or at their invitation limit are left out.
  const limits = await contactLimits(tx, config);
  return {
    where: sql`not ${respondent(sql`true`)} and ${mayBeInvited(limits, now)}`,
    afterSnapshot: async (db, at) => {
      await db.execute(sql`
        insert into campaign_respondents (campaign_id, user_id, rid, status, invited_at)
        select ${campaign.id}, sr.user_id, replace(gen_random_uuid()::text, '-', ''), 'invited', ${at.toISOString()}::timestamptz
        from sendout_recipients sr where sr.batch_id = ${batch.id}
        on conflict (campaign_id, user_id) do nothing`);
    },
  };
}

/** A running campaign batch stops when the campaign fills up, closes or is disabled. */
export async function campaignStillOpen(db: Db, campaignId: number, now = new Date()) {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  return campaign !== undefined && isMailable(campaign, now);
}
