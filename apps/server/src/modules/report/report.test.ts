import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@fanclub/contract/statistics';
import { pointTransactions, users } from '../../db/schema/index';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { redactedUrl } from '../../lib/redact-url';
import {
  Client,
  buildAdmin,
  buildMember,
  createTestContext,
  freshPostgres,
  json,
  randomIp,
  type TestContext,
} from '../../../test/helpers';
import { currentHalfYear, lastTwelveMonths } from './service';

const SECRET = 'report-secret-for-tests-0123456789';
let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await createTestContext({ REPORT_SECRET: SECRET });
  const a = await buildAdmin(ctx.db);
  admin = await new Client(ctx.app, 'en', randomIp()).login(a.email);
  // Points through the real calls: admin grants, then exchanges and donations by members.
  const rewards = json<{ data: { rewards: Array<{ id: number; type: string }> } }>(
    await admin.get('/api/rewards'),
  ).data.rewards;
  const amazon = rewards.find((r) => r.type === 'amazon')!;
  const donation = rewards.find((r) => r.type === 'donation')!;
  for (let i = 0; i < 4; i += 1) {
    const m = await buildMember(ctx.db, { countryOfResidence: 'CT001' });
    const grant = await admin.post('/api/admin/points/adjust', {
      userId: m.id,
      points: 1000 + i * 100,
      reason: 'report test',
    });
    expect(grant.statusCode).toBe(200);
    const client = await new Client(ctx.app, 'en', randomIp()).login(m.email);
    expect(
      (await client.post(`/api/rewards/${amazon.id}/redeem`, { amount: 300 + i })).statusCode,
    ).toBe(201);
    expect(
      (await client.post(`/api/rewards/${donation.id}/redeem`, { amount: 50 * (i + 1) }))
        .statusCode,
    ).toBe(201);
  }
  await buildMember(ctx.db, { status: 'provisional' });
  await buildMember(ctx.db, { status: 'unsubscribed' });
});
afterAll(async () => ctx.close());

