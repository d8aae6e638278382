// What an attack run found: each hostile input is refused with the
// contract's envelope, never a 500, and the answers carry the headers they should.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointTransactions, users, type UserRow } from '../src/db/schema/index';
import { movePoints } from '../src/modules/points/ledger';
import {
  buildAdmin,
  buildMember,
  buildPost,
  Client,
  json,
  randomIp,
  registration,
  useTestApp,
  type ErrorBody,
} from './helpers';

const ctx = useTestApp();

function expectEnvelope(res: { statusCode: number; body: string }, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = json<ErrorBody>(res);
  expect(body.code).toBe(status);
  if (code) expect(body.error_code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  expect(res.body).not.toMatch(/\bat \S+ \(|node_modules|stack/);
}

let admin: UserRow;
let member: UserRow;
let adminClient: Client;
let guest: Client;

beforeAll(async () => {
  admin = await buildAdmin(ctx.db);
  member = await buildMember(ctx.db);
  adminClient = await new Client(ctx.app).login(admin.email);
  guest = await new Client(ctx.app).csrf();
});

describe('NUL characters and lone surrogates', () => {
  it('are refused in sign-in, sign-up, comments and admin search keywords, with the field named', async () => {
    const login = await guest.post('/api/login', { email: 'a\u0000@x.jp', password: 'x\u0000y' });
    expectEnvelope(login, 422, 'VALIDATION_ERROR');
    expect(json<ErrorBody>(login).errors).toHaveProperty('email');

    const signup = await guest.post('/api/register', registration({ nickname: 'ab\u0000c' }));
    expectEnvelope(signup, 422, 'VALIDATION_ERROR');
    expect(json<ErrorBody>(signup).errors).toHaveProperty('nickname');

    expectEnvelope(await adminClient.get('/api/admin/members?keyword=%00'), 422);
    expectEnvelope(await adminClient.get('/api/categories?keyword=a%00b'), 422);

    const author = await new Client(ctx.app).login(member.email);
    const post = await buildPost(ctx.db);
    const comment = await author.post(`/api/posts/${post.id}/comments`, { comment: 'hi\u0000' });
    expectEnvelope(comment, 422, 'VALIDATION_ERROR');
  });

  it('a lone UTF-16 surrogate in any JSON field (a stored audience, an object key) is refused', async () => {
    for (const payload of [
      '{"title":"\\ud800x","contents":"<p>a</p>","audience":{"type":"all"}}',
      '{"title":"t","audience":{"type":"custom","filters":{"\\udc00":1}}}',
    ]) {
      const res = await adminClient.request({
        method: 'POST',
        url: '/api/posts',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expectEnvelope(res, 422, 'VALIDATION_ERROR');
    }
    // A pair (an emoji) is a character and passes this check.
    const emoji = await guest.post('/api/login', { email: 'x😀@example.jp', password: '😀' });
    expect(emoji.statusCode).toBe(422);
    expect(json<ErrorBody>(emoji).error_code).toBe('INVALID_CREDENTIALS');
  });

  it('nesting deeper than any form sends is refused', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200; i++) deep = { a: deep };
    expectEnvelope(await guest.post('/api/login', { email: deep, password: 'x' }), 422);
  });
});

describe('ids and numbers', () => {
  it('ids above the 32-bit range in paths and bodies are 404 or 422, never 500', async () => {
    expectEnvelope(await guest.get('/api/public/posts/99999999999'), 422);
    expectEnvelope(await guest.get('/api/public/posts/2147483648'), 422);
    expectEnvelope(await guest.get('/api/public/posts/2147483647'), 404, 'NOT_FOUND');
    expectEnvelope(
      await adminClient.post('/api/admin/points/adjust', {
        userId: 99999999999,
        points: 5,
        reason: 'x',
      }),
      422,
    );
  });

  it('points/adjust takes only numbers: not true, "1e3", [5] or "0x10"; nothing is moved', async () => {
    const before = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointTransactions)
      .where(eq(pointTransactions.userId, member.id));
    for (const [userId, points] of [
      [member.id, true],
      [member.id, '1e3'],
      [[member.id], 5],
      [member.id, [5]],
      [member.id, '0x10'],
      [true, 5],
      [member.id, ''],
      [member.id, 1.5],
    ] as const) {
      const res = await adminClient.post('/api/admin/points/adjust', {
        userId,
        points,
        reason: 'x',
      });
      expectEnvelope(res, 422, 'VALIDATION_ERROR');
    }
    const after = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointTransactions)
      .where(eq(pointTransactions.userId, member.id));
    expect(after).toEqual(before);
    // A number, and a form's string of digits, still work.
    for (const points of [5, '7']) {
      const ok = await adminClient.post('/api/admin/points/adjust', {
        userId: member.id,
        points,
        reason: 'x',
      });
      expect(ok.statusCode, ok.body).toBe(200);
    }
  });

  it('query numbers are read strictly too (page=1e3, limit=0x10)', async () => {
    expectEnvelope(await adminClient.get('/api/admin/members?page=1e3'), 422);
    expectEnvelope(await adminClient.get('/api/admin/members?limit=0x10'), 422);
    expect((await adminClient.get('/api/admin/members?page=2&limit=5')).statusCode).toBe(200);
  });

  it('category lists cap limit', async () => {
    expectEnvelope(await adminClient.get('/api/categories?limit=100000'), 422);
  });
});

