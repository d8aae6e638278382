// Checks before paying a survey answer: a speeder, a duplicate account (normalised address or
// phone) and the daily earn cap (in Japan days) hold the answer instead of paying it; an admin
// approves (paid once, even when approved twice at the same moment) or rejects (nothing paid,
// the member told why in their language); the member sees each state in my-surveys.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { japanDay, japanDayStart } from '@fanclub/contract/japan-time';
import { normalisedEmail } from '@fanclub/contract/panel';
import {
  auditLog,
  campaignRespondents,
  normalisedEmailSql,
  pointTransactions,
  users,
  type UserRow,
} from '../../db/schema/index';
import {
  buildAdmin,
  buildMember,
  Client,
  createTestContext,
  lastMailTo,
  type TestContext,
} from '../../../test/helpers';
import { rowsOf } from '../../db/rows';
import { bornIn, setupCampaign } from '../campaigns/campaign-fixtures';
import { ledgerSum } from '../points/ledger';
import { signCompletion } from '../surveys/signature';

let ctx: TestContext;
let admin: Client;
const SECRET = 'survey-secret-for-panel-tests-0123';
const YEAR = 1968;

beforeAll(async () => {
  ctx = await createTestContext({ SURVEY_SECRET: SECRET });
  admin = await new Client(ctx.app, 'en').login((await buildAdmin(ctx.db)).email);
});
afterAll(async () => {
  await ctx.close();
});

async function member(
  overrides: Parameters<typeof buildMember>[1] = {},
  locale: 'ja' | 'en' = 'ja',
) {
  const row = await buildMember(ctx.db, { yearOfBirth: YEAR, surveyConsent: true, ...overrides });
  return { row, client: await new Client(ctx.app, locale).login(row.email) };
}

