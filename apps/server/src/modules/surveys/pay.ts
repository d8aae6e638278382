// Paying a finished survey answer through the ledger: at once, or when an admin approves a
// held one. Both use the completion's idempotency key, so an answer is paid at most once.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type CampaignRow } from '../../db/schema/index';
import { titleFor } from '../campaigns/presenter';
import { movePoints, type MoveResult } from '../points/ledger';
import { describedAs } from '../points/presenter';

type Finished = 'completed' | 'screenout' | 'overquota';

const LEDGER_KEY: Record<Finished, string> = {
  completed: 'ledger.survey_answer',
  screenout: 'ledger.survey_screenout',
  overquota: 'ledger.survey_overquota',
};

/** What an outcome earns: the full points, the screen-out's, or the campaign's over-quota amount. */
export function pointsFor(campaign: CampaignRow, status: Finished): number {
  if (status === 'completed') return campaign.point;
  if (status === 'overquota') return campaign.overQuotaPoint ?? campaign.screenoutPoint;
  return campaign.screenoutPoint;
}

export async function payAnswer(
  tx: Db,
  answer: { userId: number; status: Finished; points: number; createdById?: number },
  campaign: CampaignRow,
): Promise<MoveResult> {
  const [member] = await tx
    .select({ mainLanguage: users.mainLanguage })
    .from(users)
    .where(eq(users.id, answer.userId));
  return movePoints(tx, {
    userId: answer.userId,
    type: 'PC03',
    points: answer.points,
    description: describedAs(LEDGER_KEY[answer.status], {
      title: titleFor(campaign, member?.mainLanguage ?? 'ja'),
    }),
    reference: `campaign:${campaign.id}`,
    idempotencyKey: `PC03:campaign:${campaign.id}:user:${answer.userId}`,
    createdById: answer.createdById ?? null,
  });
}
