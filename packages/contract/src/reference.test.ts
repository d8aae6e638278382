import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  COUNTRY_ISO_CODES,
  countryCodeOfIso,
  countryIsoOf,
  isCountryCode,
} from './countries';
import { fieldErrorsFromIssues } from './issues';
import {
  AGE_GROUPS,
  PREFECTURE_CODES,
  addressQuery,
  ageGroupOf,
  prefectureCodeOf,
} from './reference';
import { TIMEZONES, TIMEZONE_CODES, isTimezoneCode, timezoneCodeOf, timezoneOf } from './timezones';

/** FNV-1a (32 bit): any change to a table's order changes it. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

describe('country table CT001–CT207', () => {
  it('has 207 distinct ISO codes, Japan first', () => {
    expect(COUNTRY_ISO_CODES).toHaveLength(207);
    expect(new Set(COUNTRY_ISO_CODES).size).toBe(207);
    expect(COUNTRY_CODES[0]).toBe('CT001');
    expect(COUNTRY_CODES.at(-1)).toBe('CT207');
    for (const iso of COUNTRY_ISO_CODES) expect(iso).toMatch(/^[A-Z]{2}$/);
  });

  it('never reorders: fixed positions and a digest of the whole order', () => {
    const fixed = {
      CT001: 'JP',
      CT002: 'AF',
      CT010: 'AU',
      CT037: 'CN',
      CT062: 'FR',
      CT079: 'HK',
      CT106: 'MO',
      CT174: 'KR',
      CT183: 'TW',
      CT186: 'TH',
      CT198: 'GB',
      CT199: 'US',
      CT207: 'ZW',
    };
    for (const [code, iso] of Object.entries(fixed)) expect(countryIsoOf(code), code).toBe(iso);
    // Changing this digest means stored CT codes would point at other countries: append instead.
    expect(digest(COUNTRY_ISO_CODES.join(','))).toBe('7d8dbbfe');
  });

  it('maps both ways and rejects unknown codes', () => {
    expect(countryCodeOfIso('tw')).toBe('CT183');
    expect(countryCodeOfIso('AQ')).toBeUndefined();
    expect(isCountryCode('CT207')).toBe(true);
    expect(isCountryCode('CT208')).toBe(false);
    expect(isCountryCode('CT000')).toBe(false);
  });
});

describe('timezone table TZ000–TZ143', () => {
  it('has 144 distinct IANA zones that Intl accepts, Asia/Tokyo first', () => {
    expect(TIMEZONES).toHaveLength(144);
    expect(TIMEZONE_CODES[0]).toBe('TZ000');
    expect(TIMEZONE_CODES.at(-1)).toBe('TZ143');
    expect(timezoneOf('TZ000')).toBe('Asia/Tokyo');
    expect(new Set(TIMEZONES.map(([zone]) => zone)).size).toBe(144);
    for (const [zone] of TIMEZONES)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }), zone).not.toThrow();
  });

  it('never reorders', () => {
    expect(timezoneCodeOf('Asia/Seoul')).toBe('TZ122');
    expect(timezoneCodeOf('Pacific/Kiritimati')).toBe('TZ143');
    expect(isTimezoneCode('TZ144')).toBe(false);
    expect(digest(TIMEZONES.map(([zone]) => zone).join(','))).toBe('e2a267fc');
  });
});

describe('small code lists', () => {
  it('numbers prefectures by JIS code', () => {
    expect(PREFECTURE_CODES).toHaveLength(47);
    expect(prefectureCodeOf('13')).toBe('JPPRF13');
    expect(prefectureCodeOf(1)).toBe('JPPRF01');
    expect(prefectureCodeOf(48)).toBeUndefined();
    expect(prefectureCodeOf('x')).toBeUndefined();
  });

  it('puts every age from 10 into one decade, 80 and over together', () => {
    expect(AGE_GROUPS.map((g) => g.code)).toEqual([
      'AG10',
      'AG20',
      'AG30',
      'AG40',
      'AG50',
      'AG60',
      'AG70',
      'AG80',
    ]);
    expect(ageGroupOf(9)).toBeUndefined();
    expect(ageGroupOf(19)).toBe('AG10');
    expect(ageGroupOf(80)).toBe('AG80');
    expect(ageGroupOf(104)).toBe('AG80');
    expect(AGE_GROUPS.at(-1)).toMatchObject({ ja: '80代以上', en: '80s and over' });
  });

  it('takes a postal code as exactly 7 digits', () => {
    expect(addressQuery.safeParse({ zip: '7220035' }).success).toBe(true);
    for (const zip of ['722-0035', '722003', '72200350', '７２２００３５', ' 7220035']) {
      const result = addressQuery.safeParse({ zip });
      expect(fieldErrorsFromIssues(result.error!.issues, 'en'), zip).toEqual({
        zip: ['Enter the postal code as 7 digits without a hyphen.'],
      });
    }
    const blank = addressQuery.safeParse({ zip: '' });
    expect(fieldErrorsFromIssues(blank.error!.issues, 'en')).toEqual({
      zip: ['should not be blank'],
    });
  });
});
