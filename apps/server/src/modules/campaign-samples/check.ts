// Before an invitation of a sampled campaign is queued: whether its draw can be made now (a
// size within the members it may draw from, a quota left open), and the batch's hook that
// records the draw with it.
import { STRATA, type SampleSetting } from '@fanclub/contract/campaign-samples';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { CampaignRow } from '../../db/schema/index';
import { validationFailed } from '../../errors';
import type { BatchInput } from '../sendouts/batches';
import { completedPerStratum, eligiblePerStratum, eligibleWhere, insertDraw } from './draw';

/** How many members a draw under the setting could take now, per stratum and in all. */
export async function drawable(
  db: Db,
  config: Config,
  campaign: CampaignRow,
  setting: SampleSetting,
  now: Date,
) {
  const eligible = await eligibleWhere(db, config, campaign, now);
  const available = await eligiblePerStratum(db, eligible, setting.stratifyBy, now);
  const completed = await completedPerStratum(db, campaign.id);
  // With quotas, only strata whose quota is still open can be drawn from.
  const open = (code: string) =>
    setting.allocation === 'proportional' || (setting.quotas[code] ?? 0) > (completed[code] ?? 0);
  const total = STRATA[setting.stratifyBy]
    .filter(open)
    .reduce((sum, code) => sum + (available[code] ?? 0), 0);
  return { available, completed, total, anyOpen: STRATA[setting.stratifyBy].some(open) };
}

/** 422 unless `size` members can be drawn now. */
export async function checkDrawSize(
  db: Db,
  config: Config,
  campaign: CampaignRow,
  setting: SampleSetting,
  size: number,
  now: Date,
) {
  const { total, anyOpen } = await drawable(db, config, campaign, setting, now);
  if (!anyOpen) throw validationFailed({ size: { key: 'validation.sample_quotas_full' } });
  if (size > total)
    throw validationFailed({
      size: { key: 'validation.sample_too_large', params: { count: total } },
    });
}

/** The invitation batch with its draw of `size` members (checked first). */
export async function withDraw(
  db: Db,
  config: Config,
  campaign: CampaignRow & { sample: SampleSetting },
  input: BatchInput,
  size: number,
  now: Date,
): Promise<BatchInput> {
  await checkDrawSize(db, config, campaign, campaign.sample, size, now);
  return {
    ...input,
    onCreated: (tx, batch) =>
      insertDraw(tx, {
        campaignId: campaign.id,
        batchId: batch.id,
        size,
        setting: campaign.sample,
        adminId: input.createdById ?? null,
      }),
  };
}
