// The audit log: a row for every hooked admin action, written with the action; the table
// refuses UPDATE and DELETE; the search pages by keyset, exports CSV and is for admins only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@fanclub/contract/audit';
import { offers } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import {
  Client,
  buildAdmin,
  buildMember,
  buildPost,
  createTestContext,
  json,
  type TestContext,
} from '../../../test/helpers';
import { runExportJobs } from '../campaigns/export-worker';
import { bornIn, setupCampaign } from '../campaigns/campaign-fixtures';
import { rewardIdsOf } from '../rewards/reward-fixtures';

let ctx: TestContext;
let admin: Client;
let adminId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const a = await buildAdmin(ctx.db);
  adminId = a.id;
  admin = await new Client(ctx.app, 'en', '10.9.8.7').login(a.email);
});
afterAll(async () => ctx.close());

type Page = { data: AuditEntry[]; meta: { limit: number; nextCursor: string | null } };

async function latest(action: string): Promise<AuditEntry | undefined> {
  const res = await admin.get(`/api/admin/audit-log?action=${action}&limit=1`);
  expect(res.statusCode, res.body).toBe(200);
  return json<Page>(res).data[0];
}

describe('audit rows of admin actions', () => {
  it('records a point adjustment with actor, member, ledger row and address', async () => {
    const m = await buildMember(ctx.db);
    const res = await admin.post('/api/admin/points/adjust', {
      userId: m.id,
      points: 500,
      reason: 'event',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await latest('points_adjusted');
    expect(row).toMatchObject({
      actorId: adminId,
      memberId: m.id,
      targetType: 'point_transaction',
      targetId: String(json<{ data: { transactionId: number } }>(res).data.transactionId),
      details: { points: 500 },
      ip: '10.9.8.7',
    });
  });

  it('writes nothing when the action fails (same transaction)', async () => {
    const m = await buildMember(ctx.db);
    const before = (await latest('points_adjusted'))?.id;
    const res = await admin.post('/api/admin/points/adjust', {
      userId: m.id,
      points: -100,
      reason: 'too much',
    });
    expect(res.statusCode).toBe(422);
    expect((await latest('points_adjusted'))?.id).toBe(before);
  });

  it('records blocks, unblocks and a cancellation', async () => {
    const m = await buildMember(ctx.db);
    expect((await admin.post(`/api/admin/members/${m.id}/block`)).statusCode).toBe(200);
    expect(await latest('member_blocked')).toMatchObject({ memberId: m.id, actorId: adminId });
    expect((await admin.post(`/api/admin/members/${m.id}/unblock`)).statusCode).toBe(200);
    expect(await latest('member_unblocked')).toMatchObject({ memberId: m.id });
    expect((await admin.post(`/api/admin/members/${m.id}/cancel`)).statusCode).toBe(200);
    expect(await latest('member_cancelled')).toMatchObject({ memberId: m.id });
  });

  it('records settings changes with old and new values', async () => {
    const res = await admin.post('/api/admin/settings', { referralPoints: 321 });
    expect(res.statusCode, res.body).toBe(200);
    const row = await latest('settings_changed');
    expect(row?.details).toEqual({
      changes: [{ key: 'referralPoints', oldValue: 300, newValue: 321 }],
    });
  });

  it('records exchange decisions', async () => {
    const m = await buildMember(ctx.db, { pointAmount: 0 });
    await admin.post('/api/admin/points/adjust', { userId: m.id, points: 1000, reason: 'seed' });
    const member = await new Client(ctx.app, 'en').login(m.email);
    const ids = await rewardIdsOf(member);
    const redeemed = await member.post(`/api/rewards/${ids.amazon}/redeem`, { amount: 200 });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const requestId = json<{ data: { request: { id: number } } }>(redeemed).data.request.id;
    const approved = await admin.post('/api/neo/amazon-approve', { ids: [requestId] });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await latest('exchange_approved')).toMatchObject({
      memberId: m.id,
      targetId: String(requestId),
    });
    const done = await admin.post(`/api/admin/exchange/${requestId}/complete`, {
      reference: 'GIFT-1',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await latest('exchange_completed')).toMatchObject({ memberId: m.id });
    const again = await member.post(`/api/rewards/${ids.amazon}/redeem`, { amount: 200 });
    const second = json<{ data: { request: { id: number } } }>(again).data.request.id;
    const failed = await admin.post(`/api/admin/exchange/${second}/fail`, { reason: 'stock' });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(await latest('exchange_failed')).toMatchObject({ targetId: String(second) });
  });

  it('records each of the six CSV exports', async () => {
    const post = await buildPost(ctx.db);
    const [offer] = await ctx.db
      .insert(offers)
      .values({
        titleJa: '宿',
        titleEn: 'Inn',
        description: '',
        link: 'https://inn.example/',
        imageKey: 'offers/x.webp',
        startAt: new Date(Date.now() - 1000),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const campaignId = await setupCampaign(admin, bornIn(1961));
    const queued = await admin.post(`/api/admin/campaigns/${campaignId}/export`);
    expect(queued.statusCode, queued.body).toBe(202);
    await runExportJobs(ctx.db, ctx.app.storage);
    const tracking = json<{ data: { progressTrackingId: string } }>(queued).data.progressTrackingId;
    const urls: [string, string][] = [
      ['fans', '/api/admin/fans/export'],
      ['posts', `/api/export/${post.id}`],
      ['offer_clicks', `/api/admin/export-offer/${offer!.id}`],
      ['exchanges', '/api/admin/exchange/export?type=amazon'],
      ['organizations', '/api/admin/organizations/export'],
      ['campaign_respondents', `/api/admin/campaign-exports/${tracking}/download`],
    ];
    for (const [name, url] of urls) {
      const res = await admin.get(url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      const row = await latest('csv_exported');
      expect(row, name).toMatchObject({ actorId: adminId, targetType: 'export', targetId: name });
    }
  });
});

describe('the table is append-only', () => {
  it('refuses UPDATE and DELETE, on any row', async () => {
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const error = (await ctx.db.execute(statement).then(
        () => undefined,
        (e: unknown) => e,
      )) as { cause?: { message?: string } } | undefined;
      return error?.cause?.message;
    };
    expect(await refusal(sql`update audit_log set action = 'x'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
    const [n] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`select count(*)::int as n from audit_log where action = 'x'`),
    );
    expect(Number(n!.n)).toBe(0);
  });

  it('offers no call that edits or deletes', async () => {
    const id = (await latest('points_adjusted'))!.id;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await admin.request({ method, url: `/api/admin/audit-log/${id}` });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('search, pages and CSV', () => {
  it('pages by keyset, newest first, without gaps or repeats', async () => {
    const m = await buildMember(ctx.db);
    for (let i = 1; i <= 5; i += 1) {
      await admin.post('/api/admin/points/adjust', { userId: m.id, points: i, reason: 'p' });
    }
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await admin.get(
        `/api/admin/audit-log?memberId=${m.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const page = json<Page>(res);
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((r) => r.details.points as number));
      cursor = page.meta.nextCursor;
    }
    expect(seen).toEqual([5, 4, 3, 2, 1]);
  });

  it('filters by actor, action and Japan days', async () => {
    const other = await buildAdmin(ctx.db);
    const byOther = await admin.get(`/api/admin/audit-log?actorId=${other.id}`);
    expect(json<Page>(byOther).data).toEqual([]);
    const mine = json<Page>(await admin.get(`/api/admin/audit-log?actorId=${adminId}&limit=100`));
    expect(mine.data.length).toBeGreaterThan(5);
    expect(mine.data.every((r) => r.actorId === adminId)).toBe(true);
    const past = await admin.get('/api/admin/audit-log?from=2020-01-01&to=2020-01-31');
    expect(json<Page>(past).data).toEqual([]);
    const bad = await admin.get('/api/admin/audit-log?action=nope&from=2026-13-45');
    expect(bad.statusCode).toBe(422);
  });

  it('exports the search as CSV with a BOM, and records the download', async () => {
    const m = await buildMember(ctx.db);
    await admin.post('/api/admin/points/adjust', { userId: m.id, points: 7, reason: 'x' });
    const res = await admin.get(`/api/admin/audit-log/export?memberId=${m.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Points adjusted');
    expect(await latest('csv_exported')).toMatchObject({ targetId: 'audit_log' });
  });

  it('answers guests 401 and members 403', async () => {
    const guest = await new Client(ctx.app).csrf();
    const m = await buildMember(ctx.db);
    const member = await new Client(ctx.app).login(m.email);
    for (const url of ['/api/admin/audit-log', '/api/admin/audit-log/export']) {
      expect((await guest.get(url)).statusCode).toBe(401);
      expect((await member.get(url)).statusCode).toBe(403);
    }
  });
});
