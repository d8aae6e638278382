// The suppression rules (record.ts): a hard bounce at once, the third soft bounce within 30 days,
// a complaint (which also turns news mail off); each report counted once, on the list once.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { mailEvents, mailSuppressions, sendoutBatches, users } from '../../db/schema/index';
import { buildMember, useTestApp } from '../../../test/helpers';
import { recordMailEvents } from './record';

const ctx = useTestApp();
const DAY = 24 * 60 * 60 * 1000;
let n = 0;
const address = () => `Bounce${(n += 1)}.${process.pid}@Example.JP`;

async function entryOf(email: string) {
  const [row] = await ctx.db
    .select()
    .from(mailSuppressions)
    .where(eq(mailSuppressions.email, email.toLowerCase()));
  return row;
}

async function newBatch(): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`
      insert into sendout_batches (source, source_id, type, status, consent, audience, mail,
        scheduled_at)
      values ('post', 1, 'invitation', 'completed', 'newsletter', '{"type":"all"}',
        '{"ja":{"subject":"s","body":"<p>b</p>"}}'::jsonb, now())
      returning id`),
  );
  return Number(row!.id);
}

describe('recordMailEvents', () => {
  it('suppresses a hard bounce at once, by its lower-case address', async () => {
    const email = address();
    await recordMailEvents(ctx.db, [
      { email, kind: 'hard_bounce', source: 'smtp', detail: '550 5.1.1 user unknown' },
    ]);
    const entry = await entryOf(email);
    expect(entry).toMatchObject({ reason: 'hard_bounce', detail: '550 5.1.1 user unknown' });
    expect(entry?.email).toBe(email.toLowerCase());
  });

  it('suppresses on the third soft bounce within 30 days, not the second', async () => {
    const email = address();
    const now = Date.now();
    const soft = (daysAgo: number) => ({
      email,
      kind: 'soft_bounce' as const,
      source: 'ses' as const,
      occurredAt: new Date(now - daysAgo * DAY),
    });
    await recordMailEvents(ctx.db, [soft(20), soft(10)]);
    expect(await entryOf(email)).toBeUndefined();
    await recordMailEvents(ctx.db, [soft(0)]);
    expect((await entryOf(email))?.reason).toBe('soft_bounce');
  });

  it('does not suppress three soft bounces spread over more than 30 days', async () => {
    const email = address();
    const now = Date.now();
    for (const daysAgo of [45, 20, 0])
      await recordMailEvents(ctx.db, [
        { email, kind: 'soft_bounce', source: 'smtp', occurredAt: new Date(now - daysAgo * DAY) },
      ]);
    expect(await entryOf(email)).toBeUndefined();
  });

  it('suppresses a complaint, replaces a bounce reason and turns the member’s news mail off', async () => {
    const member = await buildMember(ctx.db, { newsletterConsent: true, surveyConsent: true });
    await recordMailEvents(ctx.db, [{ email: member.email, kind: 'hard_bounce', source: 'smtp' }]);
    await recordMailEvents(ctx.db, [
      { email: member.email.toUpperCase(), kind: 'complaint', source: 'sendgrid' },
    ]);
    const entry = await entryOf(member.email);
    expect(entry).toMatchObject({ reason: 'complaint', userId: member.id });
    const [after] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(after).toMatchObject({ newsletterConsent: false, surveyConsent: true });
    const consents = rowsOf<{ n: number }>(
      await ctx.db.execute(
        sql`select count(*)::int as n from consent_events where user_id = ${member.id}`,
      ),
    );
    expect(consents[0]?.n).toBe(1);
  });

  it('counts a repeated webhook once, on the event table and on the batch', async () => {
    const batchId = await newBatch();
    const email = address();
    const delivered = {
      email,
      kind: 'delivered' as const,
      source: 'postmark' as const,
      batchId,
      eventId: 'pm-1',
    };
    await recordMailEvents(ctx.db, [delivered]);
    await recordMailEvents(ctx.db, [delivered]);
    // Another event of the same kind for the same address in the batch is stored, not counted.
    await recordMailEvents(ctx.db, [{ ...delivered, eventId: 'pm-2' }]);
    await recordMailEvents(ctx.db, [
      { email, kind: 'soft_bounce', source: 'postmark', batchId, eventId: 'pm-3' },
    ]);
    const [batch] = await ctx.db
      .select()
      .from(sendoutBatches)
      .where(eq(sendoutBatches.id, batchId));
    expect(batch).toMatchObject({
      deliveredCount: 1,
      softBouncedCount: 1,
      hardBouncedCount: 0,
      complainedCount: 0,
    });
    const stored = await ctx.db
      .select()
      .from(mailEvents)
      .where(eq(mailEvents.email, email.toLowerCase()));
    expect(stored).toHaveLength(3);
  });

  it('keeps one entry when reports for one address arrive at once', async () => {
    const email = address();
    const batchId = await newBatch();
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((id) =>
        recordMailEvents(ctx.db, [
          { email, kind: 'hard_bounce', source: 'ses', eventId: `race-${id}`, batchId },
        ]),
      ),
    );
    const rows = await ctx.db
      .select()
      .from(mailSuppressions)
      .where(eq(mailSuppressions.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
    const [batch] = await ctx.db
      .select()
      .from(sendoutBatches)
      .where(eq(sendoutBatches.id, batchId));
    expect(batch?.hardBouncedCount).toBe(1);
  });
});
