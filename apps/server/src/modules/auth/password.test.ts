import { describe, expect, it } from 'vitest';
import { userTokens } from '../../db/schema/index';
import {
  Client,
  DEFAULT_PASSWORD,
  buildMember,
  json,
  lastMailTo,
  linkIn,
  mailCount,
  randomIp,
  resetPassword,
  resetTokenFor,
  useTestApp,
} from '../../../test/helpers';
import { eq } from 'drizzle-orm';

const ctx = useTestApp();
const client = (locale: 'ja' | 'en' = 'en') => new Client(ctx.app, locale, randomIp()).csrf();
type ErrorBody = {
  code: number;
  error_code: string;
  message: string;
  errors?: Record<string, string[]>;
};

describe('forgot and reset password', () => {
  it('mails a link in the member language; the token works once and ends other sessions', async () => {
    const member = await buildMember(ctx.db, { mainLanguage: 'en' });
    const elsewhere = await (await client()).login(member.email);
    const c = await client();
    const res = await c.post('/api/forgot-password', { email: member.email });
    expect(res.statusCode).toBe(202);
    const mail = await lastMailTo(ctx.db, member.email);
    expect(mail!.subject).toBe('[Setouchi Fan Club] Reset your password');
    const link = linkIn(mail!.textBody, '/reset-password');
    expect(link.searchParams.get('email')).toBe(member.email);
    const token = link.searchParams.get('token')!;

    const body = {
      token,
      email: member.email,
      password: 'NewHarbour2027',
      passwordConfirmation: 'NewHarbour2027',
    };
    expect((await c.post('/api/reset-password', body)).statusCode).toBe(200);
    const again = await c.post('/api/reset-password', {
      ...body,
      password: 'Other2027x',
      passwordConfirmation: 'Other2027x',
    });
    expect(again.statusCode).toBe(422);
    expect(json<ErrorBody>(again).error_code).toBe('INVALID_TOKEN');

    expect((await elsewhere.get('/api/auth/user')).statusCode).toBe(401);
    expect(
      (
        await (
          await client()
        ).post('/api/login', { email: member.email, password: DEFAULT_PASSWORD })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await (
          await client()
        ).post('/api/login', { email: member.email, password: 'NewHarbour2027' })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 202 alike for an unknown address and sends nothing', async () => {
    const c = await client();
    const known = await buildMember(ctx.db);
    const a = await c.post('/api/forgot-password', { email: known.email });
    const b = await c.post('/api/forgot-password', { email: 'no-such-member@example.jp' });
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    expect(a.body).toBe(b.body);
    expect(await mailCount(ctx.db, 'no-such-member@example.jp')).toBe(0);
  });

  it('refuses an expired token, a token for another address, and a weak password', async () => {
    const member = await buildMember(ctx.db);
    const c = await client();
    await c.post('/api/forgot-password', { email: member.email });
    const token = await resetTokenFor(ctx.db, member.email);
    const weak = await resetPassword(c, token, member.email, 'weak');
    expect(weak.statusCode).toBe(422);
    expect(json<ErrorBody>(weak).errors!.password).toBeDefined();
    const other = await resetPassword(c, token, 'someone-else@example.jp', 'Valid2027x');
    expect(json<ErrorBody>(other).error_code).toBe('INVALID_TOKEN');
    await ctx.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, member.id));
    const expired = await resetPassword(c, token, member.email, 'Valid2027x');
    expect(expired.statusCode).toBe(422);
    expect(json<ErrorBody>(expired).error_code).toBe('INVALID_TOKEN');
  });
});

describe('POST /api/me/password', () => {
  it('is for signed-in members only', async () => {
    const res = await (
      await client()
    ).post('/api/me/password', {
      currentPassword: 'x',
      password: 'Valid2027x',
      passwordConfirmation: 'Valid2027x',
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password with 422 and changes nothing', async () => {
    const member = await buildMember(ctx.db);
    const c = await (await client('ja')).login(member.email);
    const res = await c.post('/api/me/password', {
      currentPassword: 'Wrong2027x',
      password: 'Valid2027x',
      passwordConfirmation: 'Valid2027x',
    });
    expect(res.statusCode).toBe(422);
    expect(json<ErrorBody>(res)).toMatchObject({
      error_code: 'WRONG_PASSWORD',
      errors: { currentPassword: ['現在のパスワードが正しくありません。'] },
    });
    expect(
      (
        await (
          await client()
        ).post('/api/login', { email: member.email, password: DEFAULT_PASSWORD })
      ).statusCode,
    ).toBe(200);
  });

  it('changes the password, keeps this session, ends the others and notifies by mail', async () => {
    const member = await buildMember(ctx.db);
    const other = await (await client()).login(member.email);
    const c = await (await client()).login(member.email);
    const mismatch = await c.post('/api/me/password', {
      currentPassword: DEFAULT_PASSWORD,
      password: 'Valid2027x',
      passwordConfirmation: 'Valid2027y',
    });
    expect(json<ErrorBody>(mismatch).errors!.passwordConfirmation).toEqual([
      "Your password doesn't match.",
    ]);
    const res = await c.post('/api/me/password', {
      currentPassword: DEFAULT_PASSWORD,
      password: 'Valid2027x',
      passwordConfirmation: 'Valid2027x',
    });
    expect(res.statusCode).toBe(200);
    expect((await c.get('/api/auth/user')).statusCode).toBe(200);
    expect((await other.get('/api/auth/user')).statusCode).toBe(401);
    expect((await lastMailTo(ctx.db, member.email))!.template).toBe('passwordChanged');
    expect(
      (await (await client()).post('/api/login', { email: member.email, password: 'Valid2027x' }))
        .statusCode,
    ).toBe(200);
  });
});