describe('dates', () => {
  it('an impossible date is a 422 with the field named', async () => {
    for (const from of ['2026-13-45', '2026-02-30', '2026-00-10']) {
      const res = await adminClient.get(`/api/neo/amazon-exchange?type=amazon&from=${from}`);
      expectEnvelope(res, 422, 'VALIDATION_ERROR');
      expect(json<ErrorBody>(res).errors).toHaveProperty('from');
    }
    const ok = await adminClient.get('/api/neo/amazon-exchange?type=amazon&from=2028-02-29');
    expect(ok.statusCode).toBe(200);
  });
});

describe('sizes and headers', () => {
  it('a 10 MB JSON body is 413 REQUEST_TOO_LARGE, not the file message', async () => {
    const res = await adminClient.request({
      method: 'POST',
      url: '/api/admin/points/adjust',
      payload: JSON.stringify({ reason: 'x'.repeat(10 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelope(res, 413, 'REQUEST_TOO_LARGE');
    expect(json<ErrorBody>(res).message).toBe('The request is too large.');
  });

  it('an over-long query string gets the envelope (431 HEADERS_TOO_LARGE), over a real socket', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`${address}/api/categories?keyword=${'a'.repeat(20_000)}`);
      expect(res.status).toBe(431);
      const body = (await res.json()) as ErrorBody;
      expect(body).toMatchObject({ code: 431, error_code: 'HEADERS_TOO_LARGE' });
      expect(body.message.length).toBeGreaterThan(0);
    } finally {
      await ctx.app.server.close();
    }
  });

  it('a path parameter over the router limit gets the envelope (404), as does a bad URL', async () => {
    expectEnvelope(await guest.get(`/api/public/posts/${'9'.repeat(500)}`), 404, 'NOT_FOUND');
    expectEnvelope(await guest.get('/api/public/posts/%E0%A4%A'), 422);
  });

  it("a client's X-Request-Id is not the server's request id", async () => {
    const res = await guest.get('/api/health', { 'x-request-id': 'attacker-chosen' });
    expect(res.headers['x-request-id']).not.toBe('attacker-chosen');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('signed-in API answers carry Cache-Control: no-store; public ones keep their own', async () => {
    const me = await adminClient.get('/api/auth/user');
    expect(me.headers['cache-control']).toBe('no-store');
    const refused = await adminClient.get('/api/admin/members?page=1e3');
    expect(refused.headers['cache-control']).toBe('no-store');
    const codes = await guest.get('/api/codes');
    expect(codes.headers['cache-control']).not.toBe('no-store');
  });
});

describe('sign-in throttles', () => {
  it('one address trying many e-mails is stopped', async () => {
    const client = await new Client(ctx.app, 'en', randomIp()).csrf();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await client.post('/api/login', {
        email: `nobody${i}-${Date.now()}@example.jp`,
        password: 'wrong',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('many addresses trying one e-mail are stopped', async () => {
    const victim = await buildMember(ctx.db);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const client = await new Client(ctx.app, 'en', randomIp()).csrf();
      statuses.push(
        (await client.post('/api/login', { email: victim.email, password: `wrong${i}` }))
          .statusCode,
      );
    }
    // Five free failures, a sixth that starts the account's growing wait, then turned away.
    expect(statuses.slice(0, 6).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(6).every((s) => s === 429)).toBe(true);
  });
});

describe('Idempotency-Key on a redemption', () => {
  it('a retry with the same key gets the first answer and redeems once', async () => {
    const redeemer = await buildMember(ctx.db);
    await movePoints(ctx.db, {
      userId: redeemer.id,
      type: 'ADJUST',
      points: 1000,
      description: 'test',
      idempotencyKey: `attack-test:${redeemer.id}`,
    });
    const client = await new Client(ctx.app).login(redeemer.email);
    const rewards = (await client.get('/api/rewards')).json().data.rewards as {
      id: number;
      type: string;
    }[];
    const paypal = rewards.find((r) => r.type === 'paypal')!;
    const body = { amount: 200, paypalEmail: 'pay@example.com' };
    const headers = { 'idempotency-key': `redeem-${redeemer.id}-1` };
    const first = await client.post(`/api/rewards/${paypal.id}/redeem`, body, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await client.post(`/api/rewards/${paypal.id}/redeem`, body, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const [row] = await ctx.db
      .select({ b: users.pointAmount })
      .from(users)
      .where(eq(users.id, redeemer.id));
    expect(row!.b).toBe(800);

    // The same key on another request is a conflict; another key redeems again.
    const other = await client.post(
      `/api/rewards/${paypal.id}/redeem`,
      { ...body, amount: 300 },
      headers,
    );
    expectEnvelope(other, 409, 'CONFLICT');
    const next = await client.post(`/api/rewards/${paypal.id}/redeem`, body, {
      'idempotency-key': `redeem-${redeemer.id}-2`,
    });
    expect(next.statusCode).toBe(201);
    expect(next.json().data.balance).toBe(600);
    // A key must be visible ASCII.
    expectEnvelope(
      await client.post(`/api/rewards/${paypal.id}/redeem`, body, { 'idempotency-key': 'a b' }),
      422,
      'VALIDATION_ERROR',
    );
  });
});

describe('what the log keeps of a failed query', () => {
  it('the statement and its code, never the bound values (a password hash)', async () => {
    const lines: string[] = [];
    const { buildApp } = await import('../src/app');
    const logged = await buildApp({
      config: { ...ctx.config, logLevel: 'info' },
      database: { ...ctx.app.database, close: async () => undefined },
      logStream: { write: (line) => void lines.push(line) },
    });
    const secret = '$argon2id$v=19$m=65536$SECRET-HASH-VALUE';
    logged.get('/api/test/failing-query', async () => {
      await logged.db.execute(sql`select * from no_such_table where password_hash = ${secret}`);
      return { ok: true };
    });
    try {
      const res = await logged.inject('/api/test/failing-query');
      expectEnvelope(res, 500, 'SYSTEM_ERROR');
      const log = lines.join('\n');
      expect(log).toContain('no_such_table');
      expect(log).not.toContain('SECRET-HASH-VALUE');
      expect(log).toContain('params: [redacted]');
    } finally {
      await logged.close();
    }
  });
});

describe('demo data with ADMIN_EMAIL on an empty database', () => {
  it('loads the demo data and makes the admin', async () => {
    const { createTestContext } = await import('./helpers');
    const fresh = await createTestContext({
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'owner@example.jp',
      ADMIN_PASSWORD: 'Owner-2026-pass',
    });
    try {
      const { prepareStartData } = await import('../src/seed/start-data');
      const { seeded } = await prepareStartData(fresh.app, fresh.config);
      expect(seeded).toBeDefined();
      const owner = await new Client(fresh.app).login('owner@example.jp', 'Owner-2026-pass');
      const members = (await owner.get('/api/admin/members')).json();
      expect(members.meta.total).toBeGreaterThan(5);
      // A second start changes nothing and seeds nothing.
      expect((await prepareStartData(fresh.app, fresh.config)).seeded).toBeUndefined();
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
