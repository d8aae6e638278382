import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index';
import {
  Client,
  DEFAULT_PASSWORD,
  buildMember,
  json,
  randomIp,
  useTestApp,
} from '../../../test/helpers';

const ctx = useTestApp();
const client = (locale: 'ja' | 'en' = 'en') => new Client(ctx.app, locale, randomIp()).csrf();
type ErrorBody = { code: number; error_code: string; message: string };

describe('CSRF', () => {
  it('sets XSRF-TOKEN and an HttpOnly SameSite=Lax session cookie', async () => {
    const c = new Client(ctx.app);
    const res = await c.get('/sanctum/csrf-cookie');
    expect(res.statusCode).toBe(204);
    const byName = Object.fromEntries(res.cookies.map((k) => [k.name, k]));
    expect(byName['fanclub_session']).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(byName['XSRF-TOKEN']!.httpOnly).toBeFalsy();
  });

  it('answers 419 to a state-changing call without the header, with a wrong one, or without a session', async () => {
    const c = await client('ja');
    const missing = await c.post(
      '/api/login',
      { email: 'a@example.jp', password: 'x' },
      { 'x-xsrf-token': '' },
    );
    expect(missing.statusCode).toBe(419);
    expect(json<ErrorBody>(missing)).toMatchObject({
      code: 419,
      error_code: 'CSRF_TOKEN_MISMATCH',
      message: 'セッションの有効期限が切れました。ページを再読み込みしてください。',
    });
    expect(
      (
        await c.post(
          '/api/login',
          { email: 'a@example.jp', password: 'x' },
          { 'x-xsrf-token': 'forged' },
        )
      ).statusCode,
    ).toBe(419);
    const stranger = new Client(ctx.app);
    expect(
      (await stranger.post('/api/register', {}, { 'x-xsrf-token': c.cookies.get('XSRF-TOKEN')! }))
        .statusCode,
    ).toBe(419);
  });
});

describe('POST /api/login', () => {
  it('signs in, rotates the session id and returns the user with points and flags', async () => {
    const member = await buildMember(ctx.db, { pointAmount: 1200, isBlocked: true });
    const c = await client();
    const before = c.cookies.get('fanclub_session');
    const res = await c.post('/api/login', { email: member.email, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      data: { id: member.id, pointAmount: 1200, is_admin: false, isAdmin: false, is_blocked: true },
    });
    const after = c.cookies.get('fanclub_session');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    // The pre-login session is gone: replaying its cookie gives a guest.
    const replay = new Client(ctx.app);
    replay.cookies.set('fanclub_session', before!);
    expect((await replay.get('/api/auth/user')).statusCode).toBe(401);
    expect((await c.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('answers the same 422 for a wrong password and an unknown address', async () => {
    const member = await buildMember(ctx.db);
    const wrong = await (
      await client('ja')
    ).post('/api/login', { email: member.email, password: 'Wrong12345' });
    const unknown = await (
      await client('ja')
    ).post('/api/login', { email: 'nobody@example.jp', password: 'Wrong12345' });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(json(wrong)).toEqual(json(unknown));
    expect(json<ErrorBody>(wrong)).toMatchObject({
      error_code: 'INVALID_CREDENTIALS',
      message: 'メールアドレスまたはパスワードが正しくありません。',
    });
  });

  it('throttles after 5 failures per email and IP, and the right password is refused too', async () => {
    const member = await buildMember(ctx.db);
    const c = await client();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await c.post('/api/login', { email: member.email, password: 'Wrong12345' })).statusCode,
      ).toBe(422);
    }
    const blocked = await c.post('/api/login', { email: member.email, password: DEFAULT_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(json<ErrorBody>(blocked).message).toBe(
      'Too many attempts. Please wait 1 minute and try again.',
    );
    // The same address from another IP is not locked out.
    expect(
      (
        await (
          await client()
        ).post('/api/login', { email: member.email, password: DEFAULT_PASSWORD })
      ).statusCode,
    ).toBe(200);
  });

  it.each(['cancelled', 'unsubscribed'] as const)(
    'refuses a %s account with ACCOUNT_CLOSED',
    async (status) => {
      const member = await buildMember(ctx.db, { status });
      const res = await (
        await client()
      ).post('/api/login', { email: member.email, password: DEFAULT_PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(json<ErrorBody>(res).error_code).toBe('ACCOUNT_CLOSED');
    },
  );

  it('tells a provisional account only after the right password', async () => {
    const member = await buildMember(ctx.db, { status: 'provisional', emailVerifiedAt: null });
    expect(
      (await (await client()).post('/api/login', { email: member.email, password: 'Wrong12345' }))
        .statusCode,
    ).toBe(422);
    const res = await (
      await client()
    ).post('/api/login', { email: member.email, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(json<ErrorBody>(res).error_code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('validates the body', async () => {
    const res = await (await client()).post('/api/login', { email: '' });
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors).toEqual({
      email: ['should not be blank'],
      password: ['should not be blank'],
    });
  });
});

describe('session lifetime', () => {
  it('logout destroys the session', async () => {
    const member = await buildMember(ctx.db);
    const c = await (await client()).login(member.email);
    const cookie = c.cookies.get('fanclub_session')!;
    const res = await c.get('/api/logout');
    expect(res.statusCode).toBe(200);
    expect((await c.get('/api/auth/user')).statusCode).toBe(401);
    const replay = new Client(ctx.app);
    replay.cookies.set('fanclub_session', cookie);
    expect((await replay.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('expires a session left idle longer than SESSION_IDLE_MINUTES', async () => {
    const member = await buildMember(ctx.db);
    const c = await (await client()).login(member.email);
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 121 * 60_000) })
      .where(eq(sessions.userId, member.id));
    const res = await c.get('/api/auth/user');
    expect(res.statusCode).toBe(401);
    expect(json<ErrorBody>(res).error_code).toBe('UNAUTHENTICATED');
  });

  it('drops a signed-in member whose account is closed meanwhile', async () => {
    const member = await buildMember(ctx.db);
    const c = await (await client()).login(member.email);
    await ctx.db.update(users).set({ status: 'unsubscribed' }).where(eq(users.id, member.id));
    expect((await c.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('GET /api/auth/user is 401 for a guest, localised', async () => {
    const res = await new Client(ctx.app, 'ja').get('/api/auth/user');
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({
      code: 401,
      error_code: 'UNAUTHENTICATED',
      message: 'ログインしてください。',
    });
  });

  it('keeps one session row per sign-in, not per request', async () => {
    const member = await buildMember(ctx.db);
    const c = await (await client()).login(member.email);
    for (let i = 0; i < 3; i += 1) await c.get('/api/auth/user');
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, member.id));
    expect(row!.n).toBe(1);
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For when no proxy is trusted, so the throttle cannot be dodged', async () => {
    const member = await buildMember(ctx.db);
    const c = await client();
    for (let i = 0; i < 5; i += 1) {
      await c.post(
        '/api/login',
        { email: member.email, password: 'Wrong12345' },
        { 'x-forwarded-for': `203.0.113.${i}` },
      );
    }
    const res = await c.post(
      '/api/login',
      { email: member.email, password: DEFAULT_PASSWORD },
      { 'x-forwarded-for': '198.51.100.7' },
    );
    expect(res.statusCode).toBe(429);
  });
});
