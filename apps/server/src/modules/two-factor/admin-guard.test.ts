// Every admin call refuses a session that has not passed its second factor: the calls are read
// from the app's OpenAPI document (every path under /api/admin and every call the route table
// gives to admins), so a new admin call is covered without anyone listing it. Also an admin's
// reset of a member's two-step sign-in, and the operator command's.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions, twoFactor } from '../../db/schema/index';
import { hmacSha256 } from '../../lib/tokens';
import { ROUTE_TABLE } from '../../test/route-table';
import { resetTwoFactorByEmail } from '../../cli/reset-two-factor';
import {
  Client,
  buildAdmin,
  buildMember,
  lastMailTo,
  useTestApp,
  type ErrorBody,
} from '../../../test/helpers';
import { codeAt, enrol, passwordStep } from '../../../test/two-factor';

const ctx = useTestApp();

/** Every admin operation of the OpenAPI document, as "METHOD /path". */
async function adminOperations(app: typeof ctx.app): Promise<string[]> {
  const doc = (await app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
    .filter((op) => op.split(' ')[1]!.startsWith('/api/admin/') || ROUTE_TABLE[op] === 'admin');
}

/** Calls every operation with ids that name no record; answers the ones not refused as told. */
async function callsNotRefused(client: Client, ops: string[], errorCode: string) {
  const wrong: string[] = [];
  for (const op of ops) {
    const [method, path] = op.split(' ') as [string, string];
    const res = await client.request({
      method: method as 'GET',
      url: path.replace(/\{[^}]+\}/g, '2147483000'),
      ...(method === 'GET' ? {} : { payload: {} }),
    });
    const body = res.statusCode === 403 ? res.json<ErrorBody>() : undefined;
    if (body?.error_code !== errorCode) wrong.push(`${op}: ${res.statusCode}`);
  }
  return wrong;
}

describe('admin calls before the second factor', () => {
  it('refuse every admin call while the session waits for its code', async () => {
    const ops = await adminOperations(ctx.app);
    expect(ops.length).toBeGreaterThan(100);
    expect(ops).toContain('DELETE /api/admin/members/{id}/two-factor');
    expect(ops).toContain('POST /api/neo/amazon-approve');
    const admin = await buildAdmin(ctx.db);
    const { secret } = await enrol(await new Client(ctx.app).login(admin.email));
    const pending = await passwordStep(new Client(ctx.app), admin.email);
    expect(await callsNotRefused(pending, ops, 'TWO_FACTOR_REQUIRED')).toEqual([]);
    // After the code the same calls reach their handlers (the matrix above is not vacuous).
    expect(
      (await pending.post('/api/login/two-factor', { code: await codeAt(secret, 1) })).statusCode,
    ).toBe(200);
    expect((await pending.get('/api/admin/members')).statusCode).toBe(200);
    expect((await pending.get('/api/admin/settings')).statusCode).toBe(200);
  }, 300_000);

  it('a session from before the enrolment counts as waiting for its code', async () => {
    const admin = await buildAdmin(ctx.db);
    const old = await new Client(ctx.app).login(admin.email);
    const c = await new Client(ctx.app).login(admin.email);
    await enrol(c);
    // Enrolment ends the other sessions.
    expect((await old.get('/api/admin/members')).statusCode).toBe(401);
    // A session row that never passed the code step (one written before enrolment) gets nothing.
    const raw = 'stale-session-from-before-enrolment';
    await ctx.db.insert(sessions).values({
      idHash: hmacSha256(ctx.config.secrets.session, raw),
      csrfToken: 'stale-csrf',
      userId: admin.id,
    });
    const stale = new Client(ctx.app);
    stale.cookies.set('fanclub_session', raw);
    const res = await stale.get('/api/admin/members');
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().error_code).toBe('TWO_FACTOR_REQUIRED');
    expect((await c.get('/api/admin/members')).statusCode).toBe(200);
  });
});

describe('resetting a member’s two-step sign-in', () => {
  it('another admin resets it from the admin: the member is mailed and signed out', async () => {
    const member = await buildMember(ctx.db, { mainLanguage: 'en' });
    const mine = await new Client(ctx.app).login(member.email);
    await enrol(mine);
    const admin = await buildAdmin(ctx.db);
    const other = await new Client(ctx.app).login(member.email).catch(() => undefined);
    expect(other).toBeUndefined();
    const byMember = await mine.request({
      method: 'DELETE',
      url: `/api/admin/members/${member.id}/two-factor`,
    });
    expect(byMember.statusCode).toBe(403);
    const a = await new Client(ctx.app).login(admin.email);
    const res = await a.request({
      method: 'DELETE',
      url: `/api/admin/members/${member.id}/two-factor`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ reset: true });
    expect(await ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, member.id))).toEqual(
      [],
    );
    expect((await mine.get('/api/auth/user')).statusCode).toBe(401);
    const mail = await lastMailTo(ctx.db, member.email);
    expect(mail!.subject).toContain('two-step sign-in was reset');
    // Password alone signs in again; a second reset has nothing to do.
    await new Client(ctx.app).login(member.email);
    const again = await a.request({
      method: 'DELETE',
      url: `/api/admin/members/${member.id}/two-factor`,
    });
    expect(again.json().data).toEqual({ reset: false });
    // One audit row: the reset that changed something, with the admin as actor.
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.memberId, member.id));
    expect(audit.map((r) => [r.action, r.actorId])).toEqual([['two_factor_reset', admin.id]]);
    const self = await a.request({
      method: 'DELETE',
      url: `/api/admin/members/${admin.id}/two-factor`,
    });
    expect(self.statusCode).toBe(403);
    const missing = await a.request({
      method: 'DELETE',
      url: '/api/admin/members/2147483000/two-factor',
    });
    expect(missing.statusCode).toBe(404);
    const guest = await new Client(ctx.app).csrf();
    const anon = await guest.request({
      method: 'DELETE',
      url: `/api/admin/members/${member.id}/two-factor`,
    });
    expect(anon.statusCode).toBe(401);
  });

  it('the operator command resets it by e-mail address', async () => {
    const admin = await buildAdmin(ctx.db, { mainLanguage: 'ja' });
    await enrol(await new Client(ctx.app).login(admin.email));
    const line = await resetTwoFactorByEmail(ctx.db, ctx.config, admin.email.toUpperCase());
    expect(line).toContain('reset');
    expect(await ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, admin.id))).toEqual([]);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.memberId, admin.id));
    expect(audit.map((r) => [r.action, r.actorId])).toEqual([['two_factor_reset', null]]);
    expect((await lastMailTo(ctx.db, admin.email))!.subject).toContain(
      '2段階認証がリセットされました',
    );
    const c = await new Client(ctx.app).login(admin.email);
    expect((await c.get('/api/admin/members')).statusCode).toBe(200);
    await expect(resetTwoFactorByEmail(ctx.db, ctx.config, 'nobody@example.jp')).rejects.toThrow(
      'No account',
    );
  });
});
