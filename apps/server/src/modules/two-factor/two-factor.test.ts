// Two-step sign-in: enrolment, the code step (wrong, reused, recovery codes once), what a
// session waiting for its code may do, throttling, disabling and new recovery codes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoFactor, twoFactorRecoveryCodes } from '../../db/schema/index';
import { Client, buildMember, randomIp, useTestApp, type ErrorBody } from '../../../test/helpers';
import { decryptSecret } from './secrets';
import { codeAt, enrol, passwordStep } from '../../../test/two-factor';

const ctx = useTestApp();
const signedIn = async (email: string, locale: 'ja' | 'en' = 'en') =>
  new Client(ctx.app, locale, randomIp()).login(email);

describe('enrolment', () => {
  it('shows a QR code, URI and secret once, turns on with a right code and answers ten codes', async () => {
    const member = await buildMember(ctx.db);
    const c = await signedIn(member.email);
    const setup = await c.post('/api/me/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(qrSvg).toMatch(/^<svg/);
    // Stored encrypted, never as the secret itself.
    const [row] = await ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, member.id));
    expect(row!.secretEncrypted).not.toContain(secret);
    expect(decryptSecret(ctx.config.secrets.session, row!.secretEncrypted)).toBe(secret);
    expect((await c.get('/api/me/two-factor')).json().data.enabled).toBe(false);

    const wrong = await c.post('/api/me/two-factor/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<ErrorBody>().error_code).toBe('INVALID_TWO_FACTOR_CODE');

    const before = c.cookies.get('fanclub_session');
    const confirm = await c.post('/api/me/two-factor/confirm', { code: await codeAt(secret) });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const codes = confirm.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(c.cookies.get('fanclub_session')).not.toBe(before);
    const hashes = await ctx.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, member.id));
    expect(hashes).toHaveLength(10);
    expect(hashes.map((h) => h.codeHash)).not.toContain(codes[0]);

    const status = (await c.get('/api/me/two-factor')).json().data;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(JSON.stringify(status)).not.toContain(secret);
    // No second secret while it is on.
    expect((await c.post('/api/me/two-factor/setup')).statusCode).toBe(409);
    expect((await c.get('/api/auth/user')).json().data.twoFactorEnabled).toBe(true);
  });

  it('needs a signed-in member', async () => {
    const guest = await new Client(ctx.app).csrf();
    expect((await guest.post('/api/me/two-factor/setup')).statusCode).toBe(401);
    expect((await guest.get('/api/me/two-factor')).statusCode).toBe(401);
  });
});

