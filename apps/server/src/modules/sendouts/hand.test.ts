// Lease renewal (hand.ts, claims.ts): the recipients a process holds keep their lease while it
// sends slowly, so another process claims only the others; what it no longer holds runs out (or
// goes back when it stops) and is claimed by the next one. A claim taken over by someone else is
// never renewed by the process that lost it. A delivered mail is counted once, whoever records it;
// a snapshot leaves the planner knowing the batch's rows.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { buildMember, useTestApp } from '../../../test/helpers';
import { addSent, claimPage, giveBack, recordSent, renewLeases } from './claims';
import { takeSnapshot } from './lifecycle';
import { claimHand } from './hand';

const ctx = useTestApp();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A batch nobody runs (scheduled a year ahead) with these members as pending recipients. */
async function batchFor(count: number): Promise<{ batchId: number; userIds: number[] }> {
  const userIds: number[] = [];
  for (let i = 0; i < count; i += 1)
    userIds.push((await buildMember(ctx.db, { newsletterConsent: true })).id);
  const [batch] = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`
      insert into sendout_batches (source, source_id, type, status, consent, audience, mail,
        scheduled_at)
      values ('post', 1, 'invitation', 'schedule', 'newsletter', '{"type":"all"}',
        '{"ja":{"subject":"s","body":"<p>b</p>"}}'::jsonb, now() + interval '1 year')
      returning id`),
  );
  const batchId = Number(batch!.id);
  await ctx.db.execute(sql`
    insert into sendout_recipients (batch_id, user_id, email, language, nickname, first_name,
      last_name)
    select ${batchId}, id, email, 'ja', nickname, first_name, last_name from users
    where id = any(${`{${userIds.join(',')}}`}::int[])`);
  return { batchId, userIds: userIds.sort((a, b) => a - b) };
}

const ids = (rows: Array<{ userId: number }>) => rows.map((r) => r.userId).sort((a, b) => a - b);

describe('sendout leases', () => {
  it('are renewed while held, so a slow sender’s rows are not claimed by another process', async () => {
    const { batchId, userIds } = await batchFor(6);
    const hand = claimHand({
      db: ctx.db,
      batchId,
      pageSize: 3,
      leaseSeconds: 2,
      mayClaim: async () => true,
      log: ctx.app.log,
    });
    // One handed out (on the wire), two queued: all three held with a 2 s lease.
    const first = await hand.next();
    expect(first?.userId).toBe(userIds[0]);
    // Well past the lease: without renewal all six would be claimable now.
    await pause(5_000);
    const other = await claimPage(ctx.db, batchId, 10, 60, 0);
    expect(ids(other)).toEqual(userIds.slice(3));

    // Once recorded (here: released without a record) a row is no longer renewed and runs out;
    // the queued ones go back when the sender stops.
    hand.release(first!.userId);
    const unsent = await hand.stop();
    expect(unsent.sort((a, b) => a - b)).toEqual(userIds.slice(1, 3));
    await giveBack(ctx.db, batchId, unsent);
    await pause(2_500);
    const rest = await claimPage(ctx.db, batchId, 10, 60, 0);
    expect(ids(rest)).toEqual(userIds.slice(0, 3));
  }, 20_000);

  it('is not renewed for a claim another process has taken over', async () => {
    const { batchId, userIds } = await batchFor(2);
    const mine = await claimPage(ctx.db, batchId, 2, 60, 0);
    // A renewal with the claim's own attempt renews it; one naming an older claim does not.
    const renewed = await renewLeases(ctx.db, batchId, mine, 60);
    expect([...renewed].sort((a, b) => a - b)).toEqual(userIds);
    const stale = mine.map((r) => ({ userId: r.userId, attempts: r.attempts - 1 }));
    expect((await renewLeases(ctx.db, batchId, stale, 60)).size).toBe(0);
  });
});

describe('sendout records', () => {
  const sentCount = async (batchId: number) =>
    Number(
      rowsOf<{ n: number }>(
        await ctx.db.execute(
          sql`select sent_count as n from sendout_batches where id = ${batchId}`,
        ),
      )[0]!.n,
    );

  it('count a claimed recipient once, however often it is recorded', async () => {
    const { batchId, userIds } = await batchFor(3);
    const claimed = await claimPage(ctx.db, batchId, 2, 60, 0);
    expect(await recordSent(ctx.db, batchId, ids(claimed), true)).toBe(2);
    // Recorded again (its lease ran out and another process sent and recorded it): no change.
    // A row never claimed is not recorded either.
    expect(await recordSent(ctx.db, batchId, [userIds[0]!, userIds[2]!])).toBe(0);
    const statuses = rowsOf<{ status: string }>(
      await ctx.db.execute(sql`select status from sendout_recipients
        where batch_id = ${batchId} order by user_id`),
    ).map((r) => r.status);
    expect(statuses).toEqual(['sent', 'sent', 'pending']);
    // The progress is added apart, by what the records answered.
    await addSent(ctx.db, batchId, 2);
    await addSent(ctx.db, batchId, 0);
    expect(await sentCount(batchId)).toBe(2);
  });

  it('are planned knowing the batch: a snapshot analyses the recipients it copied', async () => {
    for (let i = 0; i < 4; i += 1) await buildMember(ctx.db, { newsletterConsent: true });
    const [batch] = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`
        insert into sendout_batches (source, source_id, type, status, consent, audience, mail,
          snapshot_due, started_at)
        values ('post', 1, 'invitation', 'in_progress', 'newsletter', '{"type":"all"}',
          '{"ja":{"subject":"s","body":"<p>b</p>"}}'::jsonb, true, now())
        returning id`),
    );
    expect(await takeSnapshot(ctx.db, Number(batch!.id))).toBe(true);
    const [stats] = rowsOf<{ estimated: number; rows: number }>(
      await ctx.db.execute(sql`
        select (select reltuples from pg_class where relname = 'sendout_recipients') as estimated,
          (select count(*)::int from sendout_recipients) as rows`),
    );
    expect(Number(stats!.rows)).toBeGreaterThanOrEqual(4);
    expect(Number(stats!.estimated)).toBe(Number(stats!.rows));
  });
});
