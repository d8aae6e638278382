// An admin's decision on a held survey answer, each in one transaction under the answer's row
// lock: approving pays the held points once through the ledger (the completion's own key),
// rejecting pays nothing, frees the quota place and tells the member why in their language.
// Every decision is in the audit log.
import { eq, sql } from 'drizzle-orm';
import type { ReviewDecision } from '@fanclub/contract/panel';
import type { Db } from '../../db/client';
import { campaignRespondents, campaigns, type CampaignRespondentRow } from '../../db/schema/index';
import { appError, notFound } from '../../errors';
import type { ServiceContext } from '../../lib/context';
import { mailLanguage } from '../../mail/templates';
import { type AuditActor, recordAudit } from '../audit/record';
import { titleFor } from '../campaigns/presenter';
import { findUserContact } from '../rewards/queries';
import { payAnswer } from '../surveys/pay';
import { lockAnswer } from './queries';

type Admin = AuditActor & { actorId: number };

const decided = () => appError('CONFLICT', { messageKey: 'panel.already_decided' });

async function lockCampaign(tx: Db, id: number) {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  if (!campaign) throw notFound();
  return campaign;
}

async function markDecided(
  tx: Db,
  row: CampaignRespondentRow,
  admin: Admin,
  decision: { reviewStatus: 'approved' | 'rejected'; reason?: string; paid: number },
) {
  await tx
    .update(campaignRespondents)
    .set({
      reviewStatus: decision.reviewStatus,
      reviewReason: decision.reason ?? null,
      reviewedAt: new Date(),
      reviewedById: admin.actorId,
      pointsCredited: decision.paid,
    })
    .where(eq(campaignRespondents.id, row.id));
  await recordAudit(tx, admin, {
    action: decision.reviewStatus === 'approved' ? 'answer_approved' : 'answer_rejected',
    targetType: 'campaign_respondent',
    targetId: row.id,
    memberId: row.userId,
    details: { campaignId: row.campaignId, holdReason: row.holdReason, points: row.pointsHeld },
  });
}

/** pending → approved, paying the held points; approving again answers without paying. */
export async function approveAnswer(
  ctx: ServiceContext,
  admin: Admin,
  id: number,
): Promise<ReviewDecision> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockAnswer(tx, id);
    if (!row?.reviewStatus) throw notFound();
    if (row.reviewStatus === 'approved') return { id, reviewStatus: 'approved', paid: 0 };
    if (row.reviewStatus !== 'pending') throw decided();
    const campaign = await lockCampaign(tx, row.campaignId);
    const status = row.status as 'completed' | 'screenout' | 'overquota';
    let paid = 0;
    if (row.pointsHeld > 0) {
      const moved = await payAnswer(
        tx,
        { userId: row.userId, status, points: row.pointsHeld, createdById: admin.actorId },
        campaign,
      );
      if (moved.applied) paid = row.pointsHeld;
    }
    await markDecided(tx, row, admin, { reviewStatus: 'approved', paid: row.pointsHeld });
    return { id, reviewStatus: 'approved', paid };
  });
}

/** pending → rejected with the office's reason: nothing paid, the member mailed politely. */
export async function rejectAnswer(
  ctx: ServiceContext,
  admin: Admin,
  id: number,
  reason: string,
): Promise<ReviewDecision> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockAnswer(tx, id);
    if (!row?.reviewStatus) throw notFound();
    if (row.reviewStatus !== 'pending') throw decided();
    const campaign = await lockCampaign(tx, row.campaignId);
    // A rejected complete does not fill the quota: its place goes to another member.
    if (row.status === 'completed')
      await tx
        .update(campaigns)
        .set({ completedCount: sql`greatest(${campaigns.completedCount} - 1, 0)` })
        .where(eq(campaigns.id, campaign.id));
    await markDecided(tx, row, admin, { reviewStatus: 'rejected', reason, paid: 0 });
    const member = await findUserContact(tx, row.userId);
    if (member)
      await ctx.mailer.send(tx, {
        to: member.email,
        language: member.mainLanguage,
        template: 'answerRejected',
        vars: {
          nickname: member.nickname,
          url: `${ctx.config.appUrl}/home`,
          // Japanese mail gets the Japanese title; every other language the English one.
          title: titleFor(campaign, mailLanguage(member.mainLanguage)),
          reason,
        },
      });
    return { id, reviewStatus: 'rejected', paid: 0 };
  });
}
