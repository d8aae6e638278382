// A batch through a local relay that refuses some recipients at RCPT (550, a synchronous bounce):
// each refused address ends on the suppression list as a hard bounce, the batch counts it, and
// the next batch's snapshot leaves it out. Transactional mail still goes to a bounced address,
// never to one that complained; group notices and test sends skip any entry.
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailMessages,
  mailSuppressions,
  sendoutBatches,
  sendoutRecipients,
} from '../../db/schema/index';
import {
  buildAdmin,
  buildMember,
  Client,
  createTestContext,
  json,
  randomIp,
  type TestContext,
} from '../../../test/helpers';
import { recordMailEvents } from './record';

/** Every RCPT the relay was asked for, accepted or not. */
const asked: string[] = [];
const relay = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    asked.push(address.address.toLowerCase());
    if (address.address.startsWith('gone'))
      return callback(Object.assign(new Error('5.1.1 user unknown'), { responseCode: 550 }));
    callback();
  },
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => callback());
  },
});
relay.on('error', () => undefined);
let ctx: TestContext;
let admin: Client;
const YEAR = new Date().getFullYear();

beforeAll(async () => {
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  ctx = await createTestContext({
    SMTP_URL: `smtp://127.0.0.1:${(relay.server.address() as AddressInfo).port}`,
    SENDOUT_RATE: '0',
    SENDOUT_CONNECTIONS: '2',
    SENDOUT_FAIL_RATIO: '1',
  });
  await ctx.app.ready();
  admin = await new Client(ctx.app, 'ja').login((await buildAdmin(ctx.db)).email);
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => relay.close(() => resolve()));
});

const mail = {
  ja: { subject: '瀬戸内のお知らせ', body: '<p>{{nick_name}}さん、こんにちは。</p>' },
};

describe('a relay refusing recipients at RCPT', () => {
  it('suppresses each refused address as a hard bounce, counts it, and the next batch skips it', async () => {
    const yearOfBirth = 1961;
    const tag = process.pid;
    const members = [];
    for (const local of ['ok1', 'ok2', 'ok3', 'gone1', 'gone2'])
      members.push(
        await buildMember(ctx.db, {
          email: `${local}.${tag}@example.jp`,
          yearOfBirth,
          newsletterConsent: true,
        }),
      );
    const audience = { type: 'custom', ageMin: YEAR - yearOfBirth, ageMax: YEAR - yearOfBirth };
    const created = await admin.post('/api/posts', {
      title: '瀬戸内の島めぐり',
      contents: '<p>島をめぐります。</p>',
      audience,
      mail,
      status: 'published',
    });
    expect(created.statusCode, created.body).toBe(201);
    const postId = json<{ data: { id: number } }>(created).data.id;
    await ctx.app.sendouts.tick();

    const gone = members.filter((m) => m.email.startsWith('gone')).map((m) => m.email);
    const entries = await ctx.db
      .select()
      .from(mailSuppressions)
      .where(inArray(mailSuppressions.email, gone));
    expect(entries.map((e) => e.reason).sort()).toEqual(['hard_bounce', 'hard_bounce']);
    expect(entries[0]?.detail).toContain('550');
    const [first] = await ctx.db
      .select()
      .from(sendoutBatches)
      .where(and(eq(sendoutBatches.source, 'post'), eq(sendoutBatches.sourceId, postId)));
    expect(first).toMatchObject({ sentCount: 3, failedCount: 2, hardBouncedCount: 2 });
    type Listed = { id: number; delivered: number; hardBounced: number; complained: number };
    const listed = json<{ data: Listed[] }>(await admin.get('/api/admin/sendouts?limit=100'));
    expect(listed.data.find((b) => b.id === first!.id)).toMatchObject({
      delivered: 3,
      hardBounced: 2,
      softBounced: 0,
      complained: 0,
    });

    asked.length = 0;
    const again = await admin.post(`/api/admin/posts/${postId}/sendouts`, { sendMode: 'now' });
    expect(again.statusCode, again.body).toBe(201);
    await ctx.app.sendouts.tick();
    const batchId = json<{ data: { id: number } }>(again).data.id;
    const recipients = await ctx.db
      .select({ email: sendoutRecipients.email })
      .from(sendoutRecipients)
      .where(eq(sendoutRecipients.batchId, batchId));
    expect(recipients.map((r) => r.email).sort()).toEqual(
      members
        .filter((m) => !m.email.startsWith('gone'))
        .map((m) => m.email)
        .sort(),
    );
    expect(asked.filter((a) => a.startsWith('gone'))).toEqual([]);
  });

  it('still sends transactional mail to a bounced address, never to one that complained', async () => {
    const bounced = await buildMember(ctx.db);
    const complained = await buildMember(ctx.db);
    await recordMailEvents(ctx.db, [
      { email: bounced.email, kind: 'hard_bounce', source: 'smtp' },
      { email: complained.email, kind: 'complaint', source: 'ses' },
    ]);
    for (const m of [bounced, complained]) {
      const c = await new Client(ctx.app, 'en', randomIp()).csrf();
      const res = await c.post('/api/forgot-password', { email: m.email });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const rows = await ctx.db
      .select({ to: mailMessages.toAddress })
      .from(mailMessages)
      .where(inArray(mailMessages.toAddress, [bounced.email, complained.email]));
    expect(rows.map((r) => r.to)).toEqual([bounced.email]);
  });

  it('refuses a test send to a suppressed address, saying why', async () => {
    const [post] = await ctx.db.select({ id: sendoutBatches.sourceId }).from(sendoutBatches);
    const entry = `gone-test.${process.pid}@example.jp`;
    await recordMailEvents(ctx.db, [{ email: entry, kind: 'hard_bounce', source: 'smtp' }]);
    const res = await admin.post(`/api/admin/posts/${post!.id}/test-sendout`, {
      email: entry,
      language: 'ja',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('配信停止リスト');
  });
});
