// A batch as the admin screens see it (contract `SendoutBatch`).
import type { SendoutBatch } from '@fanclub/contract/sendouts';
import type { SendoutBatchRow } from '../../db/schema/index';

export function presentBatch(row: SendoutBatchRow, sourceTitle: string): SendoutBatch {
  return {
    id: row.id,
    source: row.source,
    sourceId: row.sourceId,
    sourceTitle,
    type: row.type,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    scheduledAt: row.scheduledAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    recipients: row.recipientCount,
    sent: row.sentCount,
    failed: row.failedCount,
    opened: row.openedCount,
    clicked: row.clickedCount,
    humanOpened: row.humanOpenedCount,
    humanClicked: row.humanClickedCount,
    // Without a provider's reports the relay's acceptance is the best word there is.
    delivered: row.deliveredCount > 0 ? row.deliveredCount : row.sentCount,
    hardBounced: row.hardBouncedCount,
    softBounced: row.softBouncedCount,
    complained: row.complainedCount,
    openRate: row.sentCount > 0 ? Math.min(1, row.openedCount / row.sentCount) : 0,
  };
}
