// What the wizard's sample step and the campaign page show: the members a draw could take now per
// stratum (with quotas, drawn and completed), and every draw with its record per stratum.
import { asc, eq, sql } from 'drizzle-orm';
import {
  STRATA,
  type CampaignSampleView,
  type SampleDraw,
  type StratifyDimension,
} from '@fanclub/contract/campaign-samples';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { campaignSampleDraws, type CampaignRow } from '../../db/schema/index';
import { eligiblePerStratum, eligibleWhere } from './draw';

type Tally = { drawId: number; stratum: string; drawn: number; completed: number };

async function respondentTallies(db: Db, campaignId: number): Promise<Tally[]> {
  const rows = rowsOf<{ draw_id: number; stratum: string; drawn: number; completed: number }>(
    await db.execute(sql`select draw_id, stratum, count(*)::int as drawn,
        count(*) filter (where status = 'completed')::int as completed
      from campaign_respondents
      where campaign_id = ${campaignId} and draw_id is not null
      group by draw_id, stratum`),
  );
  return rows.map((r) => ({
    drawId: Number(r.draw_id),
    stratum: r.stratum,
    drawn: Number(r.drawn),
    completed: Number(r.completed),
  }));
}

export async function sampleDraws(
  db: Db,
  campaignId: number,
  tallies?: Tally[],
): Promise<SampleDraw[]> {
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(campaignSampleDraws)
      .where(eq(campaignSampleDraws.campaignId, campaignId))
      .orderBy(asc(campaignSampleDraws.id)),
    tallies ?? respondentTallies(db, campaignId),
  ]);
  return rows.map((d) => {
    const mine = counted.filter((t) => t.drawId === d.id);
    return {
      id: d.id,
      batchId: d.batchId,
      seed: d.seed,
      size: d.size,
      stratifyBy: d.stratifyBy,
      allocation: d.allocation,
      populationCount: d.populationCount,
      drawnCount: d.drawnCount,
      strata: STRATA[d.stratifyBy].map((code) => {
        const t = mine.find((m) => m.stratum === code);
        return {
          code,
          target: d.targets[code] ?? 0,
          drawn: t?.drawn ?? 0,
          completed: t?.completed ?? 0,
        };
      }),
      createdAt: d.createdAt.toISOString(),
    };
  });
}

export async function sampleView(
  db: Db,
  config: Config,
  campaign: CampaignRow,
  dimension?: StratifyDimension,
  now = new Date(),
): Promise<CampaignSampleView> {
  const sample = campaign.sample;
  const stratifyBy = dimension ?? sample?.stratifyBy ?? 'none';
  const eligible = await eligibleWhere(db, config, campaign, now);
  const [available, tallies] = await Promise.all([
    eligiblePerStratum(db, eligible, stratifyBy, now),
    respondentTallies(db, campaign.id),
  ]);
  const quotas = sample?.allocation === 'quotas' && sample.stratifyBy === stratifyBy;
  const sum = (code: string, key: 'drawn' | 'completed') =>
    tallies.filter((t) => t.stratum === code).reduce((n, t) => n + t[key], 0);
  return {
    sample,
    stratifyBy,
    eligible: Object.values(available).reduce((n, v) => n + v, 0),
    strata: STRATA[stratifyBy].map((code) => ({
      code,
      eligible: available[code] ?? 0,
      quota: quotas ? (sample.quotas[code] ?? 0) : null,
      drawn: sum(code, 'drawn'),
      completed: sum(code, 'completed'),
    })),
    draws: await sampleDraws(db, campaign.id, tallies),
  };
}