/** Starts the survey as the member, `minutesAgo` minutes back, and returns the respondent id. */
async function started(client: Client, user: UserRow, id: number, minutesAgo = 0) {
  const res = await client.get(`/api/campaigns/${id}/start`);
  expect(res.statusCode, res.body).toBe(302);
  const rid = new URL(res.headers.location as string).searchParams.get('rid')!;
  await ctx.db
    .update(campaignRespondents)
    .set({ startedAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(and(eq(campaignRespondents.campaignId, id), eq(campaignRespondents.userId, user.id)));
  return rid;
}

const complete = (rid: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/surveys/complete?${new URLSearchParams({ rid, sig: signCompletion(SECRET, rid) })}`,
  });

const balance = async (user: UserRow) =>
  (await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!.pointAmount;

async function heldId(campaignId: number, user: UserRow) {
  const queue = (await admin.get('/api/admin/campaign-reviews?limit=100')).json().data;
  return queue.find(
    (r: { campaignId: number; memberId: number }) =>
      r.campaignId === campaignId && r.memberId === user.id,
  )?.id as number | undefined;
}

const mine = async (client: Client, id: number) =>
  (await client.get('/api/my-surveys'))
    .json()
    .data.find((s: { campaignId: number | null }) => s.campaignId === id);

describe('normalised e-mail', () => {
  it('drops dots and +tags for Gmail, +tags elsewhere, the same in SQL as in the contract', async () => {
    const cases: [string, string][] = [
      ['Taro.Yamada+club@GMail.com', 'taroyamada@gmail.com'],
      ['t.a.r.o.yamada@googlemail.com', 'taroyamada@gmail.com'],
      ['taro.yamada+x@example.jp', 'taro.yamada@example.jp'],
      ['Hanako@Example.JP', 'hanako@example.jp'],
    ];
    for (const [email, expected] of cases) {
      expect(normalisedEmail(email)).toBe(expected);
      const [row] = rowsOf<{ n: string }>(
        await ctx.db.execute(sql`select ${normalisedEmailSql(sql`${email}::text` as never)} as n`),
      );
      expect(row!.n).toBe(expected);
    }
  });
});

describe('holds', () => {
  it('holds a speeder unpaid; two approvals at once pay once; the member sees each state', async () => {
    const id = await setupCampaign(admin, bornIn(YEAR));
    const m = await member();
    // 10 minutes stated; a third is 200 seconds: one minute is too fast.
    const rid = await started(m.client, m.row, id, 1);
    const res = await complete(rid);
    expect(res.json().data).toMatchObject({ held: true, points: 0, respondentStatus: 'completed' });
    expect(await balance(m.row)).toBe(0);
    expect(await mine(m.client, id)).toMatchObject({ reviewStatus: 'pending', pointsCredited: 0 });

    const held = await heldId(id, m.row);
    const queue = (await admin.get('/api/admin/campaign-reviews')).json().data;
    expect(queue.find((r: { id: number }) => r.id === held)).toMatchObject({
      holdReason: 'speeder',
      points: 120,
      lengthMinutes: 10,
      reviewStatus: 'pending',
    });

    const results = await Promise.all([
      admin.post(`/api/admin/campaign-reviews/${held}/approve`),
      admin.post(`/api/admin/campaign-reviews/${held}/approve`),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().data.paid).sort()).toEqual([0, 120]);
    expect(await balance(m.row)).toBe(120);
    expect(await ledgerSum(ctx.db, m.row.id)).toBe(120);
    expect(await mine(m.client, id)).toMatchObject({
      reviewStatus: 'approved',
      pointsCredited: 120,
    });
    // The survey tool repeating its call changes nothing.
    expect((await complete(rid)).json().data).toMatchObject({ alreadyCredited: true, held: false });
    expect(await balance(m.row)).toBe(120);
    // A decided answer cannot be rejected afterwards.
    const late = await admin.post(`/api/admin/campaign-reviews/${held}/reject`, { reason: 'x' });
    expect(late.statusCode).toBe(409);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'answer_approved'), eq(auditLog.memberId, m.row.id)));
    expect(audit).toHaveLength(1);
  });

  it('holds answers of accounts sharing a normalised address or a phone number', async () => {
    const id = await setupCampaign(admin, bornIn(YEAR), { point: 40 });
    const tag = Date.now().toString(36);
    await buildMember(ctx.db, { email: `ta.ro${tag}@gmail.com` });
    const gmail = await member({ email: `taro${tag}+club@googlemail.com` });
    await buildMember(ctx.db, { phone: `08${tag.slice(-8)}` });
    const phone = await member({ phone: `08${tag.slice(-8)}` });
    const honest = await member();
    for (const who of [gmail, phone, honest])
      await complete(await started(who.client, who.row, id, 20));
    expect(await balance(gmail.row)).toBe(0);
    expect(await balance(phone.row)).toBe(0);
    expect(await balance(honest.row)).toBe(40);
    const queue = (await admin.get('/api/admin/campaign-reviews?limit=100')).json().data;
    const reasons = queue
      .filter((r: { campaignId: number }) => r.campaignId === id)
      .map((r: { holdReason: string }) => r.holdReason);
    expect(reasons).toEqual(['duplicate', 'duplicate']);
  });

  it('holds what goes over the daily earn cap, counting only this Japan day', async () => {
    const set = await admin.post('/api/admin/settings', { dailyEarnCap: 150 });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const m = await member();
      const first = await setupCampaign(admin, bornIn(YEAR), { point: 100 });
      const second = await setupCampaign(admin, bornIn(YEAR), { point: 100 });
      await complete(await started(m.client, m.row, first, 20));
      expect(await balance(m.row)).toBe(100);
      await complete(await started(m.client, m.row, second, 20));
      expect(await balance(m.row)).toBe(100);
      expect(await mine(m.client, second)).toMatchObject({ reviewStatus: 'pending' });

      // Yesterday's points (Japan time) do not count toward today's cap.
      await ctx.db
        .update(pointTransactions)
        .set({ createdAt: new Date(japanDayStart(japanDay(new Date())).getTime() - 60_000) })
        .where(eq(pointTransactions.userId, m.row.id));
      const third = await setupCampaign(admin, bornIn(YEAR), { point: 100 });
      await complete(await started(m.client, m.row, third, 20));
      expect(await balance(m.row)).toBe(200);
    } finally {
      await admin.post('/api/admin/settings', { dailyEarnCap: 3000 });
    }
  });

  it('rejects with a reason: nothing paid, the member mailed in their language and shown why', async () => {
    const id = await setupCampaign(admin, bornIn(YEAR), { respondentLimit: 5 });
    const m = await member({ mainLanguage: 'en' }, 'en');
    await complete(await started(m.client, m.row, id, 0));
    const held = await heldId(id, m.row);
    const empty = await admin.post(`/api/admin/campaign-reviews/${held}/reject`, { reason: ' ' });
    expect(empty.statusCode).toBe(422);
    const reason = 'The answer was completed far faster than the survey can be read.';
    const res = await admin.post(`/api/admin/campaign-reviews/${held}/reject`, { reason });
    expect(res.json().data).toEqual({ id: held, reviewStatus: 'rejected', paid: 0 });
    expect(await balance(m.row)).toBe(0);
    expect(await mine(m.client, id)).toMatchObject({
      reviewStatus: 'rejected',
      reviewReason: reason,
      pointsCredited: 0,
    });
    const mail = await lastMailTo(ctx.db, m.row.email);
    expect(mail?.subject).toContain('About your survey answer');
    expect(mail?.textBody).toContain(reason);
    expect(mail?.textBody).toContain('Setouchi island trips survey');
    // The rejected answer gave its quota place back.
    expect((await admin.get(`/api/admin/campaign/${id}`)).json().data.completedCount).toBe(0);
    expect((await admin.post(`/api/admin/campaign-reviews/${held}/approve`)).statusCode).toBe(409);
    const decided = (await admin.get('/api/admin/campaign-reviews?status=rejected')).json().data;
    expect(decided[0]).toMatchObject({ id: held, reviewReason: reason });
  });
});

describe('authorization', () => {
  it('lets only admins see the queue and decide', async () => {
    const id = await setupCampaign(admin, bornIn(YEAR));
    const m = await member();
    await complete(await started(m.client, m.row, id, 0));
    const held = (await heldId(id, m.row))!;
    const blocked = await member({ isBlocked: true });
    const guest = new Client(ctx.app, 'ja');
    await guest.csrf();
    for (const [who, status] of [
      [guest, 401],
      [m.client, 403],
      [blocked.client, 403],
    ] as const) {
      expect((await who.get('/api/admin/campaign-reviews')).statusCode).toBe(status);
      expect((await who.post(`/api/admin/campaign-reviews/${held}/approve`)).statusCode).toBe(
        status,
      );
      const reject = await who.post(`/api/admin/campaign-reviews/${held}/reject`, { reason: 'x' });
      expect(reject.statusCode).toBe(status);
    }
    expect(await balance(m.row)).toBe(0);
    expect((await admin.post(`/api/admin/campaign-reviews/${held}/approve`)).statusCode).toBe(200);
    expect((await admin.post('/api/admin/campaign-reviews/999999/approve')).statusCode).toBe(404);
  });
});
