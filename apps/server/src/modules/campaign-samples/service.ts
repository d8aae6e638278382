// Admin commands on a campaign's sample: choose it (or everyone again), and "invite more": a new
// draw from the members not yet invited, mailed now.
import { eq } from 'drizzle-orm';
import type { SampleSetting } from '@fanclub/contract/campaign-samples';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { campaigns, type CampaignRow } from '../../db/schema/index';
import { validationFailed } from '../../errors';
import { createCampaignBatch } from '../campaigns/mail';
import { drawable } from './check';

/** Saves the sample setting: quotas within the respondent limit, a size that can be drawn now. */
export async function saveSample(
  db: Db,
  config: Config,
  campaign: CampaignRow,
  sample: SampleSetting | null,
  now = new Date(),
): Promise<CampaignRow> {
  if (sample) {
    const sum = Object.values(sample.quotas).reduce((n, q) => n + q, 0);
    const limit = campaign.respondentLimit;
    if (sample.allocation === 'quotas' && limit !== null && sum > limit)
      throw validationFailed({
        'sample.quotas': { key: 'validation.sample_quotas_over_limit', params: { sum, limit } },
      });
    const { total } = await drawable(db, config, campaign, sample, now);
    if (sample.size > total)
      throw validationFailed({
        'sample.size': { key: 'validation.sample_too_large', params: { count: total } },
      });
    if (sample.allocation === 'proportional') sample = { ...sample, quotas: {} };
  }
  const [row] = await db
    .update(campaigns)
    .set({ sample, updatedAt: now })
    .where(eq(campaigns.id, campaign.id))
    .returning();
  return row!;
}

/** A new draw of `size` members not drawn nor invited before, its invitation sent now. */
export async function inviteMore(
  db: Db,
  campaign: CampaignRow,
  size: number,
  ctx: { appUrl: string; adminId: number; config: Config },
  now = new Date(),
) {
  if (!campaign.sample) throw validationFailed({ size: { key: 'validation.sample_off' } });
  return createCampaignBatch(
    db,
    campaign,
    { campaignId: campaign.id, type: 'invitation', sendMode: 'now' },
    ctx,
    now,
    size,
  );
}