describe('GET /api/report', () => {
  it('refuses a missing or wrong secret with 403, then throttles with 429', async () => {
    const guest = new Client(ctx.app, 'en', randomIp());
    const missing = await guest.get('/api/report');
    expect(missing.statusCode).toBe(403);
    expect(json(missing)).toMatchObject({
      code: 403,
      error_code: 'PERMISSION_DENIED',
      message: 'The report secret is not correct.',
    });
    expect((await guest.get('/api/report?secret=wrong')).statusCode).toBe(403);
    expect((await guest.get('/api/report', { 'x-report-secret': `${SECRET}x` })).statusCode).toBe(
      403,
    );
    expect((await guest.get(`/api/report?secret=${SECRET.slice(0, -1)}`)).statusCode).toBe(403);
    expect((await guest.get('/api/report?secret=again')).statusCode).toBe(403);
    const throttled = await guest.get('/api/report?secret=sixth');
    expect(throttled.statusCode).toBe(429);
    expect(json(throttled)).toMatchObject({ code: 429, error_code: 'TOO_MANY_ATTEMPTS' });
    expect(throttled.headers['retry-after']).toBeDefined();
    // The right secret is still answered while the address is throttled for wrong ones.
    expect((await guest.get(`/api/report?secret=${SECRET}`)).statusCode).toBe(200);
  });

  it('takes the secret as query or header, without a session, and its figures are the ledger sums', async () => {
    const guest = new Client(ctx.app, 'ja', randomIp());
    const byQuery = await guest.get(`/api/report?secret=${encodeURIComponent(SECRET)}`);
    expect(byQuery.statusCode).toBe(200);
    const byHeader = await guest.get('/api/report', { 'x-report-secret': SECRET });
    expect(byHeader.statusCode).toBe(200);
    const report = json<{ data: Report }>(byHeader).data;

    const [ledger] = await ctx.db
      .select({ total: sql<number>`coalesce(sum(${pointTransactions.points}), 0)::int` })
      .from(pointTransactions);
    const [balances] = await ctx.db
      .select({
        total: sql<number>`coalesce(sum(${users.pointAmount}), 0)::int`,
        holders: sql<number>`count(*) filter (where ${users.pointAmount} > 0)::int`,
      })
      .from(users);
    expect(report.outstanding).toEqual({
      points: ledger!.total,
      yen: ledger!.total,
      members: balances!.holders,
    });
    expect(balances!.total).toBe(ledger!.total);

    const credits = await ctx.db
      .select({
        type: pointTransactions.type,
        points: sql<number>`sum(${pointTransactions.points})::int`,
      })
      .from(pointTransactions)
      .where(sql`${pointTransactions.points} > 0`)
      .groupBy(pointTransactions.type);
    const issuedByType = new Map<string, number>();
    for (const r of report.pointsIssued)
      issuedByType.set(r.type, (issuedByType.get(r.type) ?? 0) + r.points);
    expect(issuedByType).toEqual(new Map(credits.map((c) => [c.type, c.points])));
    expect(issuedByType.get('ADJUST')).toBe(1000 + 1100 + 1200 + 1300);
    expect(report.pointsIssuedTotal).toBe(4600);
    const thisMonth = report.months.at(-1);
    expect(report.pointsIssued.every((r) => r.month === thisMonth)).toBe(true);

    const amazon = report.pointsExchanged.filter((r) => r.type === 'amazon');
    expect(amazon).toEqual([
      expect.objectContaining({ status: 'new', requests: 4, points: 300 + 301 + 302 + 303 }),
    ]);
    expect(amazon[0]!.rewardName).toMatch(/Amazon/);
    const donations = report.pointsExchanged.filter((r) => r.type === 'donation');
    expect(donations.reduce((s, r) => s + r.points, 0)).toBe(50 + 100 + 150 + 200);
    expect(report.donationPool).toMatchObject({ points: 500, requests: 4 });

    expect(report.members.byStatus).toMatchObject({ provisional: 1, unsubscribed: 1 });
    expect(report.members.total).toBe(
      Object.values(report.members.byStatus).reduce((a, b) => a + b, 0),
    );
    expect(report.members.newPerMonth.at(-1)).toEqual({
      month: thisMonth,
      count: report.members.total,
    });
  });

  it('has no personal data', async () => {
    const guest = new Client(ctx.app, 'en', randomIp());
    const res = await guest.get('/api/report', { 'x-report-secret': SECRET });
    expect(res.body).not.toMatch(/@example\.jp/);
  });
});

describe('report periods and logging', () => {
  it('covers twelve Japan-time months and the current half-year', () => {
    // 2026-06-30 20:00 UTC is already July 1st in Japan.
    const now = new Date(Date.UTC(2026, 5, 30, 20));
    const { months, since } = lastTwelveMonths(now);
    expect(months[0]).toBe('2025-08');
    expect(months.at(-1)).toBe('2026-07');
    expect(since.toISOString()).toBe('2025-07-31T15:00:00.000Z');
    expect(currentHalfYear(now)).toMatchObject({ from: '2026-07-01', to: '2026-12-31' });
    expect(currentHalfYear(new Date(Date.UTC(2026, 0, 5)))).toMatchObject({
      from: '2026-01-01',
      to: '2026-06-30',
    });
  });

  it('never writes the secret to the request log', async () => {
    const lines: string[] = [];
    const pgDb = process.env.DATABASE_URL
      ? await freshPostgres(process.env.DATABASE_URL)
      : undefined;
    const database = await openDatabase({ databaseUrl: pgDb?.url });
    const app = await buildApp({
      config: { ...ctx.config, logLevel: 'info' },
      database,
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const res = await app.inject({ url: `/api/report?secret=${SECRET}` });
      expect(res.statusCode).toBe(200);
      await app.inject({ url: '/api/report', headers: { 'x-report-secret': SECRET } });
      const log = lines.join('');
      expect(log).toContain('/api/report?secret=[redacted]');
      expect(log).not.toContain(SECRET);
    } finally {
      await app.close();
      await database.close();
      await pgDb?.drop();
    }
  });

  it('redacts secret-bearing query values', () => {
    expect(redactedUrl(`/api/report?secret=${SECRET}&lang=ja`)).toBe(
      '/api/report?secret=[redacted]&lang=ja',
    );
    expect(redactedUrl('/api/report?lang=en&SECRET=abc')).toBe(
      '/api/report?lang=en&SECRET=[redacted]',
    );
  });
});
