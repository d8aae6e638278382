// The invitation batch of a sampled campaign mails its draw alone: the engine's snapshot takes
// the drawn members (draw.ts), then each gets a respondent row naming the draw and their
// stratum, and the draw records its targets, population and how many it drew.
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { campaignSampleDraws, users, type CampaignRow } from '../../db/schema/index';
import type { RecipientRule } from '../sendouts/sources';
import {
  completedPerStratum,
  drawnIds,
  drawOfBatch,
  eligiblePerStratum,
  eligibleWhere,
  targetsOf,
} from './draw';
import { stratumSql } from './strata';

export async function sampledInvitationRule(
  tx: Db,
  config: Config,
  campaign: CampaignRow,
  batchId: number,
  now: Date,
): Promise<RecipientRule> {
  const draw = await drawOfBatch(tx, batchId);
  // An automatic batch (new members) or one queued before sampling was chosen draws nobody.
  if (!draw) return { closed: 'no sample drawn for this batch' };
  const eligible = await eligibleWhere(tx, config, campaign, now);
  const available = await eligiblePerStratum(tx, eligible, draw.stratifyBy, now);
  const completed = draw.allocation === 'quotas' ? await completedPerStratum(tx, campaign.id) : {};
  const targets = targetsOf(draw, available, completed);
  const population = Object.values(available).reduce((sum, n) => sum + n, 0);
  return {
    where: sql`${users.id} in (${drawnIds(draw, targets, eligible, now)})`,
    afterSnapshot: async (db, at) => {
      await db.execute(sql`
        insert into campaign_respondents (campaign_id, user_id, rid, status, invited_at, draw_id, stratum)
        select ${campaign.id}, sr.user_id, replace(gen_random_uuid()::text, '-', ''), 'invited',
          ${at.toISOString()}::timestamptz, ${draw.id}, ${stratumSql(draw.stratifyBy, now)}
        from sendout_recipients sr join users on users.id = sr.user_id
        where sr.batch_id = ${batchId}
        on conflict (campaign_id, user_id) do nothing`);
      await db
        .update(campaignSampleDraws)
        .set({
          targets,
          populationCount: population,
          drawnCount: sql`(select count(*)::int from campaign_respondents r where r.draw_id = ${draw.id})`,
        })
        .where(eq(campaignSampleDraws.id, draw.id));
    },
  };
}

/** A complete from a stratum whose quota is full (sampled campaigns with quotas). */
export async function stratumQuotaFull(
  tx: Db,
  campaign: Pick<CampaignRow, 'id' | 'sample'>,
  stratum: string | null,
): Promise<boolean> {
  const sample = campaign.sample;
  if (!sample || sample.allocation !== 'quotas' || stratum === null) return false;
  const completed = await completedPerStratum(tx, campaign.id);
  return (completed[stratum] ?? 0) >= (sample.quotas[stratum] ?? 0);
}
