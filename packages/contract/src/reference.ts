// Reference data shared by the server and the web app: the small code lists with their ja/en
// labels, and the shapes of GET /api/codes, /api/prefectures and /api/addresses. Country and
// timezone tables live in countries.ts and timezones.ts; none of these modules imports a data
// package, so the web bundle stays small (country, prefecture and zone names come from the API).
import { z } from 'zod';
import { dataOf } from './api';
import { CONTENT_LANGUAGES, GENDERS, type ContentLanguage, type Gender } from './codes';
import { COUNTRY_CODES } from './countries';
import { TIMEZONE_CODES } from './timezones';

export type Labels = { ja: string; en: string };

// Prefectures JPPRF01–JPPRF47: the JIS X 0401 number, in JIS order (01 Hokkaido … 47 Okinawa).
export type PrefectureCode = `JPPRF${string}`;
export const PREFECTURE_CODES: readonly PrefectureCode[] = Array.from(
  { length: 47 },
  (_, index) => `JPPRF${String(index + 1).padStart(2, '0')}` as const,
);

/** The JPPRF code of a JIS prefecture number (1–47, or '01'–'47'). */
export function prefectureCodeOf(jis: number | string): PrefectureCode | undefined {
  const n = typeof jis === 'number' ? jis : /^\d{1,2}$/.test(jis) ? Number(jis) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 47 ? PREFECTURE_CODES[n - 1] : undefined;
}

/** BCP 47 tags of the content languages; `tw` is Chinese in Traditional script, as in Taiwan. */
export const LANGUAGE_TAGS: Record<ContentLanguage, string> = {
  ja: 'ja',
  en: 'en',
  zh: 'zh-Hans',
  ko: 'ko',
  th: 'th',
  tw: 'zh-Hant-TW',
};

export const GENDER_LABELS: Record<Gender, Labels> = {
  GD01: { ja: '男性', en: 'Male' },
  GD02: { ja: '女性', en: 'Female' },
  GD00: { ja: 'その他', en: 'Other' },
};

// Age groups by decade: AG10 = 10–19 … AG70 = 70–79, AG80 = 80 and over.
export const AGE_GROUP_CODES = [
  'AG10',
  'AG20',
  'AG30',
  'AG40',
  'AG50',
  'AG60',
  'AG70',
  'AG80',
] as const;
export type AgeGroupCode = (typeof AGE_GROUP_CODES)[number];
export type AgeGroup = { code: AgeGroupCode; min: number; max: number | null } & Labels;

export const AGE_GROUPS: readonly AgeGroup[] = AGE_GROUP_CODES.map((code) => {
  const min = Number(code.slice(2));
  const last = code === 'AG80';
  return {
    code,
    min,
    max: last ? null : min + 9,
    ja: last ? `${min}代以上` : `${min}代`,
    en: last ? `${min}s and over` : `${min}s`,
  };
});

/** The age group of an age in years, or undefined below 10. */
export function ageGroupOf(age: number): AgeGroupCode | undefined {
  return AGE_GROUPS.find((g) => age >= g.min && (g.max === null || age <= g.max))?.code;
}

// Prefecture groups: the eight customary regions of Japan, each a run of JIS numbers.
export const PREFECTURE_GROUP_CODES = [
  'PG01',
  'PG02',
  'PG03',
  'PG04',
  'PG05',
  'PG06',
  'PG07',
  'PG08',
] as const;
export type PrefectureGroupCode = (typeof PREFECTURE_GROUP_CODES)[number];
export type PrefectureGroup = { code: PrefectureGroupCode; first: number; last: number } & Labels;

export const PREFECTURE_GROUPS: readonly PrefectureGroup[] = [
  { code: 'PG01', first: 1, last: 1, ja: '北海道', en: 'Hokkaido' },
  { code: 'PG02', first: 2, last: 7, ja: '東北', en: 'Tohoku' },
  { code: 'PG03', first: 8, last: 14, ja: '関東', en: 'Kanto' },
  { code: 'PG04', first: 15, last: 23, ja: '中部', en: 'Chubu' },
  { code: 'PG05', first: 24, last: 30, ja: '近畿', en: 'Kinki' },
  { code: 'PG06', first: 31, last: 35, ja: '中国', en: 'Chugoku' },
  { code: 'PG07', first: 36, last: 39, ja: '四国', en: 'Shikoku' },
  { code: 'PG08', first: 40, last: 47, ja: '九州・沖縄', en: 'Kyushu and Okinawa' },
];

