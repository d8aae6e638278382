// Authorization from the route table: every operation of the OpenAPI
// document, called as guest, blocked member, another member, member and admin, answers as
// src/test/route-table.ts says; an operation missing from the table fails. Path ids name no
// record (2147483000), so nothing is changed and the guard alone decides; records owned by
// someone are checked below for the calls that change them.
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type RouteAccess } from '../src/test/route-table';
import { buildAdmin, buildMember, buildPost, Client, useTestApp } from './helpers';

const ctx = useTestApp();
type Role = 'guest' | 'blocked' | 'other' | 'member' | 'admin';
const ROLES: Role[] = ['guest', 'blocked', 'other', 'member', 'admin'];

/** ok: the guard lets the caller through (any answer but 401, 403, 419); deny: 401 or 403. */
const EXPECTED: Record<RouteAccess, Record<Role, 'ok' | 'deny'>> = {
  public: { guest: 'ok', blocked: 'ok', other: 'ok', member: 'ok', admin: 'ok' },
  member: { guest: 'deny', blocked: 'ok', other: 'ok', member: 'ok', admin: 'ok' },
  poster: { guest: 'deny', blocked: 'deny', other: 'deny', member: 'ok', admin: 'ok' },
  admin: { guest: 'deny', blocked: 'deny', other: 'deny', member: 'deny', admin: 'ok' },
  secret: { guest: 'deny', blocked: 'deny', other: 'deny', member: 'deny', admin: 'deny' },
  signature: { guest: 'ok', blocked: 'ok', other: 'ok', member: 'ok', admin: 'ok' },
};
/** Calls that end the caller's session: each role gets a client of its own for them. */
const ENDS_SESSION = new Set(['GET /api/logout', 'POST /api/logout']);

async function clients() {
  const owner = await buildMember(ctx.db, { canPost: true });
  const other = await buildMember(ctx.db);
  const blocked = await buildMember(ctx.db, { isBlocked: true });
  const admin = await buildAdmin(ctx.db);
  return {
    users: { owner, other, blocked, admin },
    as: {
      guest: await new Client(ctx.app).csrf(),
      blocked: await new Client(ctx.app).login(blocked.email),
      other: await new Client(ctx.app).login(other.email),
      member: await new Client(ctx.app).login(owner.email),
      admin: await new Client(ctx.app).login(admin.email),
    } satisfies Record<Role, Client>,
  };
}

describe('the route table', () => {
  it('classifies every operation of the OpenAPI document, and each guard answers as it says', async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { summary?: string; security?: unknown[] }>>;
    };
    const { users, as } = await clients();
    // Each operation says what it asks of its caller, and what it does.
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.summary, `${method} ${path} summary`).toBeTruthy();
        expect(Array.isArray(op.security), `${method} ${path} security`).toBe(true);
      }
    }
    expect(doc.paths['/api/admin/points/adjust']!.post!.security).toEqual([
      { sessionCookie: [], csrfHeader: [] },
    ]);
    expect(doc.paths['/api/health']!.get!.security).toEqual([]);
    expect(doc.paths['/api/report']!.get!.security).toEqual([{ reportSecret: [] }]);
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(operations.length).toBeGreaterThan(150);
    const missing = operations.filter((op) => !(op in ROUTE_TABLE));
    expect(missing, 'operations missing from src/test/route-table.ts').toEqual([]);
    const stale = Object.keys(ROUTE_TABLE).filter((op) => !operations.includes(op));
    expect(stale, 'table rows without an operation').toEqual([]);

    const wrong: string[] = [];
    for (const op of operations) {
      const [method, path] = op.split(' ') as [string, string];
      const url = path.replace(/\{[^}]+\}/g, '2147483000');
      const expected = EXPECTED[ROUTE_TABLE[op]!];
      for (const role of ROLES) {
        const client = ENDS_SESSION.has(op)
          ? role === 'guest'
            ? await new Client(ctx.app).csrf()
            : await new Client(ctx.app).login(
                {
                  blocked: users.blocked,
                  other: users.other,
                  member: users.owner,
                  admin: users.admin,
                }[role].email,
              )
          : as[role];
        const res = await client.request({
          method: method as 'GET',
          url,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        const outcome = [401, 403, 419].includes(res.statusCode) ? 'deny' : 'ok';
        if (res.statusCode === 419 || res.statusCode >= 500 || outcome !== expected[role])
          wrong.push(`${op} as ${role}: ${res.statusCode} (table: ${ROUTE_TABLE[op]})`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('records owned by a member: another member may not change them, the owner and admins may', async () => {
    const { users, as } = await clients();
    const post = await buildPost(ctx.db, { authorId: users.owner.id });
    const edit = { title: 'Edited', contents: '<p>edited</p>' };
    for (const role of ['guest', 'other', 'blocked'] as const) {
      const res = await as[role].post(`/api/posts/${post.id}/edit`, edit);
      expect([401, 403, 404], `${role} edits the post`).toContain(res.statusCode);
      const del = await as[role].request({ method: 'DELETE', url: `/api/posts/${post.id}` });
      expect([401, 403, 404], `${role} deletes the post`).toContain(del.statusCode);
    }
    const own = await as.member.post(`/api/posts/${post.id}/edit`, edit);
    expect(own.statusCode, own.body).toBe(200);
    const comment = await as.member.post(`/api/posts/${post.id}/comments`, { comment: 'Mine' });
    expect(comment.statusCode, comment.body).toBe(201);
    const commentId = comment.json().data.id as number;
    for (const role of ['guest', 'other', 'blocked'] as const) {
      const put = await as[role].request({
        method: 'PUT',
        url: `/api/comments/${commentId}`,
        payload: { comment: 'Not mine' },
      });
      expect([401, 403, 404], `${role} edits the comment`).toContain(put.statusCode);
      const del = await as[role].request({ method: 'DELETE', url: `/api/comments/${commentId}` });
      expect([401, 403, 404], `${role} deletes the comment`).toContain(del.statusCode);
    }
    const mine = await as.member.request({
      method: 'PUT',
      url: `/api/comments/${commentId}`,
      payload: { comment: 'Still mine' },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(
      (await as.admin.request({ method: 'DELETE', url: `/api/comments/${commentId}` })).statusCode,
    ).toBe(200);
  });
});
