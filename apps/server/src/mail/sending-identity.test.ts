// What a club's relay receives with VERP and DKIM set: each sendout mail's envelope sender names
// its batch and member (signed), a transactional mail's names its outbox row, every Message-ID is
// on the sender's domain (not APP_URL's host), every mail carries a DKIM signature that a kept
// verifier (mailauth) passes against the published key, and every mail still parses cleanly.
import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendoutBatches } from '../db/schema/index';
import { readMessageId, readVerpAddress } from '../lib/verp';
import {
  buildAdmin,
  buildMember,
  Client,
  createTestContext,
  json,
  randomIp,
  type TestContext,
} from '../../test/helpers';
import { checkMailsAfterEachTest, checkRawMail } from '../../test/mime-check';

checkMailsAfterEachTest();
const received: Array<{ from: string; to: string; raw: Buffer }> = [];
const relay = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      void checkRawMail(`smtp to ${to}`, raw);
      received.push({
        from: String(session.envelope.mailFrom && session.envelope.mailFrom.address),
        to,
        raw,
      });
      callback();
    });
  },
});
relay.on('error', () => undefined);

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === 'fanclub._domainkey.setouchi-fanclub.jp') return [[record]];
  throw Object.assign(new Error(`no ${type} ${name}`), { code: 'ENOTFOUND' });
};
const dkim = async (raw: Buffer) =>
  (await dkimVerify(raw, { resolver })).results.map((r) => r.status.result);

let ctx: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  ctx = await createTestContext({
    SMTP_URL: `smtp://127.0.0.1:${(relay.server.address() as AddressInfo).port}`,
    SENDOUT_RATE: '0',
    SENDOUT_CONNECTIONS: '2',
    MAIL_FROM: '瀬戸内ファンクラブ <news@setouchi-fanclub.jp>',
    MAIL_BOUNCE_ADDRESS: 'bounces@setouchi-fanclub.jp',
    DKIM_DOMAIN: 'setouchi-fanclub.jp',
    DKIM_SELECTOR: 'fanclub',
    DKIM_PRIVATE_KEY: privateKey
      .export({ type: 'pkcs8', format: 'pem' })
      .toString()
      .replace(/\n/g, '\\n'),
  });
  await ctx.app.ready();
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => relay.close(() => resolve()));
});

describe('the sending identity', () => {
  it('a batch mail: VERP envelope sender, Message-ID on the sender’s domain, DKIM pass', async () => {
    const YEAR = new Date().getFullYear();
    const member = await buildMember(ctx.db, { yearOfBirth: 1949, newsletterConsent: true });
    const admin = await new Client(ctx.app, 'ja').login((await buildAdmin(ctx.db)).email);
    const created = await admin.post('/api/posts', {
      title: '瀬戸内の夕日',
      contents: '<p>夕日の名所です。</p>',
      audience: { type: 'custom', ageMin: YEAR - 1949, ageMax: YEAR - 1949 },
      mail: { ja: { subject: '夕日の名所', body: '<p>{{nick_name}}さん、こんにちは。</p>' } },
      status: 'published',
    });
    expect(created.statusCode, created.body).toBe(201);
    await ctx.app.sendouts.tick();
    const [batch] = await ctx.db
      .select()
      .from(sendoutBatches)
      .where(
        and(
          eq(sendoutBatches.source, 'post'),
          eq(sendoutBatches.sourceId, json<{ data: { id: number } }>(created).data.id),
        ),
      );
    const mail = received.find((m) => m.to === member.email);
    expect(mail, 'the member’s mail reached the relay').toBeDefined();
    const ref = { batchId: batch!.id, userId: member.id };
    expect(mail!.from).toMatch(/^bounces\+s\d+-\d+-[0-9a-f]{12}@setouchi-fanclub\.jp$/);
    expect(readVerpAddress(ctx.config.secrets.session, mail!.from)).toEqual(ref);
    const messageId = /^Message-ID: (.*)$/im.exec(mail!.raw.toString())![1]!;
    expect(messageId).toBe(`<sendout-${batch!.id}-${member.id}@setouchi-fanclub.jp>`);
    expect(readMessageId(messageId)).toEqual(ref);
    expect(await dkim(mail!.raw)).toEqual(['pass']);
  });

  it('a transactional mail: its outbox row in the envelope sender and Message-ID, DKIM pass', async () => {
    const member = await buildMember(ctx.db);
    const c = await new Client(ctx.app, 'en', randomIp()).csrf();
    expect((await c.post('/api/forgot-password', { email: member.email })).statusCode).toBeLessThan(
      300,
    );
    await ctx.app.mailer.deliverDue();
    const mail = received.find((m) => m.to === member.email);
    expect(mail, 'the reset mail reached the relay').toBeDefined();
    const ref = readVerpAddress(ctx.config.secrets.session, mail!.from);
    expect(ref).toEqual({ mailId: expect.any(Number) });
    const messageId = /^Message-ID: (.*)$/im.exec(mail!.raw.toString())![1]!;
    expect(messageId).toBe(`<mail-${(ref as { mailId: number }).mailId}@setouchi-fanclub.jp>`);
    expect(await dkim(mail!.raw)).toEqual(['pass']);
  });
});
