// The demo data mails no one: with SMTP_URL pointing at a relay (a local sink here), the first
// start's demo batches and transactional mails stay in the outbox, recorded as sent, and every
// demo address is at a reserved domain.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailMessages, sendoutBatches, users } from '../src/db/schema/index';
import { seedDemoIfEmpty } from '../src/seed/demo';
import { createTestContext, type TestContext } from './helpers';

const received: string[][] = [];
let sink: SMTPServer;
let ctx: TestContext;

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const port = (sink.server.address() as AddressInfo).port;
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
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
