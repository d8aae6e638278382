// ADMIN_REQUIRE_2FA: an admin without two-step sign-in acts as a member until enrolled, and
// every admin call answers TWO_FACTOR_ENROLMENT_REQUIRED; members are not asked to enrol.
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../test/route-table';
import { Client, buildAdmin, buildMember, useTestApp, type ErrorBody } from '../../../test/helpers';
import { codeAt, enrol, passwordStep } from '../../../test/two-factor';

const ctx = useTestApp({ ADMIN_REQUIRE_2FA: 'true' });

async function adminOperations(): Promise<string[]> {
  const doc = (await ctx.app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
    .filter((op) => op.split(' ')[1]!.startsWith('/api/admin/') || ROUTE_TABLE[op] === 'admin');
}

describe('ADMIN_REQUIRE_2FA', () => {
  it('refuses every admin call to an admin not enrolled, until the enrolment', async () => {
    const ops = await adminOperations();
    expect(ops.length).toBeGreaterThan(100);
    const admin = await buildAdmin(ctx.db);
    const c = new Client(ctx.app, 'ja');
    await c.csrf();
    const login = await c.post('/api/login', { email: admin.email, password: 'Harbour2026' });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({
      isAdmin: false,
      twoFactorEnabled: false,
      twoFactorEnrolmentRequired: true,
    });
    const wrong: string[] = [];
    for (const op of ops) {
      const [method, path] = op.split(' ') as [string, string];
      const res = await c.request({
        method: method as 'GET',
        url: path.replace(/\{[^}]+\}/g, '2147483000'),
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      const code = res.statusCode === 403 ? res.json<ErrorBody>().error_code : undefined;
      if (code !== 'TWO_FACTOR_ENROLMENT_REQUIRED') wrong.push(`${op}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    const refused = await c.get('/api/admin/members');
    expect(refused.json<ErrorBody>().message).toBe(
      '管理画面を使うには、先に2段階認証を設定してください。',
    );
    // Member calls still work, the enrolment among them.
    expect((await c.get('/api/auth/user')).json().data.twoFactorEnrolmentRequired).toBe(true);
    expect((await c.get('/api/me/two-factor')).json().data).toMatchObject({
      enabled: false,
      required: true,
    });
    const { secret } = await enrol(c);
    expect((await c.get('/api/admin/members')).statusCode).toBe(200);
    expect((await c.get('/api/auth/user')).json().data).toMatchObject({
      isAdmin: true,
      twoFactorEnrolmentRequired: false,
    });
    // An admin who must keep it cannot turn it off.
    const off = await c.post('/api/me/two-factor/disable', { password: 'Harbour2026' });
    expect(off.statusCode).toBe(403);
    // The next sign-in asks for the code.
    const next = await passwordStep(new Client(ctx.app), admin.email);
    expect((await next.get('/api/admin/members')).statusCode).toBe(403);
    await next.post('/api/login/two-factor', { code: await codeAt(secret, 1) });
    expect((await next.get('/api/admin/members')).statusCode).toBe(200);
  }, 300_000);

  it('does not ask members to enrol', async () => {
    const member = await buildMember(ctx.db);
    const c = await new Client(ctx.app).login(member.email);
    expect((await c.get('/api/auth/user')).json().data.twoFactorEnrolmentRequired).toBe(false);
    expect((await c.get('/api/earning-history')).statusCode).toBe(200);
    expect((await c.get('/api/admin/members')).statusCode).toBe(403);
  });
});
