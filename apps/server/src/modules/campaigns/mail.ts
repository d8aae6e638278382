// A campaign's mail through the sendout engine: invitation and reminder batches (now or at a
// schedule), the test send, keeping unstarted batches in step with edits, and the daily
// invitation of members who joined after the campaign was first sent ("send to new members").
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { CampaignSendoutData } from '@fanclub/contract/campaigns';
import type { ContentLanguage } from '@fanclub/contract/codes';
import { parseTimeInput } from '@fanclub/contract/japan-time';
import type { MailSet, SendoutType } from '@fanclub/contract/sendouts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  campaignEmails,
  campaigns,
  sendoutBatches,
  type CampaignEmailRow,
  type CampaignRow,
} from '../../db/schema/index';
import { appError, validationFailed } from '../../errors';
import { withDraw } from '../campaign-samples/check';
import { queueAutomaticInvitation, todayAtTenJst } from '../sendouts/automatic';
import { createBatch, type BatchInput } from '../sendouts/batches';
import { isMailable } from './policy';
import { campaignTagValues } from './presenter';
import { CAMPAIGN_ID } from './queries';

/** Campaign mail asks members to answer: only those who accept survey invitations get it. */
export const CAMPAIGN_CONSENT = 'survey' as const;

export function mailSetOf(emails: CampaignEmailRow[], type: SendoutType): MailSet {
  const mail: MailSet = {};
  for (const e of emails)
    if (e.type === type) mail[e.language as ContentLanguage] = { subject: e.subject, body: e.body };
  return mail;
}

async function batchInput(
  db: Db,
  campaign: CampaignRow,
  type: SendoutType,
  appUrl: string,
  adminId: number | null,
): Promise<BatchInput> {
  const emails = await db
    .select()
    .from(campaignEmails)
    .where(and(eq(campaignEmails.campaignId, campaign.id), eq(campaignEmails.type, type)));
  if (!campaign.audience)
    throw validationFailed({ audience: { key: 'validation.audience_required' } }, 'SENDOUT_SETUP');
  return {
    source: 'campaign',
    sourceId: campaign.id,
    type,
    consent: CAMPAIGN_CONSENT,
    audience: campaign.audience,
    mail: mailSetOf(emails, type),
    tagValues: campaignTagValues(campaign, appUrl),
    createdById: adminId,
  };
}

/**
 * An admin's invitation or reminder: now, or at a future schedule before the expiry. A sampled
 * campaign's invitation is a draw: of the setting's size, or `drawSize` ("invite more").
 */
export async function createCampaignBatch(
  db: Db,
  campaign: CampaignRow,
  body: CampaignSendoutData,
  ctx: { appUrl: string; adminId: number; config: Config },
  now = new Date(),
  drawSize?: number,
) {
  if (!isMailable(campaign, now)) throw appError('CAMPAIGN_NOT_OPEN');
  let input = await batchInput(db, campaign, body.type, ctx.appUrl, ctx.adminId);
  const sample = campaign.sample;
  if (body.type === 'invitation' && sample)
    input = await withDraw(
      db,
      ctx.config,
      { ...campaign, sample },
      input,
      drawSize ?? sample.size,
      now,
    );
  if (body.sendMode === 'now') return createBatch(db, input, { now: true });
  const at = parseTimeInput(body.scheduledAt);
  if (!at) throw validationFailed({ scheduledAt: { key: 'validation.datetime' } });
  if (at.getTime() <= now.getTime())
    throw validationFailed({ scheduledAt: { key: 'validation.future' } });
  if (at.getTime() >= campaign.expiresAt.getTime())
    throw validationFailed({ scheduledAt: { key: 'validation.before_expiry' } });
  return createBatch(db, input, { at });
}

/** After an edit, unstarted batches send the campaign's latest mail, audience and tag values. */
export async function refreshPendingBatches(db: Db, campaign: CampaignRow, appUrl: string) {
  if (!campaign.audience) return;
  const emails = await db
    .select()
    .from(campaignEmails)
    .where(eq(campaignEmails.campaignId, campaign.id));
  for (const type of ['invitation', 'reminder'] as const)
    await db
      .update(sendoutBatches)
      .set({
        mail: mailSetOf(emails, type),
        audience: campaign.audience,
        tagValues: campaignTagValues(campaign, appUrl),
      })
      .where(
        and(
          eq(sendoutBatches.source, 'campaign'),
          eq(sendoutBatches.sourceId, campaign.id),
          eq(sendoutBatches.type, type),
          eq(sendoutBatches.status, 'schedule'),
        ),
      );
}

/**
 * Once a day from 10:00 Japan time: for each open campaign with "send to new members" whose
 * invitation went out before, one automatic invitation batch, queued behind any running batch.
 * The invitation rule (recipients.ts) leaves out everyone invited before, so only members who
 * joined or came to match since receive it. Returns how many batches were queued.
 */
export async function inviteNewMembers(db: Db, appUrl: string, now = new Date()): Promise<number> {
  if (now.getTime() < todayAtTenJst(now).getTime()) return 0;
  const candidates = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.sendToNewMembers, true),
        // A sampled campaign invites its draws only.
        isNull(campaigns.sample),
        eq(campaigns.status, 'active'),
        lte(campaigns.startAt, now),
        gt(campaigns.expiresAt, now),
        sql`exists (select 1 from sendout_batches b where b.source = 'campaign'
          and b.source_id = ${CAMPAIGN_ID} and b.type = 'invitation' and b.automatic = false
          and b.status in ('in_progress', 'completed'))`,
      ),
    );
  let queued = 0;
  for (const campaign of candidates) {
    if (!isMailable(campaign, now)) continue;
    const done = await db.transaction(async (tx) => {
      await tx
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.id, campaign.id))
        .for('update');
      return queueAutomaticInvitation(
        tx,
        { source: 'campaign', sourceId: campaign.id },
        () => batchInput(tx, campaign, 'invitation', appUrl, null),
        now,
      );
    });
    if (done) queued += 1;
  }
  return queued;
}
