// A member starting a campaign's survey (their respondent id, then the survey tool) and the
// survey tool's signed completion (the outcome recorded once, points through the ledger, the
// quota counted under the campaign's row lock, held answers kept for an admin).
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { RID_TAG, type SurveyClosedReason, type SurveyOutcome } from '@fanclub/contract/campaigns';
import { type SurveyCompleteResult } from '@fanclub/contract/surveys';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import { campaignRespondents, campaigns, type UserRow } from '../../db/schema/index';
import { notFound } from '../../errors';
import { audienceIncludes } from '../audience/sql';
import { stratumQuotaFull } from '../campaign-samples/rule';
import { isFull, startRefusal } from '../campaigns/policy';
import { CAMPAIGN_ID } from '../campaigns/queries';
import { holdReasonFor } from '../panel/checks';
import { payAnswer, pointsFor } from './pay';

export const newRid = () => randomBytes(16).toString('hex');
const FINISHED = new Set(['completed', 'screenout', 'overquota']);

export type StartResult = { redirect: string } | { closed: SurveyClosedReason };

/** Where the start link sends a member: the survey with their respondent id, or why not. */
export async function startSurvey(
  db: Db,
  campaignId: number,
  member: UserRow,
  now = new Date(),
): Promise<StartResult> {
  const [found] = await db
    .select({
      campaign: campaigns,
      inAudience: sql<boolean>`coalesce(${audienceIncludes(campaigns.audience, member, now)}, false)`,
      sendable: sql<boolean>`exists (select 1 from campaign_emails e where e.campaign_id = ${CAMPAIGN_ID}
        and e.type = 'invitation' and e.language = 'ja')`,
      respondent: campaignRespondents,
    })
    .from(campaigns)
    .leftJoin(
      campaignRespondents,
      and(
        eq(campaignRespondents.campaignId, campaigns.id),
        eq(campaignRespondents.userId, member.id),
      ),
    )
    .where(eq(campaigns.id, campaignId));
  // A draft, or a campaign that is not for this member, does not exist for them.
  if (!found || !found.campaign.audience || !found.sendable) throw notFound();
  if (!found.respondent && !found.inAudience) throw notFound();
  // A sampled campaign is for the members drawn (invited) only.
  if (!found.respondent && found.campaign.sample) throw notFound();
  const refusal = startRefusal(found.campaign, found.respondent ?? undefined, member, now);
  if (refusal) return { closed: refusal };
  const [row] = await db
    .insert(campaignRespondents)
    .values({ campaignId, userId: member.id, rid: newRid(), status: 'started', startedAt: now })
    .onConflictDoUpdate({
      target: [campaignRespondents.campaignId, campaignRespondents.userId],
      set: {
        status: sql`case when ${campaignRespondents.status} = 'invited' then 'started' else ${campaignRespondents.status} end`,
        startedAt: sql`coalesce(${campaignRespondents.startedAt}, excluded.started_at)`,
      },
    })
    .returning({ rid: campaignRespondents.rid });
  const rid = encodeURIComponent(row!.rid);
  return { redirect: found.campaign.surveyLink.replaceAll(RID_TAG, rid) };
}

/**
 * Records the survey tool's outcome for a respondent id, once. A complete within the quota counts
 * toward it; one that arrives after the quota filled is kept apart as over-quota and paid the
 * campaign's over-quota amount (so does a complete from a sampled stratum whose quota is full,
 * campaign-samples/rule.ts). An answer that fails a panel check (panel/checks.ts) is held for an
 * admin instead of paid.
 */
export async function completeSurvey(
  db: Db,
  config: Config,
  rid: string,
  outcome: SurveyOutcome,
  now = new Date(),
): Promise<SurveyCompleteResult> {
  return db.transaction(async (tx) => {
    const [respondent] = await tx
      .select()
      .from(campaignRespondents)
      .where(eq(campaignRespondents.rid, rid))
      .for('update');
    if (!respondent) throw notFound();
    if (FINISHED.has(respondent.status))
      return {
        campaignId: respondent.campaignId,
        outcome: outcomeOf(respondent.status),
        respondentStatus: respondent.status,
        points: respondent.pointsCredited,
        alreadyCredited: true,
        held: respondent.reviewStatus === 'pending',
      };
    const [campaign] = await tx
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, respondent.campaignId))
      .for('update');
    if (!campaign) throw notFound();
    let status: 'completed' | 'screenout' | 'overquota' =
      outcome === 'complete' ? 'completed' : outcome;
    // Over quota: the campaign is full, or (sampled with quotas) the member's stratum is.
    if (
      status === 'completed' &&
      (isFull(campaign) || (await stratumQuotaFull(tx, campaign, respondent.stratum)))
    )
      status = 'overquota';
    const points = pointsFor(campaign, status);
    const hold = await holdReasonFor(
      tx,
      config,
      {
        userId: respondent.userId,
        complete: outcome === 'complete',
        points,
        startedAt: respondent.startedAt,
        lengthMinutes: campaign.lengthMinutes,
      },
      now,
    );
    if (status === 'completed')
      await tx
        .update(campaigns)
        .set({ completedCount: sql`${campaigns.completedCount} + 1` })
        .where(eq(campaigns.id, campaign.id));
    await tx
      .update(campaignRespondents)
      .set({
        status,
        finishedAt: now,
        startedAt: respondent.startedAt ?? now,
        pointsCredited: hold ? 0 : points,
        pointsHeld: hold ? points : 0,
        holdReason: hold,
        reviewStatus: hold ? 'pending' : null,
      })
      .where(eq(campaignRespondents.id, respondent.id));
    if (points > 0 && !hold)
      await payAnswer(tx, { userId: respondent.userId, status, points }, campaign);
    return {
      campaignId: campaign.id,
      outcome,
      respondentStatus: status,
      points: hold ? 0 : points,
      alreadyCredited: false,
      held: hold !== null,
    };
  });
}

function outcomeOf(status: string): SurveyOutcome {
  return status === 'screenout' ? 'screenout' : 'complete';
}
