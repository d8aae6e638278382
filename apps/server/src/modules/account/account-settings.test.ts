import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { Client, buildMember, json, randomIp, useTestApp } from '../../../test/helpers';
import { signedInMember } from '../../../test/clients';

const ctx = useTestApp();
type ErrorBody = {
  code: number;
  error_code: string;
  message: string;
  errors?: Record<string, string[]>;
};
type Profile = Record<string, unknown>;

const settings = (overrides: Record<string, unknown> = {}) => ({
  lastName: '瀬戸',
  firstName: '花子',
  nickname: `hanako-${Math.random().toString(36).slice(2, 10)}`,
  phone: '+81821234567',
  fax: '0821234568',
  postalCode: '1000001',
  prefecture: 'JPPRF13',
  city: '千代田区',
  timezone: 'TZ000',
  nationality: 'CT001',
  countryOfResidence: 'CT001',
  mainLanguage: 'ja',
  otherLanguages: ['en', 'ko', 'en', 'ja'],
  ...overrides,
});

describe('account settings and me', () => {
  it.each(['/api/account-settings', '/api/me', '/api/me/organization'])(
    '%s: guest 401, write without CSRF token 419',
    async (url) => {
      const guest = await new Client(ctx.app, 'ja', randomIp()).csrf();
      expect((await guest.get(url)).statusCode).toBe(401);
      expect((await guest.post(url, settings())).statusCode).toBe(401);
      const { client } = await signedInMember(ctx);
      const res = await client.post(url, settings(), { 'x-xsrf-token': 'wrong' });
      expect(res.statusCode).toBe(419);
      expect(json<ErrorBody>(res).error_code).toBe('CSRF_TOKEN_MISMATCH');
    },
  );

  it('answers the same profile on both calls, with read-only email and no avatar yet', async () => {
    const { member, client } = await signedInMember(ctx, { pointAmount: 120 });
    const a = json<{ data: Profile }>(await client.get('/api/account-settings')).data;
    const b = json<{ data: Profile }>(await client.get('/api/me')).data;
    expect(a).toEqual(b);
    expect(a).toMatchObject({
      id: member.id,
      email: member.email,
      nickname: member.nickname,
      timezone: 'TZ000',
      prefecture: null,
      otherLanguages: [],
      pointAmount: 120,
      is_admin: false,
      is_blocked: false,
      avatarUrl: null,
    });
    await ctx.db.update(users).set({ avatarPath: 'abc.webp' }).where(eq(users.id, member.id));
    const withAvatar = json<{ data: Profile }>(await client.get('/api/me')).data;
    expect(withAvatar.avatarUrl).toBe('/uploads/avatars/abc.webp');
  });

  it.each(['/api/account-settings', '/api/me'])(
    'POST %s saves the individual tab and marks the account settings as updated',
    async (url) => {
      const { member, client } = await signedInMember(ctx, { accountSettingUpdatedAt: null });
      const body = settings({ email: 'changed@example.jp' });
      const res = await client.post(url, body);
      expect(res.statusCode).toBe(200);
      const saved = json<{ data: Profile }>(res).data;
      expect(saved).toMatchObject({
        email: member.email,
        nickname: body.nickname,
        postalCode: '1000001',
        prefecture: 'JPPRF13',
        city: '千代田区',
        phone: '+81821234567',
        fax: '0821234568',
        nationality: 'CT001',
        countryOfResidence: 'CT001',
        mainLanguage: 'ja',
        otherLanguages: ['en', 'ko'],
      });
      expect(saved.accountSettingUpdatedAt).toEqual(expect.any(String));
      expect(json<{ data: Profile }>(await client.get('/api/account-settings')).data).toEqual(
        saved,
      );
      const user = json<{ data: Profile }>(await client.get('/api/auth/user')).data;
      expect(user.accountSettingUpdated).toBe(true);
      // Optional fields can be cleared.
      const cleared = await client.post(url, { ...body, phone: '', fax: null, city: '' });
      expect(json<{ data: Profile }>(cleared).data).toMatchObject({
        phone: null,
        fax: null,
        city: null,
      });
    },
  );

  it('names every missing required field, in English and Japanese', async () => {
    const blank = {
      lastName: '',
      firstName: ' ',
      nickname: '',
      postalCode: '',
      prefecture: '',
      nationality: '',
      mainLanguage: '',
      countryOfResidence: '',
      timezone: '',
    };
    const typed = ['lastName', 'firstName', 'nickname', 'postalCode'];
    const chosen = ['prefecture', 'timezone', 'nationality', 'countryOfResidence', 'mainLanguage'];
    for (const [locale, typeMessage, chooseMessage] of [
      ['en', 'should not be blank', 'Please choose one.'],
      ['ja', '入力してください', '選択してください'],
    ] as const) {
      const { client } = await signedInMember(ctx, {}, locale);
      const res = await client.post('/api/account-settings', blank);
      expect(res.statusCode).toBe(422);
      const body = json<ErrorBody>(res);
      expect(body.error_code).toBe('VALIDATION_ERROR');
      expect(Object.keys(body.errors!).sort()).toEqual([...typed, ...chosen].sort());
      for (const field of typed) expect(body.errors![field]).toEqual([typeMessage]);
      // A select asks to choose, not to type.
      for (const field of chosen) expect(body.errors![field]).toEqual([chooseMessage]);
    }
  });

  it('saves a member abroad without prefecture, with a postal code in their own format', async () => {
    const { member, client } = await signedInMember(ctx, {}, 'ja');
    const abroad = settings({
      countryOfResidence: 'CT198',
      nationality: 'CT198',
      timezone: 'TZ000',
      postalCode: 'sw1a 1aa',
      prefecture: 'JPPRF13',
      city: 'London',
    });
    const res = await client.post('/api/account-settings', abroad);
    expect(res.statusCode).toBe(200);
    expect(json<{ data: Profile }>(res).data).toMatchObject({
      postalCode: 'SW1A 1AA',
      prefecture: null,
      city: 'London',
      countryOfResidence: 'CT198',
    });
    const bare = await client.post(
      '/api/account-settings',
      settings({ countryOfResidence: 'CT199', postalCode: '', prefecture: '', city: '' }),
    );
    expect(bare.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ postalCode: null, prefecture: null, countryOfResidence: 'CT199' });
    // Back in Japan, the postal code and prefecture are asked for again.
    const home = await client.post(
      '/api/account-settings',
      settings({ postalCode: '', prefecture: '' }),
    );
    expect(home.statusCode).toBe(422);
    expect(json<ErrorBody>(home).errors).toEqual({
      postalCode: ['入力してください'],
      prefecture: ['選択してください'],
    });
  });

  it('refuses a nickname another member has, whatever its case, but keeps one own', async () => {
    await buildMember(ctx.db, { nickname: 'Shimanami-Wind' });
    const { member, client } = await signedInMember(ctx, {}, 'en');
    const res = await client.post('/api/me', settings({ nickname: 'shimanami-WIND' }));
    expect(res.statusCode).toBe(422);
    expect(json<ErrorBody>(res).errors).toEqual({ nickname: ['This nickname is already taken.'] });
    const own = await client.post('/api/me', settings({ nickname: member.nickname.toUpperCase() }));
    expect(own.statusCode).toBe(200);
    expect(json<{ data: Profile }>(own).data.nickname).toBe(member.nickname.toUpperCase());
  });

  it('two members saving the same new nickname at once: one wins, the other gets the field error', async () => {
    const a = await signedInMember(ctx, {}, 'ja');
    const b = await signedInMember(ctx, {}, 'ja');
    const nickname = `race-${Date.now()}`;
    const results = await Promise.all([
      a.client.post('/api/me', settings({ nickname })),
      b.client.post('/api/me', settings({ nickname: nickname.toUpperCase() })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const refused = results.find((r) => r.statusCode === 422)!;
    expect(json<ErrorBody>(refused).errors).toEqual({
      nickname: ['このニックネームはすでに使われています。'],
    });
  });

  it('lets a blocked member edit the settings (blocking only restricts posting)', async () => {
    const { client } = await signedInMember(ctx, { isBlocked: true });
    const res = await client.post('/api/account-settings', settings());
    expect(res.statusCode).toBe(200);
    expect(json<{ data: Profile }>(res).data.is_blocked).toBe(true);
  });
});

describe('organization account', () => {
  const organization = {
    companyName: '瀬戸内観光株式会社',
    furigana: 'せとうちカンコウ',
    fax: '0821234568',
    facilityType: 'hotel',
    personInCharge: '島田 遥',
    websiteUrl: 'https://setouchi.example.jp/hotel',
    postalCode: '7220035',
    prefecture: 'JPPRF34',
    city: '尾道市',
    block: '土堂1-2-3',
    building: '',
  };

  it('is null until saved, then created and updated in place', async () => {
    const { client } = await signedInMember(ctx);
    const empty = await client.get('/api/me/organization');
    expect(empty.statusCode).toBe(200);
    expect(json(empty)).toEqual({ data: null });

    const created = await client.post('/api/me/organization', organization);
    expect(created.statusCode).toBe(200);
    expect(json<{ data: Profile }>(created).data).toMatchObject({
      ...organization,
      building: null,
      updatedAt: expect.any(String),
    });

    const updated = await client.post('/api/me/organization', {
      companyName: 'しまなみ交通',
      facilityType: 'transport',
    });
    expect(updated.statusCode).toBe(200);
    const data = json<{ data: Profile }>(await client.get('/api/me/organization')).data;
    expect(data).toMatchObject({
      companyName: 'しまなみ交通',
      facilityType: 'transport',
      furigana: null,
      websiteUrl: null,
      postalCode: null,
      block: null,
    });
  });

  it.each([
    [
      'en',
      {
        companyName: ['should not be blank'],
        facilityType: ['Please choose one.'],
      },
    ],
    ['ja', { companyName: ['入力してください'], facilityType: ['選択してください'] }],
  ] as const)('requires the company name and facility type (%s)', async (locale, errors) => {
    const { client } = await signedInMember(ctx, {}, locale);
    const res = await client.post('/api/me/organization', { companyName: ' ' });
    expect(res.statusCode).toBe(422);
    expect(json<ErrorBody>(res).errors).toEqual(errors);
    expect(json(await client.get('/api/me/organization'))).toEqual({ data: null });
  });

  it('checks furigana, URL, fax, facility type and postal code', async () => {
    const { client } = await signedInMember(ctx, {}, 'en');
    const res = await client.post('/api/me/organization', {
      ...organization,
      furigana: 'Setouchi',
      websiteUrl: 'javascript:alert(1)',
      fax: '082-123',
      facilityType: 'castle',
      postalCode: '722',
      prefecture: 'Hiroshima',
    });
    expect(res.statusCode).toBe(422);
    expect(json<ErrorBody>(res).errors).toEqual({
      furigana: ['Enter the reading in hiragana or katakana.'],
      websiteUrl: ['Enter a web address starting with http:// or https://.'],
      fax: ['Enter the fax number in digits, optionally starting with +.'],
      facilityType: ['Choose one of the options.'],
      postalCode: ['Enter the postal code as 7 digits without a hyphen.'],
      prefecture: ['Choose one of the options.'],
    });
    const unknown = await client.post('/api/me/organization', {
      ...organization,
      postalCode: '0000000',
    });
    expect(unknown.statusCode).toBe(422);
    expect(json<ErrorBody>(unknown).errors).toEqual({
      postalCode: ['No address was found for this postal code.'],
    });
  });
});
