// What a batch's source adds to its recipients when the batch starts. Posts mail their whole
// audience; a campaign mails nobody once it is closed, and filters invitations and reminders;
// an offer mails nobody once it ended, and its automatic invitations reach only newcomers; a
// group's mail reaches the members its kind names (group-mail/recipients.ts).
import type { Db } from '../../db/client';
import type { SendoutBatchRow } from '../../db/schema/index';
import {
  campaignRecipientRule,
  campaignStillOpen,
  type RecipientRule,
} from '../campaigns/recipients';
import { groupRecipientRule, groupStillOpen } from '../group-mail/recipients';
import { offerRecipientRule, offerStillOpen } from '../offers/recipients';

export type { RecipientRule };

export async function recipientRule(
  tx: Db,
  batch: Pick<SendoutBatchRow, 'id' | 'source' | 'sourceId' | 'type' | 'automatic'>,
  now: Date,
): Promise<RecipientRule | null> {
  if (batch.source === 'campaign') return campaignRecipientRule(tx, batch, now);
  if (batch.source === 'offer') return offerRecipientRule(tx, batch, now);
  if (batch.source === 'group') return groupRecipientRule(tx, batch, now);
  return null;
}

/** Whether a running batch may go on mailing (checked before each page). */
export async function sourceStillOpen(
  db: Db,
  batch: Pick<SendoutBatchRow, 'source' | 'sourceId'>,
): Promise<boolean> {
  if (batch.source === 'campaign') return campaignStillOpen(db, batch.sourceId);
  if (batch.source === 'offer') return offerStillOpen(db, batch.sourceId);
  if (batch.source === 'group') return groupStillOpen(db, batch.sourceId);
  return true;
}

/**
 * The link tags of a source whose clicks the engine counts (an offer's partners are paid on
 * them): their batch-wide values, to be written into the links before tracking rewrites them.
 */
const TRACKED_LINK_TAGS: Partial<Record<SendoutBatchRow['source'], readonly string[]>> = {
  offer: ['offer_link'],
  group: ['group_link', 'topic_link'],
};

export function trackedLinkTags(
  batch: Pick<SendoutBatchRow, 'source' | 'tagValues'>,
  language: string,
): Record<string, string> {
  const values = batch.tagValues[language] ?? batch.tagValues.ja ?? {};
  const names = TRACKED_LINK_TAGS[batch.source] ?? [];
  return Object.fromEntries(names.filter((n) => values[n]).map((n) => [n, values[n]!]));
}
