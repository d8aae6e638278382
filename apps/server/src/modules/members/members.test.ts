import { beforeAll, describe, expect, it } from 'vitest';
import { Client, buildAdmin, buildMember, json, randomIp, useTestApp } from '../../../test/helpers';
import { adminCall } from '../../../test/clients';

const ctx = useTestApp();
let admin: Client;
let member: Client;
let blocked: Client;
let guest: Client;
type List = {
  data: Array<Record<string, unknown>>;
  meta: { page: number; limit: number; total: number; lastPage: number };
};

beforeAll(async () => {
  const a = await buildAdmin(ctx.db);
  const m = await buildMember(ctx.db);
  const b = await buildMember(ctx.db, { isBlocked: true });
  admin = await new Client(ctx.app, 'en', randomIp()).login(a.email);
  member = await new Client(ctx.app, 'en', randomIp()).login(m.email);
  blocked = await new Client(ctx.app, 'en', randomIp()).login(b.email);
  guest = await new Client(ctx.app, 'ja', randomIp()).csrf();
});

const ADMIN_CALLS: Array<[string, string, object?]> = [
  ['GET', '/api/admin/members'],
  ['GET', '/api/admin/overview/members'],
  ['POST', '/api/admin/members/1/block'],
  ['POST', '/api/admin/members/1/unblock'],
  ['POST', '/api/admin/members/1/posting', { allowed: true }],
  ['GET', '/api/admin/outbox'],
  ['GET', '/api/admin/outbox/1'],
];

describe('authorization matrix of the admin calls', () => {
  it.each(ADMIN_CALLS)(
    '%s %s: guest 401, member 403, blocked member 403',
    async (method, url, payload) => {
      const call = adminCall(method, url, payload);
      const g = await call(guest);
      expect(g.statusCode).toBe(401);
      expect(json(g)).toMatchObject({
        error_code: 'UNAUTHENTICATED',
        message: 'ログインしてください。',
      });
      const m = await call(member);
      expect(m.statusCode).toBe(403);
      expect(json(m)).toMatchObject({
        code: 403,
        error_code: 'PERMISSION_DENIED',
        message: 'Permission Denied',
      });
      expect((await call(blocked)).statusCode).toBe(403);
    },
  );
});

describe('GET /api/admin/members', () => {
  it('searches by keyword, filters by status and pages', async () => {
    await buildMember(ctx.db, { nickname: 'うずしお探検隊', lastName: '鳴門', firstName: '渦' });
    await buildMember(ctx.db, { nickname: 'uzushio-fan', status: 'provisional' });
    const byNickname = json<List>(
      await admin.get('/api/admin/members?keyword=%E3%81%86%E3%81%9A%E3%81%97%E3%81%8A'),
    );
    expect(byNickname.data.map((r) => r.nickname)).toEqual(['うずしお探検隊']);
    const byFullName = json<List>(
      await admin.get(`/api/admin/members?keyword=${encodeURIComponent('鳴門渦')}`),
    );
    expect(byFullName.data).toHaveLength(1);
    const provisional = json<List>(
      await admin.get('/api/admin/members?status=provisional&keyword=uzushio'),
    );
    expect(provisional.data.map((r) => r.nickname)).toEqual(['uzushio-fan']);
    // A LIKE wildcard typed by the admin matches itself only.
    expect(json<List>(await admin.get('/api/admin/members?keyword=%25')).data).toHaveLength(0);

    const page1 = json<List>(await admin.get('/api/admin/members?limit=2&page=1'));
    const page2 = json<List>(await admin.get('/api/admin/members?limit=2&page=2'));
    expect(page1.meta).toMatchObject({ page: 1, limit: 2 });
    expect(page1.meta.total).toBeGreaterThanOrEqual(5);
    expect(page1.meta.lastPage).toBe(Math.ceil(page1.meta.total / 2));
    expect(page1.data[0]!.id).not.toBe(page2.data[0]!.id);
    expect(page1.data[0]).not.toHaveProperty('passwordHash');
  });

  it('defaults to 10 a page and refuses a bad page, limit or status', async () => {
    expect(json<List>(await admin.get('/api/admin/members')).meta.limit).toBe(10);
    for (const q of ['page=0', 'limit=101', 'status=deleted', 'page=abc']) {
      const res = await admin.get(`/api/admin/members?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(json(res)).toMatchObject({ error_code: 'VALIDATION_ERROR' });
    }
  });
});

describe('member actions', () => {
  it('blocks, unblocks and allows posting; the member sees the flags', async () => {
    const target = await buildMember(ctx.db);
    const c = await new Client(ctx.app, 'en', randomIp()).login(target.email);
    const block = await admin.post(`/api/admin/members/${target.id}/block`);
    expect(block.statusCode).toBe(200);
    expect(json(block)).toMatchObject({ data: { id: target.id, is_blocked: true } });
    expect(json(await c.get('/api/auth/user'))).toMatchObject({ data: { is_blocked: true } });
    expect(json(await admin.post(`/api/admin/members/${target.id}/unblock`))).toMatchObject({
      data: { is_blocked: false },
    });
    expect(
      json(await admin.post(`/api/admin/members/${target.id}/posting`, { allowed: true })),
    ).toMatchObject({ data: { canPost: true } });
    expect(json(await c.get('/api/auth/user'))).toMatchObject({
      data: { is_blocked: false, canPost: true },
    });
  });

  it('answers 404 for an unknown member and 422 for a bad body', async () => {
    expect((await admin.post('/api/admin/members/999999/block')).statusCode).toBe(404);
    expect((await admin.post('/api/admin/members/abc/block')).statusCode).toBe(422);
    const bad = await admin.post('/api/admin/members/1/posting', { allowed: 'yes' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('GET /api/admin/overview/members', () => {
  it('counts members by status', async () => {
    const res = json<{ data: Record<string, number> }>(
      await admin.get('/api/admin/overview/members'),
    );
    const { total, active, provisional, cancelled, unsubscribed } = res.data;
    expect(total).toBe(active! + provisional! + cancelled! + unsubscribed!);
    expect(res.data.blocked).toBeGreaterThanOrEqual(1);
    expect(res.data.newThisMonth).toBe(total);
  });
});