// Point ledger types.
export const POINT_TYPES = [
  'PC02',
  'PC03',
  'PC04',
  'PC06',
  'PC07',
  'PC08',
  'EXCHANGE',
  'REFUND',
  'ADJUST',
] as const;
export type PointType = (typeof POINT_TYPES)[number];

export const POINT_TYPE_LABELS: Record<PointType, Labels> = {
  PC02: { ja: '初回プロフィールアンケート', en: 'First profile survey' },
  PC03: { ja: 'アンケート回答', en: 'Survey answer' },
  PC04: { ja: '寄付', en: 'Donation' },
  PC06: { ja: '友だち紹介', en: 'Friend referral' },
  PC07: { ja: '紹介による入会', en: 'Joining via referral' },
  PC08: { ja: '紹介上位者ボーナス（抽選）', en: 'Top referrer bonus (lottery)' },
  EXCHANGE: { ja: 'ギフトカード交換', en: 'Gift card exchange' },
  REFUND: { ja: '交換不成立による返還', en: 'Refund of a failed exchange' },
  ADJUST: { ja: '管理者による調整', en: 'Adjustment by an administrator' },
};

// Response shapes. Every item carries its names in both UI languages.
const names = { ja: z.string().min(1), en: z.string().min(1) };

export const countryItem = z
  .object({
    code: z.enum(COUNTRY_CODES),
    iso2: z.string().length(2),
    /** The international calling code, digits only: '81' for Japan. */
    phonePrefix: z.string().regex(/^\d{1,4}$/),
    ...names,
  })
  .meta({ id: 'Country' });
export type CountryItem = z.infer<typeof countryItem>;

export const prefectureItem = z
  .object({ code: z.enum(PREFECTURE_CODES), ...names })
  .meta({ id: 'Prefecture' });
export type PrefectureItem = z.infer<typeof prefectureItem>;

export const timezoneItem = z
  .object({
    code: z.enum(TIMEZONE_CODES),
    /** The IANA zone name, e.g. Asia/Tokyo. */
    zone: z.string(),
    /** ISO alpha-2 code of the zone's country; null for UTC and the like. */
    country: z.string().length(2).nullable(),
    /** Standard (non-summer) offset from UTC, e.g. '+09:00'. */
    offset: z.string().regex(/^[+-]\d{2}:\d{2}$/),
    ...names,
  })
  .meta({ id: 'Timezone' });
export type TimezoneItem = z.infer<typeof timezoneItem>;

export const languageItem = z
  .object({ code: z.enum(CONTENT_LANGUAGES), tag: z.string(), ...names })
  .meta({ id: 'Language' });
export type LanguageItem = z.infer<typeof languageItem>;

export const genderItem = z.object({ code: z.enum(GENDERS), ...names }).meta({ id: 'Gender' });

export const ageGroupItem = z
  .object({
    code: z.enum(AGE_GROUP_CODES),
    min: z.number().int(),
    max: z.number().int().nullable(),
    ...names,
  })
  .meta({ id: 'AgeGroup' });

export const pointTypeItem = z
  .object({ code: z.enum(POINT_TYPES), ...names })
  .meta({ id: 'PointType' });

export const codeLists = z
  .object({
    countries: z.array(countryItem),
    prefectures: z.array(prefectureItem),
    timezones: z.array(timezoneItem),
    languages: z.array(languageItem),
    genders: z.array(genderItem),
    ageGroups: z.array(ageGroupItem),
    pointTypes: z.array(pointTypeItem),
  })
  .meta({ id: 'CodeLists' });
export type CodeLists = z.infer<typeof codeLists>;

export const codesResponse = dataOf(codeLists);
export const prefecturesResponse = dataOf(z.array(prefectureItem));

/** A Japanese postal code: exactly 7 digits, no hyphen (spec section 3). */
export const POSTAL_CODE_PATTERN = /^\d{7}$/;

export const addressQuery = z.object({
  zip: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required', abort: true })
    .regex(POSTAL_CODE_PATTERN, 'validation.postal_code'),
});
export type AddressQuery = z.infer<typeof addressQuery>;

export const addressItem = z
  .object({
    postalCode: z.string(),
    prefectureCode: z.enum(PREFECTURE_CODES),
    prefecture: z.string(),
    prefectureEn: z.string(),
    city: z.string(),
    /** The town (ōaza); empty when the code covers a whole city. */
    town: z.string(),
  })
  .meta({ id: 'Address' });
export type AddressItem = z.infer<typeof addressItem>;

export const addressesResponse = dataOf(z.array(addressItem));
