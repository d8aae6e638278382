// What a batch's source adds to its recipients and its sending, as the source registered it when
// the app was wired (sendout-sources.ts): the engine knows its sources through this alone. A
// source without rules (posts) mails its whole audience while its batch runs.
import type { SQL } from 'drizzle-orm';
import type { SendoutSource } from '@fanclub/contract/sendouts';
import type { Db } from '../../db/client';
import type { SendoutBatchRow } from '../../db/schema/index';

/** Nobody (why), or the members a batch reaches besides its audience (a condition on `users`). */
export type RecipientRule =
  { closed: string } | { where: SQL; afterSnapshot?: (tx: Db, now: Date) => Promise<void> };

type RuleBatch = Pick<SendoutBatchRow, 'id' | 'source' | 'sourceId' | 'type' | 'automatic'>;

type SendoutSourceRules = {
  /** Asked when a batch starts, in its transaction. */
  recipients: (tx: Db, batch: RuleBatch, now: Date) => Promise<RecipientRule>;
  /** Whether a running batch may go on mailing (asked before each mail). */
  stillOpen: (db: Db, sourceId: number) => Promise<boolean>;
  /**
   * Link tags whose clicks the engine counts (an offer's partners are paid on them): their
   * batch-wide values are written into the links before tracking rewrites them.
   */
  trackedLinkTags?: readonly string[];
};

const registered = new Map<SendoutSource, SendoutSourceRules>();

/** A source's rules, from the app's wiring at start; registering again replaces them. */
export function registerSendoutSource(kind: SendoutSource, rules: SendoutSourceRules): void {
  registered.set(kind, rules);
}

export async function recipientRule(
  tx: Db,
  batch: RuleBatch,
  now: Date,
): Promise<RecipientRule | null> {
  const rules = registered.get(batch.source);
  return rules ? rules.recipients(tx, batch, now) : null;
}

/** Whether a running batch may go on mailing. */
export async function sourceStillOpen(
  db: Db,
  batch: Pick<SendoutBatchRow, 'source' | 'sourceId'>,
): Promise<boolean> {
  const rules = registered.get(batch.source);
  return rules ? rules.stillOpen(db, batch.sourceId) : true;
}

/** The batch-wide values of the source's counted link tags in one language. */
export function trackedLinkTags(
  batch: Pick<SendoutBatchRow, 'source' | 'tagValues'>,
  language: string,
): Record<string, string> {
  const values = batch.tagValues[language] ?? batch.tagValues.ja ?? {};
  const names = registered.get(batch.source)?.trackedLinkTags ?? [];
  return Object.fromEntries(names.filter((n) => values[n]).map((n) => [n, values[n]!]));
}
