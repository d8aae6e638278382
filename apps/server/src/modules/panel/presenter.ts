// A held answer as the review queue shows it: no raw row leaves the server.
import type { UiLocale } from '@fanclub/contract/codes';
import type { HeldAnswer } from '@fanclub/contract/panel';
import { titleFor } from '../campaigns/presenter';
import type { HeldAnswerRow } from './queries';

export function presentHeldAnswer(locale: UiLocale, row: HeldAnswerRow): HeldAnswer {
  const r = row.respondent;
  const seconds =
    r.startedAt && r.finishedAt
      ? Math.round((r.finishedAt.getTime() - r.startedAt.getTime()) / 1000)
      : null;
  return {
    id: r.id,
    campaignId: r.campaignId,
    campaignTitle: titleFor(row.campaign, locale),
    memberId: r.userId,
    nickname: row.nickname,
    respondentStatus: r.status,
    holdReason: r.holdReason ?? 'speeder',
    reviewStatus: r.reviewStatus ?? 'pending',
    points: r.pointsHeld,
    startedAt: r.startedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    seconds,
    lengthMinutes: row.campaign.lengthMinutes,
    reviewReason: r.reviewReason,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  };
}
