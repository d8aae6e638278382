// Builds every code list with its ja/en names from the offline data packages and Intl, once
// per process (and again when the year turns, since zone offsets are computed for the year).
import { createRequire } from 'node:module';
import { getName, registerLocale, type LocaleData } from 'i18n-iso-countries/index';
import { getCountryCallingCode, type CountryCode as PhoneRegion } from 'libphonenumber-js';
import { CONTENT_LANGUAGES, GENDERS } from '@fanclub/contract/codes';
import { COUNTRY_CODES, COUNTRY_ISO_CODES } from '@fanclub/contract/countries';
import {
  AGE_GROUPS,
  GENDER_LABELS,
  LANGUAGE_TAGS,
  POINT_TYPE_LABELS,
  POINT_TYPES,
  PREFECTURE_CODES,
  type CodeLists,
  type CountryItem,
  type Labels,
  type LanguageItem,
  type PrefectureItem,
} from '@fanclub/contract/reference';
import { buildTimezones } from './timezone-labels';

const require = createRequire(import.meta.url);
// The package's main entry registers all ~80 locales; only ja and en are needed.
registerLocale(require('i18n-iso-countries/langs/en.json') as LocaleData);
registerLocale(require('i18n-iso-countries/langs/ja.json') as LocaleData);

// jp-prefecture@0.2.1 ships no types: the part of it used here.
type JpPrefecture = { id: number; name: string; en: string };
const jpPrefecture = require('jp-prefecture') as { getAll(type: 'pref'): JpPrefecture[] };

// English short names preferred over the package's first (official) name when it offers them
// as an alias; a name that disappears in a later version falls back to the official one.
const PREFERRED_EN = new Set([
  'China',
  'Taiwan',
  'Russia',
  'Iran',
  'Palestine',
  'Tanzania',
  'Czechia',
  'North Macedonia',
  'Gambia',
  'United States',
  "Côte d'Ivoire",
]);
// Japanese names the package has out of date (Eswatini renamed itself in 2018).
const JA_FIXES: Record<string, string> = { SZ: 'エスワティニ' };

/** ja/en names of an ISO alpha-2 country or region; the code itself if the package lacks it. */
export function countryNames(iso: string): Labels {
  const en = getName(iso, 'en', { select: 'all' }) ?? [];
  return {
    ja: JA_FIXES[iso] ?? getName(iso, 'ja') ?? iso,
    en: en.find((name) => PREFERRED_EN.has(name)) ?? en[0] ?? iso,
  };
}

/** The calling code in digits; libphonenumber-js throws for regions without one (AQ, BV, …). */
export function phonePrefixOf(iso: string): string | undefined {
  try {
    return getCountryCallingCode(iso as PhoneRegion);
  } catch {
    return undefined;
  }
}

function buildCountries(): CountryItem[] {
  return COUNTRY_ISO_CODES.map((iso, index) => {
    const phonePrefix = phonePrefixOf(iso);
    // Every listed country has one; a package update that drops one must not go unseen.
    if (!phonePrefix) throw new Error(`no phone calling code for ${iso}`);
    return { code: COUNTRY_CODES[index]!, iso2: iso, phonePrefix, ...countryNames(iso) };
  });
}

/** 'hokkaido' → 'Hokkaido' (the package spells English names in lower case). */
const capitalise = (name: string) =>
  name.replace(
    /(^|[\s-])(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );

function buildPrefectures(): PrefectureItem[] {
  const all = jpPrefecture.getAll('pref');
  return PREFECTURE_CODES.map((code, index) => {
    const pref = all.find((p) => p.id === index + 1);
    if (!pref) throw new Error(`jp-prefecture has no prefecture ${index + 1}`);
    return { code, ja: pref.name, en: capitalise(pref.en) };
  });
}

/** 'zh-Hant-TW' → 'Traditional Chinese (Taiwan)': the script-qualified name, then the region. */
function languageName(tag: string, locale: 'ja' | 'en'): string {
  const [language, ...rest] = tag.split('-');
  const script = rest.find((part) => part.length === 4);
  const region = rest.find((part) => part.length === 2);
  const base = new Intl.DisplayNames(locale, { type: 'language' }).of(
    script ? `${language}-${script}` : language!,
  )!;
  if (!region) return base;
  return `${base} (${new Intl.DisplayNames(locale, { type: 'region' }).of(region)})`;
}

function buildLanguages(): LanguageItem[] {
  return CONTENT_LANGUAGES.map((code) => {
    const tag = LANGUAGE_TAGS[code];
    return { code, tag, ja: languageName(tag, 'ja'), en: languageName(tag, 'en') };
  });
}

let built: { year: number; lists: CodeLists } | undefined;
let prefectures: PrefectureItem[] | undefined;

export function prefectureList(): PrefectureItem[] {
  prefectures ??= buildPrefectures();
  return prefectures;
}

export function codeLists(now = new Date()): CodeLists {
  const year = now.getUTCFullYear();
  if (built?.year === year) return built.lists;
  const lists: CodeLists = {
    countries: buildCountries(),
    prefectures: prefectureList(),
    timezones: buildTimezones(year, countryNames),
    languages: buildLanguages(),
    genders: GENDERS.map((code) => ({ code, ...GENDER_LABELS[code] })),
    ageGroups: [...AGE_GROUPS],
    pointTypes: POINT_TYPES.map((code) => ({ code, ...POINT_TYPE_LABELS[code] })),
  };
  built = { year, lists };
  return lists;
}
