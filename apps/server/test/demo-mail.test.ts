// The demo data mails no one: with SMTP_URL pointing at a relay (a local sink here), the first
// start's demo batches and transactional mails stay in the outbox, recorded as sent, and every
// demo address is at a reserved domain.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailMessages, sendoutBatches, users } from '../src/db/schema/index';
import { seedDemoIfEmpty } from '../src/seed/demo';
import { createTestContext, type TestContext } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const received: string[][] = [];
let sink: SmtpSink;
let ctx: TestContext;

beforeAll(async () => {
  sink = await startSmtpSink((mail) => received.push(mail.to));
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

it('seeds with an SMTP relay configured and the relay receives nothing', async () => {
  expect(ctx.app.mailer.usesSmtp).toBe(true);
  expect(await seedDemoIfEmpty(ctx.app)).toBeDefined();
  // What the running server's jobs would do next.
  await ctx.app.mailer.deliverDue();
  await ctx.app.sendouts.tick();
  expect(received).toEqual([]);

  const batches = await ctx.db.select().from(sendoutBatches);
  const done = batches.filter((b) => b.status === 'completed');
  expect(done.length).toBeGreaterThanOrEqual(2);
  for (const b of done) expect(b.sentCount, `batch ${b.id}`).toBeGreaterThan(0);
  const mails = await ctx.db.select({ status: mailMessages.status }).from(mailMessages);
  expect(mails.length).toBeGreaterThan(0);
  expect(new Set(mails.map((m) => m.status))).toEqual(new Set(['stored']));

  const addresses = await ctx.db.select({ email: users.email }).from(users);
  for (const { email } of addresses) expect(email).toMatch(/@example\.com$|\.test$/);
  expect(
    await ctx.db.select().from(users).where(eq(users.email, 'admin@example.com')),
  ).toHaveLength(1);
});
