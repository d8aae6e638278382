// Dates and numbers as screens show them: YYYY-MM-DD HH:mm, 24-hour, in the display zone (the
// signed-in member's timezone setting, Japan time by default; lib/display-zone.ts). A time
// shown in another zone than Japan's carries its UTC offset, "2026-04-01 17:30 (UTC+2)", so
// nobody takes it for Japan time. Japan time comes from the contract's module (the server's
// clock too); another zone from the browser's Intl, as dayjs's timezone plugin did without its ~5 KB.
import { formatJapanTime, japanDay } from '@fanclub/contract/japan-time';
import { JAPAN_TIMEZONE, getDisplayZone } from './display-zone';

export const DEFAULT_TIMEZONE = JAPAN_TIMEZONE;

type DateParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of an ISO timestamp in a zone; undefined when empty or invalid. */
function inZone(iso: string | null | undefined, zone: string): DateParts | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormats.set(zone, format);
  }
  const parts: DateParts = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const { type, value } of format.formatToParts(date)) {
    if (type in parts) parts[type as keyof DateParts] = value;
  }
  parts.year = parts.year.padStart(4, '0');
  return parts;
}

const isInstant = (iso: string | null | undefined): iso is string =>
  Boolean(iso) && !Number.isNaN(new Date(iso!).getTime());

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset at that instant, from the platform: "UTC+2", "UTC-3:30". */
export function zoneOffsetLabel(iso: string, zone: string): string {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' });
    offsetFormats.set(zone, format);
  }
  const part = format.formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName');
  if (!part) return zone;
  // UTC, as the timezone choices in the account settings write it; engines write zero "GMT" or "GMT+0".
  const offset = part.value.replace(/^GMT/, 'UTC');
  return offset === 'UTC+0' ? 'UTC' : offset;
}

/** `YYYY-MM-DD HH:mm` in the zone (the display zone unless given), with the offset outside Japan time. */
export function formatDateTime(iso: string | null | undefined, zone = getDisplayZone()): string {
  if (zone === DEFAULT_TIMEZONE) return isInstant(iso) ? formatJapanTime(iso) : '';
  const p = inZone(iso, zone);
  if (!p) return '';
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} (${zoneOffsetLabel(iso!, zone)})`;
}

/** `YYYY-MM-DD`: the calendar day in the zone (the display zone unless given). */
export function formatDate(iso: string | null | undefined, zone = getDisplayZone()): string {
  if (zone === DEFAULT_TIMEZONE) return isInstant(iso) ? japanDay(iso) : '';
  const p = inZone(iso, zone);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'ja-JP').format(value);
}

/** A 0–1 ratio as a percentage with at most one decimal: 0.4567 → "45.7%". */
export function formatPercent(ratio: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'ja-JP', {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(ratio);
}
