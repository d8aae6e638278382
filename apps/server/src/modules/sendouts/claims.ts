// The recipient rows of a running batch as the delivery moves them: claimed a page at a time
// (`sending`, with a lease, `FOR UPDATE SKIP LOCKED` so several processes share a batch), then
// recorded `sent` in groups (one UPDATE … FROM unnest() per group), or `failed`/`pending` one by
// one. A claimed row that is never recorded (its process died) is claimed again once its lease
// ran out: only the mails that were on the wire at the kill can go twice.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce, rawStatement } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import type { SendoutRecipientRow } from '../../db/schema/index';

/** A claimed recipient: what its mail needs. */
export type Claimed = Pick<
  SendoutRecipientRow,
  'userId' | 'email' | 'language' | 'nickname' | 'firstName' | 'lastName' | 'attempts'
>;

const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/**
 * Claims up to `pageSize` open recipients: those whose lease ran out first, then pending ones
 * after `after` (a keyset cursor: the index on (batch, status, user) is read from there on, not
 * from its start past every row already claimed).
 */
export async function claimPage(
  db: Db,
  batchId: number,
  pageSize: number,
  leaseSeconds: number,
  after: number,
): Promise<Claimed[]> {
  const now = new Date();
  const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with expired as (
        select user_id from sendout_recipients
        where batch_id = ${batchId} and status = 'sending'
          and claimed_until < ${now.toISOString()}::timestamptz
        order by user_id limit ${pageSize}
        for update skip locked
      ), open as (
        select user_id from sendout_recipients
        where batch_id = ${batchId} and status = 'pending' and user_id > ${after}
        order by user_id limit ${pageSize}
        for update skip locked
      ), chosen as (
        select user_id from (select user_id from expired union all select user_id from open) c
        limit ${pageSize}
      )
      update sendout_recipients r
      set status = 'sending', claimed_until = ${leaseUntil.toISOString()}::timestamptz,
          attempts = r.attempts + 1
      where r.batch_id = ${batchId} and r.user_id = any(array(select user_id from chosen))
      returning r.user_id, r.email, r.language, r.nickname, r.first_name, r.last_name, r.attempts`),
  );
  return rows
    .map((row) => ({
      userId: Number(row.user_id),
      email: String(row.email),
      language: String(row.language),
      nickname: String(row.nickname),
      firstName: String(row.first_name),
      lastName: String(row.last_name),
      attempts: Number(row.attempts),
    }))
    .sort((a, b) => a.userId - b.userId);
}

/**
 * Renews the lease of rows this process still holds (queued, or on the wire and not recorded
 * yet), so a page that takes longer than the lease is not claimed by another process meanwhile.
 * A row is renewed only while it is still this claim's: `sending`, the same attempt, and its lease
 * not run out (once run out, another process may have it). Answers the ids renewed; the others
 * keep the lease they had, and the sender hands out no row whose lease is about to run out.
 */
export async function renewLeases(
  db: Db,
  batchId: number,
  held: Array<{ userId: number; attempts: number }>,
  leaseSeconds: number,
): Promise<Set<number>> {
  if (held.length === 0) return new Set();
  const now = new Date();
  const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000);
  // `skip locked`: a row being recorded or claimed right now is left alone (never a wait, so never
  // a deadlock with the records); it keeps the lease it has.
  const rows = rowsOf<{ user_id: number }>(
    await db.execute(sql`
      with mine as (
        select r.user_id from sendout_recipients r
        join unnest(${intArray(held.map((h) => h.userId))}::int[],
          ${intArray(held.map((h) => h.attempts))}::int[]) as h(id, attempts)
          on r.user_id = h.id and r.attempts = h.attempts
        where r.batch_id = ${batchId} and r.status = 'sending'
          and r.claimed_until >= ${now.toISOString()}::timestamptz
        for update of r skip locked
      )
      update sendout_recipients r set claimed_until = ${leaseUntil.toISOString()}::timestamptz
      from mine
      where r.batch_id = ${batchId} and r.user_id = mine.user_id
      returning r.user_id`),
  );
  return new Set(rows.map((row) => Number(row.user_id)));
}

/**
 * Records a group of delivered recipients `sent`; answers how many rows it changed (a row that
 * is no longer `sending`, recorded already by a process that took it over, is not counted twice).
 * The batch's `sent_count` is added to apart from this (`addSent`), so the groups of a batch do
 * not all update its one row: a lane's next mail waits for its record, and a statement that only
 * touches the group's rows commits sooner.
 * `asyncCommit`: the statement's transaction commits without waiting for the WAL flush (visible
 * at once, and kept whatever becomes of this process; only a crash of the database server itself
 * could lose the last fraction of a second of records, and a lost record means the mail goes
 * again, never that someone is missed).
 */
export async function recordSent(
  db: Db,
  batchId: number,
  userIds: number[],
  asyncCommit = false,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const name = asyncCommit ? 'sendout_record_sent_async' : 'sendout_record_sent';
  const record = preparedOnce(db, name, () => {
    const commit = asyncCommit ? sql`, set_config('synchronous_commit', 'off', true)` : sql``;
    // `user_id = any(…)`: both key columns in the index condition, so the rows are found through
    // the primary key whatever the statistics say (joined with `unnest()`, a batch whose rows
    // arrived after the last ANALYZE was hashed against all its rows, about 1 ms per group at
    // 5,000). Named: parsed and planned once per connection, not once per group.
    return rawStatement<{ n: number }>(
      db,
      name,
      sql`
        with done as (
          update sendout_recipients
          set status = 'sent', claimed_until = null, error = null, sent_at = now()
          where batch_id = ${sql.placeholder('batchId')} and status = 'sending'
            and user_id = any(${sql.placeholder('ids')}::int[])
          returning 1
        )
        select (select count(*)::int from done) as n${commit}`,
    );
  });
  const [row] = await record({ batchId, ids: userIds.map((id) => Math.trunc(id)) });
  return Number(row?.n ?? 0);
}

/** Adds `count` recorded mails to the batch's progress. */
export async function addSent(db: Db, batchId: number, count: number): Promise<void> {
  if (count <= 0) return;
  await db.execute(
    sql`update sendout_batches set sent_count = sent_count + ${count} where id = ${batchId}`,
  );
}

/** Records one recipient's failure: `failed` for good (counted), or `pending` to try again. */
export async function recordFailure(
  db: Db,
  batchId: number,
  userId: number,
  retry: boolean,
  message: string,
): Promise<void> {
  await db.execute(sql`
    with done as (
      update sendout_recipients
      set status = ${retry ? 'pending' : 'failed'}, claimed_until = null, error = ${message}
      where batch_id = ${batchId} and user_id = ${userId}
      returning 1
    )
    update sendout_batches
    set failed_count = failed_count + ${retry ? 0 : 1} * (select count(*)::int from done)
    where id = ${batchId}`);
}

/** Shutting down: claims not sent go back at once instead of waiting for the lease to run out. */
export async function giveBack(db: Db, batchId: number, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`
    update sendout_recipients set status = 'pending', claimed_until = null,
      attempts = greatest(attempts - 1, 0)
    where batch_id = ${batchId} and status = 'sending'
      and user_id = any(${intArray(userIds)}::int[])`);
}
