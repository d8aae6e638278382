import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import {
  Client,
  buildMember,
  json,
  lastMailTo,
  linkIn,
  registration,
  randomIp,
  useTestApp,
} from '../../../test/helpers';

const ctx = useTestApp();
/** Each test signs up from its own address so the per-IP throttle stays out of the way. */
const client = (locale: 'ja' | 'en' = 'en') => new Client(ctx.app, locale, randomIp()).csrf();
const userCount = async () =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
type ErrorBody = {
  code: number;
  error_code: string;
  message: string;
  errors?: Record<string, string[]>;
};

describe('POST /api/register', () => {
  it('creates a provisional account and mails a verification link that activates it', async () => {
    const c = await client('ja');
    const body = registration();
    const res = await c.post('/api/register', body);
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({ data: { email: body.email, status: 'provisional' } });

    const [row] = await ctx.db
      .select()
      .from(users)
      .where(sql`${users.email} = ${body.email}`);
    expect(row).toMatchObject({
      status: 'provisional',
      mainLanguage: 'ja',
      isAdmin: false,
      pointAmount: 0,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await lastMailTo(ctx.db, body.email);
    expect(mail!.subject).toContain('メールアドレスの確認');
    const link = linkIn(mail!.textBody, '/verify-email');
    const token = link.searchParams.get('token')!;

    const early = await c.post('/api/login', { email: body.email, password: body.password });
    expect(early.statusCode).toBe(403);
    expect(json<ErrorBody>(early)).toMatchObject({
      error_code: 'EMAIL_NOT_VERIFIED',
      message: 'ログインする前にメールアドレスの確認を完了してください。',
    });

    const verified = await c.post('/api/email/verify', { token });
    expect(verified.statusCode).toBe(200);
    expect(json(verified)).toEqual({ data: { email: body.email } });
    // A second click on the same link is fine once the address is confirmed.
    expect((await c.post('/api/email/verify', { token })).statusCode).toBe(200);

    const login = await c.post('/api/login', {
      email: body.email.toUpperCase(),
      password: body.password,
    });
    expect(login.statusCode).toBe(200);
    const me = json<{ data: Record<string, unknown> }>(await c.get('/api/auth/user')).data;
    expect(me).toMatchObject({
      email: body.email,
      nickname: body.nickname,
      status: 'active',
      pointAmount: 0,
      is_admin: false,
      isAdmin: false,
      is_blocked: false,
      // Onboarding comes next: neither the privacy consent nor the account settings are done.
      privacyConsented: false,
      accountSettingUpdated: false,
    });
    expect(me.referralCode).toMatch(/^[A-Z2-9]{6}$/);
  });

  it('reports every blank required field as "should not be blank" in English (the choice and the consent too); in Japanese the choice asks to choose and the consent to agree', async () => {
    const before = await userCount();
    const en = await (await client('en')).post('/api/register', {});
    expect(en.statusCode).toBe(422);
    const body = json<ErrorBody>(en);
    expect(body.error_code).toBe('VALIDATION_ERROR');
    for (const field of [
      'firstName',
      'lastName',
      'nickname',
      'email',
      'password',
      'passwordConfirmation',
      'yearOfBirth',
    ]) {
      expect(body.errors![field], field).toEqual(['should not be blank']);
    }
    expect(body.errors!.gender).toEqual(['should not be blank']);
    expect(body.errors!.policyAgreement).toEqual(['should not be blank']);
    const ja = json<ErrorBody>(
      await (await client('ja')).post('/api/register', { firstName: '  ' }),
    );
    expect(ja.errors!.firstName).toEqual(['入力してください']);
    expect(ja.errors!.gender).toEqual(['選択してください']);
    expect(ja.errors!.policyAgreement).toEqual(['同意してください']);
    expect(ja.message).toBe('入力内容を確認してください。');
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['email', { email: 'not-an-address' }, 'Please enter a valid email address.'],
    [
      'password',
      { password: 'short1A', passwordConfirmation: 'short1A' },
      'Use at least 8 half-width characters, with upper-case and lower-case letters and digits.',
    ],
    [
      'password',
      { password: 'alllower123', passwordConfirmation: 'alllower123' },
      'Use at least 8 half-width characters, with upper-case and lower-case letters and digits.',
    ],
    [
      'password',
      { password: 'Ｐａｓｓ１２３４ab', passwordConfirmation: 'Ｐａｓｓ１２３４ab' },
      'Use at least 8 half-width characters, with upper-case and lower-case letters and digits.',
    ],
    [
      'passwordConfirmation',
      { passwordConfirmation: 'Kaigan2027' },
      "Your password doesn't match.",
    ],
    ['yearOfBirth', { yearOfBirth: '199' }, 'Enter the year of birth as 4 digits.'],
    ['yearOfBirth', { yearOfBirth: 'abcd' }, 'Enter the year of birth as 4 digits.'],
    ['gender', { gender: 'GD09' }, 'Choose one of the options.'],
    [
      'phone',
      { phone: '082-123-4567' },
      'Enter the phone number in digits, optionally starting with +.',
    ],
    [
      'postalCode',
      { postalCode: '722-0035' },
      'Enter the postal code as 7 digits without a hyphen.',
    ],
    ['policyAgreement', { policyAgreement: false }, 'should not be blank'],
    ['referralCode', { referralCode: 'ABCDEFG' }, 'The referral code is at most 6 characters.'],
    ['nickname', { nickname: 'x'.repeat(31) }, 'is too long (at most 30 characters)'],
  ])('rejects a bad %s (%j)', async (field, override, message) => {
    const before = await userCount();
    const res = await (await client()).post('/api/register', registration(override));
    expect(res.statusCode).toBe(422);
    expect(json<ErrorBody>(res).errors![field]).toEqual([message]);
    expect(await userCount()).toBe(before);
  });

  it('accepts the year of birth as a numeric string and phone with a leading +', async () => {
    const res = await (
      await client()
    ).post('/api/register', registration({ yearOfBirth: '1988', phone: '+81821234567' }));
    expect(res.statusCode).toBe(201);
  });

  it('refuses members under MIN_REGISTRATION_AGE with the age in the message', async () => {
    const thisYear = new Date().getFullYear();
    const en = await (
      await client()
    ).post('/api/register', registration({ yearOfBirth: thisYear - 17 }));
    expect(en.statusCode).toBe(422);
    expect(json<ErrorBody>(en).errors!.yearOfBirth).toEqual([
      'Those under 18 years of age are not eligible to register.',
    ]);
    const ja = await (
      await client('ja')
    ).post('/api/register', registration({ yearOfBirth: thisYear - 10 }));
    expect(json<ErrorBody>(ja).errors!.yearOfBirth).toEqual([
      '18歳未満の方はご登録いただけません。',
    ]);
    expect(
      (await (await client()).post('/api/register', registration({ yearOfBirth: thisYear - 18 })))
        .statusCode,
    ).toBe(201);
  });

  it('refuses disposable mail domains, subdomains included', async () => {
    for (const email of ['someone@mailinator.com', 'someone@inbox.mailinator.com']) {
      const res = await (await client()).post('/api/register', registration({ email }));
      expect(res.statusCode).toBe(422);
      expect(json<ErrorBody>(res).errors!.email).toEqual([
        'The email address entered cannot be used.',
      ]);
    }
  });

  it('refuses an email or nickname already taken, whatever the case', async () => {
    const existing = await buildMember(ctx.db, { nickname: 'しまなみ太郎' });
    const res = await (
      await client()
    ).post(
      '/api/register',
      registration({ email: existing.email.toUpperCase(), nickname: 'しまなみ太郎' }),
    );
    expect(res.statusCode).toBe(422);
    const body = json<ErrorBody>(res);
    expect(body.errors!.email).toEqual(['This email address is already registered.']);
    expect(body.errors!.nickname).toEqual(['This nickname is already taken.']);
  });

  it('links a valid referral code to its owner and refuses an unknown one', async () => {
    const referrer = await buildMember(ctx.db);
    const bad = await (
      await client()
    ).post('/api/register', registration({ referralCode: 'ZZZZZ9' }));
    expect(bad.statusCode).toBe(422);
    expect(json<ErrorBody>(bad).errors!.referralCode).toEqual([
      'This referral code does not exist.',
    ]);
    const body = registration({ referralCode: referrer.referralCode.toLowerCase() });
    expect((await (await client()).post('/api/register', body)).statusCode).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(sql`${users.email} = ${body.email}`);
    expect(row!.referredById).toBe(referrer.id);
  });

  it('throttles sign-up attempts per IP: the sixth in a minute answers 429', async () => {
    const c = await client();
    for (let i = 0; i < 5; i += 1) {
      expect((await c.post('/api/register', { email: 'bad' })).statusCode).toBe(422);
    }
    const res = await c.post('/api/register', registration());
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(json<ErrorBody>(res)).toMatchObject({
      code: 429,
      error_code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts. Please wait 1 minute and try again.',
    });
    // Another address is not affected.
    expect((await (await client()).post('/api/register', registration())).statusCode).toBe(201);
  });

  it('answers 422 INVALID_TOKEN for an unknown verification token', async () => {
    const res = await (await client('ja')).post('/api/email/verify', { token: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(json<ErrorBody>(res).error_code).toBe('INVALID_TOKEN');
  });

  it('resends the verification mail to a provisional account and answers the same for unknown ones', async () => {
    const c = await client();
    const body = registration();
    await c.post('/api/register', body);
    const first = await lastMailTo(ctx.db, body.email);
    const resent = await c.post('/api/email/resend', { email: body.email });
    expect(resent.statusCode).toBe(202);
    const second = await lastMailTo(ctx.db, body.email);
    expect(second!.id).toBeGreaterThan(first!.id);
    const oldToken = linkIn(first!.textBody, '/verify-email').searchParams.get('token')!;
    expect((await c.post('/api/email/verify', { token: oldToken })).statusCode).toBe(422);
    const unknown = await c.post('/api/email/resend', { email: 'nobody-here@example.jp' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(resent.body);
    expect(await lastMailTo(ctx.db, 'nobody-here@example.jp')).toBeUndefined();
  });
});
