// Campaign rules: where a campaign stands, whether it may be mailed, deleted or started.
import type { CampaignState, SurveyClosedReason } from '@fanclub/contract/campaigns';
import type { CampaignRow } from '../../db/schema/index';

type StateInput = Pick<
  CampaignRow,
  'status' | 'audience' | 'startAt' | 'expiresAt' | 'respondentLimit' | 'completedCount'
> & { hasInvitation: boolean };

export function isFull(c: Pick<CampaignRow, 'respondentLimit' | 'completedCount'>): boolean {
  return c.respondentLimit !== null && c.completedCount >= c.respondentLimit;
}

/** Derived state: draft until it has an audience and a Japanese invitation. */
export function campaignState(c: StateInput, now = new Date()): CampaignState {
  if (!c.audience || !c.hasInvitation) return 'draft';
  if (c.status === 'disabled') return 'disabled';
  if (now.getTime() >= c.expiresAt.getTime()) return 'closed';
  if (isFull(c)) return 'full';
  if (now.getTime() < c.startAt.getTime()) return 'scheduled';
  return 'open';
}

/**
 * Whether invitations and reminders may go out: active, not expired, not full. (A batch may be
 * scheduled before the start, so `scheduled` counts as mailable.)
 */
export function isMailable(
  c: Pick<CampaignRow, 'status' | 'expiresAt' | 'respondentLimit' | 'completedCount'>,
  now = new Date(),
): boolean {
  return c.status === 'active' && now.getTime() < c.expiresAt.getTime() && !isFull(c);
}

/** Why a member may not start now, or null when they may. */
export function startRefusal(
  c: Pick<CampaignRow, 'status' | 'startAt' | 'expiresAt' | 'respondentLimit' | 'completedCount'>,
  respondent: { status: string } | undefined,
  member: { surveyConsent: boolean },
  now = new Date(),
): SurveyClosedReason | null {
  if (respondent && respondent.status !== 'invited' && respondent.status !== 'started')
    return 'answered';
  if (c.status !== 'active' || now.getTime() >= c.expiresAt.getTime()) return 'closed';
  if (now.getTime() < c.startAt.getTime()) return 'upcoming';
  // A member who already started may come back to finish even once the quota is full.
  if (isFull(c) && respondent?.status !== 'started') return 'full';
  if (!member.surveyConsent) return 'consent';
  return null;
}
