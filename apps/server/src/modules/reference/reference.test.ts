import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressItem, CodeLists, PrefectureItem } from '@fanclub/contract/reference';
import { Client, buildMember, json, randomIp, useTestApp } from '../../../test/helpers';

const ctx = useTestApp();
let codes: CodeLists;

beforeAll(async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/codes' });
  codes = json<{ data: CodeLists }>(res).data;
});

const numbered = (prefix: string, from: number, count: number, width: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(from + i).padStart(width, '0')}`);

/** Every item of every list has both names, and none is blank. */
function expectNames(items: Array<{ ja: string; en: string }>) {
  for (const item of items) {
    expect(item.ja.trim(), JSON.stringify(item)).not.toBe('');
    expect(item.en.trim(), JSON.stringify(item)).not.toBe('');
  }
}

describe('GET /api/codes', () => {
  it('is public and cacheable: no session needed, none started', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/codes' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['set-cookie']).toBeUndefined();
    // A signed-in member gets the same answer.
    const member = await buildMember(ctx.db);
    const client = await new Client(ctx.app, 'en', randomIp()).login(member.email);
    expect(json(await client.get('/api/codes'))).toEqual({ data: codes });
  });

  it('has ja and en names on every item of every list', () => {
    for (const list of Object.values(codes)) {
      expect(list.length).toBeGreaterThan(0);
      expectNames(list);
    }
  });

  it('lists 207 countries CT001 (Japan) … CT207, each with a phone prefix', () => {
    expect(codes.countries.map((c) => c.code)).toEqual(numbered('CT', 1, 207, 3));
    expect(codes.countries[0]).toEqual({
      code: 'CT001',
      iso2: 'JP',
      phonePrefix: '81',
      ja: '日本',
      en: 'Japan',
    });
    expect(codes.countries.at(-1)).toMatchObject({ code: 'CT207', iso2: 'ZW', phonePrefix: '263' });
    expect(new Set(codes.countries.map((c) => c.iso2)).size).toBe(207);
    for (const c of codes.countries) expect(c.phonePrefix, c.iso2).toMatch(/^\d{1,4}$/);
    const byIso = Object.fromEntries(codes.countries.map((c) => [c.iso2, c]));
    expect(byIso.TW).toMatchObject({ code: 'CT183', en: 'Taiwan', ja: '台湾', phonePrefix: '886' });
    expect(byIso.KR).toMatchObject({ code: 'CT174', en: 'South Korea', phonePrefix: '82' });
    expect(byIso.HK).toMatchObject({ code: 'CT079', en: 'Hong Kong', ja: '香港' });
    expect(byIso.MO).toMatchObject({ code: 'CT106', en: 'Macao', phonePrefix: '853' });
    expect(byIso.US).toMatchObject({ code: 'CT199', en: 'United States', phonePrefix: '1' });
    expect(byIso.CN).toMatchObject({ en: 'China', phonePrefix: '86' });
  });

  it('lists the 47 prefectures in JIS order with capitalised English names', () => {
    expect(codes.prefectures.map((p) => p.code)).toEqual(numbered('JPPRF', 1, 47, 2));
    expect(codes.prefectures[0]).toEqual({ code: 'JPPRF01', ja: '北海道', en: 'Hokkaido' });
    expect(codes.prefectures[12]).toEqual({ code: 'JPPRF13', ja: '東京都', en: 'Tokyo' });
    expect(codes.prefectures[33]).toEqual({ code: 'JPPRF34', ja: '広島県', en: 'Hiroshima' });
    expect(codes.prefectures[46]).toEqual({ code: 'JPPRF47', ja: '沖縄県', en: 'Okinawa' });
    for (const p of codes.prefectures) expect(p.en).toMatch(/^[A-Z][a-z]+$/);
  });

  it('lists 144 timezones TZ000 (Asia/Tokyo) … TZ143 with offset labels', () => {
    const zones = codes.timezones;
    expect(zones.map((z) => z.code)).toEqual(numbered('TZ', 0, 144, 3));
    expect(zones[0]).toEqual({
      code: 'TZ000',
      zone: 'Asia/Tokyo',
      country: 'JP',
      offset: '+09:00',
      ja: '(UTC+09:00) 日本標準時',
      en: '(UTC+09:00) Japan Standard Time',
    });
    expect(new Set(zones.map((z) => z.zone)).size).toBe(144);
    for (const z of zones) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: z.zone }), z.zone).not.toThrow();
      expect(z.en.startsWith(`(UTC${z.offset}) `), z.zone).toBe(true);
      expect(z.ja.startsWith(`(UTC${z.offset}) `), z.zone).toBe(true);
    }
    // One label, one zone, in each language.
    expect(new Set(zones.map((z) => z.en)).size).toBe(144);
    expect(new Set(zones.map((z) => z.ja)).size).toBe(144);
    const byZone = Object.fromEntries(zones.map((z) => [z.zone, z]));
    expect(byZone['Europe/Paris']!.en).toBe('(UTC+01:00) Central European Time (France)');
    expect(byZone['Asia/Kolkata']!.offset).toBe('+05:30');
    expect(byZone['UTC']!.en).toBe('(UTC+00:00) Coordinated Universal Time');
  });

  it('covers every standard UTC offset in use, from -12:00 to +14:00', () => {
    const offsets = new Set(codes.timezones.map((z) => z.offset));
    const inUse = [
      ...['-12:00', '-11:00', '-10:00', '-09:30', '-09:00', '-08:00', '-07:00', '-06:00'],
      ...['-05:00', '-04:00', '-03:30', '-03:00', '-02:00', '-01:00', '+00:00', '+01:00'],
      ...['+02:00', '+03:00', '+03:30', '+04:00', '+04:30', '+05:00', '+05:30', '+05:45'],
      ...['+06:00', '+06:30', '+07:00', '+08:00', '+08:45', '+09:00', '+09:30', '+10:00'],
      ...['+10:30', '+11:00', '+12:00', '+12:45', '+13:00', '+14:00'],
    ];
    for (const offset of inUse) expect(offsets.has(offset), offset).toBe(true);
  });

  it('lists the content languages, genders, age groups and point types', () => {
    expect(codes.languages.map((l) => l.code)).toEqual(['ja', 'en', 'zh', 'ko', 'th', 'tw']);
    expect(codes.languages[0]).toMatchObject({ ja: '日本語', en: 'Japanese' });
    expect(codes.languages[5]).toMatchObject({
      tag: 'zh-Hant-TW',
      en: 'Traditional Chinese (Taiwan)',
      ja: '繁体中国語 (台湾)',
    });
    expect(codes.genders).toEqual([
      { code: 'GD01', ja: '男性', en: 'Male' },
      { code: 'GD02', ja: '女性', en: 'Female' },
      { code: 'GD00', ja: 'その他', en: 'Other' },
    ]);
    expect(codes.ageGroups.map((g) => [g.code, g.ja, g.en])).toEqual([
      ['AG10', '10代', '10s'],
      ['AG20', '20代', '20s'],
      ['AG30', '30代', '30s'],
      ['AG40', '40代', '40s'],
      ['AG50', '50代', '50s'],
      ['AG60', '60代', '60s'],
      ['AG70', '70代', '70s'],
      ['AG80', '80代以上', '80s and over'],
    ]);
    expect(codes.pointTypes.map((p) => p.code)).toEqual([
      'PC02',
      'PC03',
      'PC04',
      'PC06',
      'PC07',
      'PC08',
      'EXCHANGE',
      'REFUND',
      'ADJUST',
    ]);
  });
});

describe('GET /api/prefectures', () => {
  it('answers the 47 prefectures to anyone, cacheable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/prefectures' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['set-cookie']).toBeUndefined();
    const { data } = json<{ data: PrefectureItem[] }>(res);
    expect(data).toEqual(codes.prefectures);
  });
});

describe('GET /api/addresses', () => {
  const lookup = (zip: string, locale: 'ja' | 'en' = 'en') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/addresses?zip=${encodeURIComponent(zip)}`,
      headers: { 'content-language': locale },
    });

  it('finds the address of a postal code without a session', async () => {
    const res = await lookup('1000001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(json(res)).toEqual({
      data: [
        {
          postalCode: '1000001',
          prefectureCode: 'JPPRF13',
          prefecture: '東京都',
          prefectureEn: 'Tokyo',
          city: '千代田区',
          town: '千代田',
        },
      ],
    });
  });

  it('returns every town, and every city, that shares a code', async () => {
    const towns = json<{ data: AddressItem[] }>(await lookup('2760035')).data;
    expect(towns.map((a) => [a.prefecture, a.city, a.town])).toEqual([
      ['千葉県', '八千代市', '大和田新田'],
      ['千葉県', '八千代市', '高津'],
    ]);
    const cities = json<{ data: AddressItem[] }>(await lookup('2060000')).data;
    expect(cities.map((a) => [a.prefectureCode, a.city, a.town])).toEqual([
      ['JPPRF13', '多摩市', ''],
      ['JPPRF13', '稲城市', ''],
    ]);
    const many = json<{ data: AddressItem[] }>(await lookup('4520961')).data;
    expect(many.length).toBeGreaterThan(50);
    expect(new Set(many.map((a) => a.town)).size).toBe(many.length);
  });

  it('answers 404 with a localised message for an unknown code', async () => {
    const en = await lookup('0000000', 'en');
    expect(en.statusCode).toBe(404);
    expect(json(en)).toEqual({
      code: 404,
      error_code: 'NOT_FOUND',
      message: 'No address was found for this postal code.',
    });
    const ja = await lookup('0000000', 'ja');
    expect(json(ja)).toMatchObject({
      code: 404,
      error_code: 'NOT_FOUND',
      message: 'この郵便番号に該当する住所が見つかりません。',
    });
  });

  it.each(['abc', '100-0001', '100000', '10000011'])('refuses %s with 422', async (zip) => {
    const res = await lookup(zip, 'ja');
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      code: 422,
      error_code: 'VALIDATION_ERROR',
      errors: { zip: ['郵便番号はハイフンなしの7桁で入力してください。'] },
    });
  });

  it('refuses a missing code with 422', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/addresses' });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      error_code: 'VALIDATION_ERROR',
      errors: { zip: ['入力してください'] },
    });
  });
});

describe('API reference', () => {
  it('documents the three calls with their response schemas', async () => {
    const doc = json<{ paths: Record<string, { get?: { responses: Record<string, unknown> } }> }>(
      await ctx.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    for (const path of ['/api/codes', '/api/prefectures', '/api/addresses'])
      expect(doc.paths[path]?.get?.responses['200'], path).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/codes'])).toContain('CodeLists');
  });
});
