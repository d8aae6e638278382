// A batch's states in the database: schedule → in_progress (recipients snapshotted by the
// engine's job) → completed | fail. Only one batch may be in_progress, across every server process (a partial
// unique index); these functions move a batch between states and nothing else.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@fanclub/contract/codes';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { sendoutBatches, users, type SendoutBatchRow } from '../../db/schema/index';
import { affectedCount, rowsOf } from '../../db/rows';
import { countAudience } from '../audience/queries';
import { membersMatching } from '../audience/sql';
import { notSuppressed } from '../suppression/sql';
import { mailLanguageSql } from './language-sql';
import { recipientRule } from './sources';

/** Failures counted before the failure ratio may end a batch. */
export const MIN_FAILURES_TO_ABORT = 20;

/** Written languages of a batch's mail (a recipient gets the one the contract's chain picks). */
export function writtenLanguages(batch: Pick<SendoutBatchRow, 'mail'>): ContentLanguage[] {
  return CONTENT_LANGUAGES.filter((lang) => batch.mail[lang]?.subject && batch.mail[lang]?.body);
}

/** Whether a batch can be sent at all: an audience, and Japanese content (everyone's fallback). */
export function setupProblem(batch: Pick<SendoutBatchRow, 'mail' | 'audience'>): string | null {
  if (!batch.audience) return 'no audience';
  if (!writtenLanguages(batch).includes('ja')) return 'no Japanese mail content';
  return null;
}

/** The recipients an audience and its source's rule reach now, as SQL over `users`. */
function recipientsWhere(
  batch: SendoutBatchRow,
  rule: Awaited<ReturnType<typeof recipientRule>>,
  now: Date,
) {
  return sql`${membersMatching(batch.audience, now, { consent: batch.consent })}
    and ${notSuppressed(users.email)}
    ${rule && 'where' in rule ? sql`and ${rule.where}` : sql``}`;
}

/**
 * How many members the batch reaches at its start. A newsletter batch without a source rule (a
 * post's) takes the audience count's figure (summed from the member statistics where it can be:
 * "all" of a million members without reading them); the others count their members.
 */
