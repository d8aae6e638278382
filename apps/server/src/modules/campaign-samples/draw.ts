// A sampled campaign's invitation as SQL: the eligible members (the audience with survey consent,
// not suppressed, never invited to this campaign, not resting nor at their contact limit), their
// count per stratum, and the draw itself: within each stratum members ranked by
// md5(seed || user id), the first `target` of each taken. Same seed and same population, same
// members. The targets are fixed when the batch starts, from the population at that moment.
import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  STRATA,
  type SampleSetting,
  type StratifyDimension,
} from '@fanclub/contract/campaign-samples';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  campaignSampleDraws,
  users,
  type CampaignRow,
  type CampaignSampleDrawRow,
} from '../../db/schema/index';
import { membersMatching } from '../audience/sql';
import { contactLimits, mayBeInvited } from '../panel/contact-limits';
import { notSuppressed } from '../suppression/sql';
import { allocate, stratumSql } from './strata';

export const newSeed = () => randomBytes(8).toString('hex');

/** Members of the campaign an invitation may reach now (a condition over `users`). */
export function notYetInvited(
  campaignId: number,
  limits: Awaited<ReturnType<typeof contactLimits>>,
  now: Date,
): SQL {
  return sql`not exists (select 1 from campaign_respondents r
      where r.campaign_id = ${campaignId} and r.user_id = ${users.id})
    and ${mayBeInvited(limits, now)}`;
}

export async function eligibleWhere(
  db: Db,
  config: Config,
  campaign: Pick<CampaignRow, 'id' | 'audience'>,
  now: Date,
): Promise<SQL> {
  if (!campaign.audience) return sql`false`;
  const limits = await contactLimits(db, config);
  return sql`${membersMatching(campaign.audience, now, { consent: 'survey' })}
    and ${notSuppressed(users.email)} and ${notYetInvited(campaign.id, limits, now)}`;
}

/** Eligible members per stratum of the dimension (every stratum listed, in display order). */
export async function eligiblePerStratum(
  db: Db,
  eligible: SQL,
  dimension: StratifyDimension,
  now: Date,
): Promise<Record<string, number>> {
  const rows = rowsOf<{ stratum: string; n: number }>(
    await db.execute(sql`select s.stratum, count(*)::int as n
      from (select ${stratumSql(dimension, now)} as stratum from users where ${eligible}) s
      group by s.stratum`),
  );
  const counts: Record<string, number> = Object.fromEntries(STRATA[dimension].map((c) => [c, 0]));
  for (const r of rows) counts[r.stratum] = Number(r.n);
  return counts;
}

/** Completes per stratum of the campaign so far (over-quota answers not counted). */
export async function completedPerStratum(db: Db, campaignId: number) {
  const rows = rowsOf<{ stratum: string; n: number }>(
    await db.execute(sql`select stratum, count(*)::int as n from campaign_respondents
      where campaign_id = ${campaignId} and status = 'completed' and stratum is not null
      group by stratum`),
  );
  return Object.fromEntries(rows.map((r) => [r.stratum, Number(r.n)])) as Record<string, number>;
}

/**
 * Members to draw per stratum: `size` split in proportion to the eligible members, or with
 * quotas to each stratum's open quota (its quota less its completes so far).
 */
export function targetsOf(
  draw: Pick<CampaignSampleDrawRow, 'size' | 'stratifyBy' | 'allocation' | 'quotas'>,
  available: Record<string, number>,
  completed: Record<string, number>,
): Record<string, number> {
  return allocate(
    draw.size,
    STRATA[draw.stratifyBy].map((code) => ({
      code,
      available: available[code] ?? 0,
      weight:
        draw.allocation === 'quotas'
          ? Math.max(0, (draw.quotas[code] ?? 0) - (completed[code] ?? 0))
          : (available[code] ?? 0),
    })),
  );
}

/** The drawn members' ids: a subquery for `users.id in (…)`. */
export function drawnIds(
  draw: Pick<CampaignSampleDrawRow, 'seed' | 'stratifyBy'>,
  targets: Record<string, number>,
  eligible: SQL,
  now: Date,
): SQL {
  return sql`select d.id from (
      select s.id, s.stratum, row_number() over (
        partition by s.stratum order by md5(${draw.seed} || s.id::text), s.id) as rn
      from (select users.id, ${stratumSql(draw.stratifyBy, now)} as stratum
        from users where ${eligible}) s
    ) d
    where d.rn <= coalesce((${JSON.stringify(targets)}::jsonb ->> d.stratum)::int, 0)`;
}

/** The draw of an invitation batch (made with the batch, before it starts). */
export async function insertDraw(
  db: Db,
  values: {
    campaignId: number;
    batchId: number;
    size: number;
    setting: SampleSetting;
    adminId: number | null;
  },
) {
  await db.insert(campaignSampleDraws).values({
    campaignId: values.campaignId,
    batchId: values.batchId,
    seed: newSeed(),
    size: values.size,
    stratifyBy: values.setting.stratifyBy,
    allocation: values.setting.allocation,
    quotas: values.setting.allocation === 'quotas' ? values.setting.quotas : {},
    createdById: values.adminId,
  });
}

export async function drawOfBatch(db: Db, batchId: number) {
  const [draw] = await db
    .select()
    .from(campaignSampleDraws)
    .where(eq(campaignSampleDraws.batchId, batchId));
  return draw;
}
