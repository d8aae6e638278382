// "Send to new members": once a day from 10:00 Japan time, a source (a campaign, an offer) whose
// invitation went out queues one automatic invitation; its recipient rule leaves out everyone it
// reached before, so only members who joined or came to match since receive it.
import { and, eq, gte } from 'drizzle-orm';
import { fromJapanParts, japanParts } from '@fanclub/contract/japan-time';
import type { Db } from '../../db/client';
import { sendoutBatches, type SendoutBatchRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { createBatch, type BatchInput } from './batches';

/** 10:00 Japan time of the day `now` falls in (Japan time). */
export function todayAtTenJst(now: Date): Date {
  const today = japanParts(now);
  return fromJapanParts(today.year, today.month, today.day, 10);
}

/**
 * Inside the caller's transaction, which has locked the source's row (so two processes ticking
 * at once queue one batch): today's automatic invitation, unless one was queued since 10:00.
 * An input that cannot be built or a batch the engine refuses queues nothing.
 */
export async function queueAutomaticInvitation(
  tx: Db,
  source: { source: SendoutBatchRow['source']; sourceId: number },
  buildInput: () => Promise<BatchInput>,
  now: Date,
): Promise<boolean> {
  const [today] = await tx
    .select({ id: sendoutBatches.id })
    .from(sendoutBatches)
    .where(
      and(
        eq(sendoutBatches.source, source.source),
        eq(sendoutBatches.sourceId, source.sourceId),
        eq(sendoutBatches.automatic, true),
        gte(sendoutBatches.scheduledAt, todayAtTenJst(now)),
      ),
    )
    .limit(1);
  if (today) return false;
  let input: BatchInput;
  try {
    input = await buildInput();
  } catch {
    return false;
  }
  const batch = await createBatch(tx, input, { at: now }).catch((error: unknown) => {
    if (error instanceof AppError) return undefined;
    throw error;
  });
  if (!batch) return false;
  await tx.update(sendoutBatches).set({ automatic: true }).where(eq(sendoutBatches.id, batch.id));
  return true;
}
