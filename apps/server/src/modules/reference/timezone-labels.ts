// Labels of the TZ code list, made with Intl: "(UTC+09:00) Japan Standard Time" / "(UTC+09:00)
// 日本標準時". The offset shown is the standard (winter) one; the name is the generic one, so a
// zone with summer time reads "Central European Time" the whole year.
import { TIMEZONES, TIMEZONE_CODES } from '@fanclub/contract/timezones';
import type { Labels, TimezoneItem } from '@fanclub/contract/reference';

const LOCALES = ['ja', 'en'] as const;

// Zones for which Intl knows no name beyond "GMT-12:00".
const FIXED_NAMES: Record<string, Labels> = {
  'Etc/GMT+12': { ja: '国際日付変更線（西側）', en: 'International Date Line West' },
};

type NameStyle = 'longGeneric' | 'long' | 'longOffset';

function zoneName(zone: string, locale: string, style: NameStyle, at: Date) {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')!.value;
}

/** Minutes east of UTC at a moment, from Intl's "GMT+05:45" form. */
export function offsetMinutes(zone: string, at: Date): number {
  const text = zoneName(zone, 'en', 'longOffset', at);
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(text);
  if (!match) throw new Error(`unexpected offset ${text} for ${zone}`);
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The standard offset of the year: summer time only ever adds, so the smaller of Jan and Jul. */
export function standardOffset(zone: string, year: number): number {
  return Math.min(
    offsetMinutes(zone, new Date(Date.UTC(year, 0, 1))),
    offsetMinutes(zone, new Date(Date.UTC(year, 6, 1))),
  );
}

export function formatUtcOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

function genericNames(zone: string, at: Date): Labels {
  const fixed = FIXED_NAMES[zone];
  if (fixed) return fixed;
  const names = { ja: '', en: '' };
  for (const locale of LOCALES) {
    let name = zoneName(zone, locale, 'longGeneric', at);
    // Intl falls back to "GMT+00:00" where no generic name exists (UTC): try the long name.
    if (/^GMT([+-]|$)/.test(name)) name = zoneName(zone, locale, 'long', at);
    names[locale] = name;
  }
  return names;
}

export function buildTimezones(
  year: number,
  countryNames: (iso: string) => Labels,
): TimezoneItem[] {
  const at = new Date(Date.UTC(year, 0, 1));
  const rows = TIMEZONES.map(([zone, country], index) => ({
    code: TIMEZONE_CODES[index]!,
    zone,
    country,
    offset: formatUtcOffset(standardOffset(zone, year)),
    names: genericNames(zone, at),
  }));
  // Names several zones share ("Central European Time") get the country added, in both languages.
  const count = new Map<string, number>();
  for (const row of rows)
    for (const locale of LOCALES) {
      const key = `${locale}:${row.names[locale]}`;
      count.set(key, (count.get(key) ?? 0) + 1);
    }
  return rows.map(({ names, ...row }) => {
    const shared = LOCALES.some((locale) => count.get(`${locale}:${names[locale]}`)! > 1);
    const where = shared && row.country ? countryNames(row.country) : undefined;
    return {
      ...row,
      ja: `(UTC${row.offset}) ${names.ja}${where ? `（${where.ja}）` : ''}`,
      en: `(UTC${row.offset}) ${names.en}${where ? ` (${where.en})` : ''}`,
    };
  });
}
