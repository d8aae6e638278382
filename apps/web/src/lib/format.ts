// Dates and numbers as screens show them: YYYY-MM-DD HH:mm, 24-hour, Japan time by default.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DEFAULT_TIMEZONE = 'Asia/Tokyo';

function inZone(iso: string | null | undefined, zone: string) {
  if (!iso) return undefined;
  const value = dayjs(iso);
  return value.isValid() ? value.tz(zone) : undefined;
}

export function formatDateTime(iso: string | null | undefined, zone = DEFAULT_TIMEZONE): string {
  return inZone(iso, zone)?.format('YYYY-MM-DD HH:mm') ?? '';
}

export function formatDate(iso: string | null | undefined, zone = DEFAULT_TIMEZONE): string {
  return inZone(iso, zone)?.format('YYYY-MM-DD') ?? '';
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
