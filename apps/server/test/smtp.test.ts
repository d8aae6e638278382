// Real mail over SMTP: a local smtp-server sink receives what the mailer delivers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  createTestContext,
  lastMailTo,
  registration,
  type TestContext,
  randomIp,
} from './helpers';
import { startSmtpSink, type SmtpSink, type SunkMail } from './smtp-sink';

const received: SunkMail[] = [];
let sink: SmtpSink;
let ctx: TestContext;

beforeAll(async () => {
  sink = await startSmtpSink((mail) => received.push(mail));
  ctx = await createTestContext({
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: 'Setouchi Fan Club <no-reply@example.jp>',
  });
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

describe('SMTP delivery', () => {
  it('delivers the verification mail over SMTP and marks it sent', async () => {
    const visitor = await new Client(ctx.app, 'en', randomIp()).csrf();
    const body = registration();
    expect((await visitor.post('/api/register', body)).statusCode).toBe(201);
    await ctx.app.mailer.deliverDue();
    const row = await lastMailTo(ctx.db, body.email);
    expect(row!.status).toBe('sent');
    const mail = received.find((m) => m.to.includes(body.email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain('Subject: [Setouchi Fan Club] Please confirm your email address');
    expect(mail!.raw.replace(/=\r?\n/g, '')).toContain('http://localhost:3000/verify-email?token=');
    // Nothing is sent twice.
    expect(await ctx.app.mailer.deliverDue()).toBe(0);
    expect(received.filter((m) => m.to.includes(body.email))).toHaveLength(1);
  });
});