describe('the code step', () => {
  it('waits for the code after the password and allows nothing but the code and sign-out', async () => {
    const member = await buildMember(ctx.db);
    const { secret } = await enrol(await signedIn(member.email));
    const c = await passwordStep(new Client(ctx.app, 'ja'), member.email);
    const me = await c.get('/api/auth/user');
    expect(me.statusCode).toBe(403);
    expect(me.json<ErrorBody>()).toMatchObject({
      error_code: 'TWO_FACTOR_REQUIRED',
      message: '2段階認証の確認コードを入力してください。',
    });
    expect((await c.get('/api/earning-history')).statusCode).toBe(403);
    expect((await c.get('/api/me/two-factor')).statusCode).toBe(403);

    const before = c.cookies.get('fanclub_session');
    const ok = await c.post('/api/login/two-factor', { code: await codeAt(secret, 1) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ id: member.id, twoFactorEnabled: true });
    expect(c.cookies.get('fanclub_session')).not.toBe(before);
    expect((await c.get('/api/auth/user')).statusCode).toBe(200);
    // The code step has nothing left to do once passed.
    expect((await c.post('/api/login/two-factor', { code: '123456' })).statusCode).toBe(401);
  });

  it('refuses a wrong code and a code already used in its time step', async () => {
    const member = await buildMember(ctx.db);
    const { secret } = await enrol(await signedIn(member.email));
    const c = await passwordStep(new Client(ctx.app), member.email);
    const wrong = await c.post('/api/login/two-factor', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<ErrorBody>().error_code).toBe('INVALID_TWO_FACTOR_CODE');
    // The code that confirmed the enrolment, in its own time step: used.
    const reused = await c.post('/api/login/two-factor', { code: await codeAt(secret) });
    expect(reused.statusCode).toBe(422);
    const next = await codeAt(secret, 1);
    expect((await c.post('/api/login/two-factor', { code: next })).statusCode).toBe(200);
    // The same code again from another browser: refused, although still within its window.
    const other = await passwordStep(new Client(ctx.app), member.email);
    expect((await other.post('/api/login/two-factor', { code: next })).statusCode).toBe(422);
    expect((await other.get('/api/auth/user')).statusCode).toBe(403);
  });

  it('takes each recovery code once, in any case and spacing', async () => {
    const member = await buildMember(ctx.db);
    const { recoveryCodes } = await enrol(await signedIn(member.email));
    const first = await passwordStep(new Client(ctx.app), member.email);
    const typed = ` ${recoveryCodes[0]!.toUpperCase().replace('-', ' ')} `;
    expect((await first.post('/api/login/two-factor', { code: typed })).statusCode).toBe(200);
    const again = await passwordStep(new Client(ctx.app), member.email);
    const reused = await again.post('/api/login/two-factor', { code: recoveryCodes[0] });
    expect(reused.statusCode).toBe(422);
    expect((await again.post('/api/login/two-factor', { code: recoveryCodes[1] })).statusCode).toBe(
      200,
    );
    expect((await again.get('/api/me/two-factor')).json().data.recoveryCodesLeft).toBe(8);
  });

  it('throttles code guesses per session and per account', async () => {
    const member = await buildMember(ctx.db);
    const { secret } = await enrol(await signedIn(member.email));
    const c = await passwordStep(new Client(ctx.app), member.email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await c.post('/api/login/two-factor', { code: '000000' })).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    // The right code too, while the session's guesses are spent.
    const right = await c.post('/api/login/two-factor', { code: await codeAt(secret, 1) });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    // A new session of the same account: 5 more guesses, then the account's limit (10) holds.
    const d = await passwordStep(new Client(ctx.app), member.email);
    const more: number[] = [];
    for (let i = 0; i < 6; i += 1)
      more.push((await d.post('/api/login/two-factor', { code: '000000' })).statusCode);
    expect(more).toEqual([422, 422, 422, 422, 422, 429]);
    const e = await passwordStep(new Client(ctx.app), member.email);
    expect(
      (await e.post('/api/login/two-factor', { code: await codeAt(secret, 1) })).statusCode,
    ).toBe(429);
  });
});

describe('settings', () => {
  it('replaces the recovery codes with the password, and turns off with a code', async () => {
    const member = await buildMember(ctx.db);
    const c = await signedIn(member.email);
    const { secret, recoveryCodes } = await enrol(c);
    const wrongPassword = await c.post('/api/me/two-factor/recovery-codes', { password: 'nope' });
    expect(wrongPassword.statusCode).toBe(422);
    const fresh = await c.post('/api/me/two-factor/recovery-codes', { password: 'Harbour2026' });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const newCodes = fresh.json().data.recoveryCodes as string[];
    expect(newCodes).toHaveLength(10);
    expect(newCodes).not.toContain(recoveryCodes[0]);
    const empty = await c.post('/api/me/two-factor/disable', {});
    expect(empty.statusCode).toBe(422);
    const off = await c.post('/api/me/two-factor/disable', { code: await codeAt(secret, 1) });
    expect(off.statusCode, off.body).toBe(200);
    expect((await c.get('/api/me/two-factor')).json().data.enabled).toBe(false);
    const again = await new Client(ctx.app).csrf();
    const login = await again.post('/api/login', { email: member.email, password: 'Harbour2026' });
    expect(login.statusCode).toBe(200);
  });
});
