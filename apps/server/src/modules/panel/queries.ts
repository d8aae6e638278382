// SQL of the admin review queue: held answers with their campaign and member, oldest first.
import { asc, count, desc, eq } from 'drizzle-orm';
import type { ReviewStatus } from '@fanclub/contract/campaigns';
import type { Db } from '../../db/client';
import { campaignRespondents, campaigns, users } from '../../db/schema/index';

const columns = {
  respondent: campaignRespondents,
  campaign: campaigns,
  nickname: users.nickname,
};

export async function reviewQueue(db: Db, status: ReviewStatus, page: number, limit: number) {
  const where = eq(campaignRespondents.reviewStatus, status);
  // Waiting answers oldest first (fair to members); decided ones newest decision first.
  const order =
    status === 'pending'
      ? [asc(campaignRespondents.finishedAt), asc(campaignRespondents.id)]
      : [desc(campaignRespondents.reviewedAt), desc(campaignRespondents.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(campaignRespondents)
      .innerJoin(campaigns, eq(campaigns.id, campaignRespondents.campaignId))
      .innerJoin(users, eq(users.id, campaignRespondents.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(campaignRespondents).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export type HeldAnswerRow = Awaited<ReturnType<typeof reviewQueue>>['rows'][number];

/** The held answer, its row locked until the transaction ends. */
export async function lockAnswer(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(campaignRespondents)
    .where(eq(campaignRespondents.id, id))
    .for('update');
  return row;
}