async function countAtStart(
  tx: Db,
  batch: SendoutBatchRow,
  rule: Awaited<ReturnType<typeof recipientRule>>,
  now: Date,
): Promise<number> {
  if (!rule && batch.consent === 'newsletter')
    return (await countAudience(tx, batch.audience)).newsletter;
  const [counted] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from users where ${recipientsWhere(batch, rule, now)}`,
    ),
  );
  return Number(counted?.n ?? 0);
}

/**
 * Marks a batch running, in one short transaction: `snapshot_due` is set and `recipient_count`
 * is the audience's size at this moment; the snapshot itself is `takeSnapshot`, in the engine's
 * job, so a request that starts a batch for a million members does not copy them. Throws the
 * unique violation of `sendout_batches_one_running` when another batch runs (the caller decides
 * what that means). Returns the started batch, or undefined if it was no longer `schedule`.
 */
export async function startBatch(
  db: Db,
  batchId: number,
  now = new Date(),
): Promise<SendoutBatchRow | undefined> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .update(sendoutBatches)
      .set({ status: 'in_progress', startedAt: now, snapshotDue: true })
      .where(and(eq(sendoutBatches.id, batchId), eq(sendoutBatches.status, 'schedule')))
      .returning();
    if (!batch) return undefined;
    // The source's own rule (a campaign that closed mails nobody; reminders skip completers).
    const rule = await recipientRule(tx, batch, now);
    const problem = setupProblem(batch) ?? (rule && 'closed' in rule ? rule.closed : null);
    if (problem) {
      const [failed] = await tx
        .update(sendoutBatches)
        .set({
          status: 'fail',
          finishedAt: now,
          error: problem,
          recipientCount: 0,
          snapshotDue: false,
        })
        .where(eq(sendoutBatches.id, batchId))
        .returning();
      return failed;
    }
    const [started] = await tx
      .update(sendoutBatches)
      .set({ recipientCount: await countAtStart(tx, batch, rule, now) })
      .where(eq(sendoutBatches.id, batchId))
      .returning();
    return started;
  });
}

/**
 * Snapshots a started batch's recipients (as its audience and rule were at its start), once
 * across every process: the row lock of the first taker makes the others find it taken. Sets
 * the exact recipient count. Returns false when there was nothing to take.
 */
export async function takeSnapshot(db: Db, batchId: number): Promise<boolean> {
  const copied = await copyRecipients(db, batchId);
  // A batch adds up to every member at once, far more than autovacuum's threshold waits for: the
  // planner learns of them now, not a minute into the sending, when its plans for the claims and
  // records of this batch would still take it for a handful of rows (and scan the whole batch).
  if (copied > 0) await db.execute(sql`analyze sendout_recipients`);
  return copied >= 0;
}

/** The snapshot's copy: how many recipients it copied, -1 when the batch needed none. */
async function copyRecipients(db: Db, batchId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .update(sendoutBatches)
      .set({ snapshotDue: false })
      .where(
        and(
          eq(sendoutBatches.id, batchId),
          eq(sendoutBatches.status, 'in_progress'),
          eq(sendoutBatches.snapshotDue, true),
        ),
      )
      .returning();
    if (!batch) return -1;
    const at = batch.startedAt ?? new Date();
    const rule = await recipientRule(tx, batch, at);
    if (rule && 'closed' in rule) {
      await tx
        .update(sendoutBatches)
        .set({ status: 'fail', finishedAt: new Date(), error: rule.closed, recipientCount: 0 })
        .where(eq(sendoutBatches.id, batchId));
      return 0;
    }
    const languages = writtenLanguages(batch);
    const inserted = await tx.execute(sql`
      insert into sendout_recipients (batch_id, user_id, email, language, nickname, first_name, last_name)
      select ${batch.id}, users.id, users.email,
        ${mailLanguageSql(languages)},
        users.nickname, users.first_name, users.last_name
      from users
      where ${recipientsWhere(batch, rule, at)}`);
    if (rule && 'where' in rule) await rule.afterSnapshot?.(tx, at);
    const copied = affectedCount(inserted);
    await tx
      .update(sendoutBatches)
      .set({ recipientCount: copied })
      .where(eq(sendoutBatches.id, batchId));
    return copied;
  });
}

/**
 * Starts the earliest due scheduled batch; false when none was due or another runs (maybe
 * started by another process a moment ago: the caller waits for a later tick).
 */
export async function startDueBatch(
  db: Db,
  now: Date,
): Promise<SendoutBatchRow | false | undefined> {
  const [due] = await db
    .select({ id: sendoutBatches.id })
    .from(sendoutBatches)
    .where(and(eq(sendoutBatches.status, 'schedule'), lte(sendoutBatches.scheduledAt, now)))
    .orderBy(asc(sendoutBatches.scheduledAt), asc(sendoutBatches.id))
    .limit(1);
  if (!due) return false;
  try {
    return await startBatch(db, due.id, now);
  } catch (error) {
    if (uniqueViolation(error)) return false;
    throw error;
  }
}

type Counts = { open: number; sent: number; failed: number };

async function countRecipients(db: Db, batchId: number): Promise<Counts> {
  const [counts] = rowsOf<Counts>(
    await db.execute(sql`
      select count(*) filter (where status in ('pending', 'sending'))::int as open,
             count(*) filter (where status = 'sent')::int as sent,
             count(*) filter (where status = 'failed')::int as failed
      from sendout_recipients where batch_id = ${batchId}`),
  );
  return counts ?? { open: 0, sent: 0, failed: 0 };
}

/** Writes the end of a running batch with exact counts from its recipient rows. */
async function endBatch(db: Db, batchId: number, counts: Counts, error: string | null) {
  await db
    .update(sendoutBatches)
    .set({
      status: error ? 'fail' : 'completed',
      finishedAt: new Date(),
      sentCount: counts.sent,
      failedCount: counts.failed,
      error,
    })
    .where(and(eq(sendoutBatches.id, batchId), eq(sendoutBatches.status, 'in_progress')));
}

/** Ends a running batch when none of its recipients is left open. */
export async function finishIfDone(db: Db, batchId: number, failRatio: number): Promise<boolean> {
  const counts = await countRecipients(db, batchId);
  if (counts.open > 0) return false;
  const total = counts.sent + counts.failed;
  const failing = counts.failed >= MIN_FAILURES_TO_ABORT && counts.failed > total * failRatio;
  const failed = failing || (total > 0 && counts.sent === 0);
  await endBatch(db, batchId, counts, failed ? 'too many delivery failures' : null);
  return true;
}

/** Ends a running batch as `fail` now (too many failures); its unsent recipients stay unsent. */
export async function abortBatch(db: Db, batchId: number, reason: string): Promise<void> {
  await endBatch(db, batchId, await countRecipients(db, batchId), reason);
}
