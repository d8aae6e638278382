// Japan time, the product's clock for schedules, days and months (docs/ARCHITECTURE.md). Japan
// has no summer time, so it is a fixed UTC+09:00; every conversion goes through this module,
// on the server and in the web, instead of adding nine hours by hand.

/** UTC+09:00 in milliseconds. */
export const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/** A Japan-time schedule as entered and shown: `YYYY-MM-DD HH:mm`. */
export const JAPAN_TIME_FORMAT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock fields of an instant in Japan (weekday 0 = Sunday). */
export function japanParts(at: Date | string): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
} {
  const d = new Date(new Date(at).getTime() + JAPAN_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    weekday: d.getUTCDay(),
  };
}

/** The instant of a Japan wall-clock time (month 1–12; out-of-range fields roll over). */
export function fromJapanParts(year: number, month: number, day = 1, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - JAPAN_OFFSET_MS);
}

/** `YYYY-MM-DD HH:mm` read as Japan time → the instant, or undefined if not a real time. */
export function parseJapanTime(value: string): Date | undefined {
  const m = JAPAN_TIME_FORMAT.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return undefined;
  const date = fromJapanParts(y, mo, d, h, mi);
  // Reject 2026-02-31 and the like (the date rolled over).
  const back = japanParts(date);
  if (back.day !== d || back.month !== mo) return undefined;
  return date;
}

/** Whether `YYYY-MM-DD` names a real calendar day (2026-02-29 and 2026-13-45 do not). */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = m.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** ISO 8601 with an offset: `2026-04-01T10:00+09:00`, `…:00Z`, seconds and fractions optional. */
const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(?:Z|([+-])(\d{2}):?(\d{2}))$/;

/**
 * A time as the API accepts it wherever it takes one: the spec's
 * `YYYY-MM-DD HH:mm` read as Japan time, or ISO 8601 with an offset (`Z` or `±hh:mm`). Fields
 * must exist (no 2026-02-30, no 24:00); anything else, or an ISO time without an offset, is
 * undefined. Answers give times as ISO 8601 (`toISOString`).
 */
export function parseTimeInput(value: string): Date | undefined {
  const text = value.trim();
  const jst = parseJapanTime(text);
  if (jst) return jst;
  const m = ISO_WITH_OFFSET.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Math.floor(Number(m[7] ?? 0) * 1000);
  const [offH, offM] = [Number(m[9] ?? 0), Number(m[10] ?? 0)];
  if (offH > 23 || offM > 59) return undefined;
  const wall = new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms));
  const fields = [
    wall.getUTCFullYear(),
    wall.getUTCMonth() + 1,
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
  ];
  if (fields.join() !== [y, mo, d, h, mi, s].join()) return undefined;
  const offsetMinutes = (m[8] === '-' ? -1 : 1) * (offH * 60 + offM);
  return new Date(wall.getTime() - offsetMinutes * 60_000);
}

/** An instant (Date or ISO string) → `YYYY-MM-DD HH:mm` in Japan time. */
export function formatJapanTime(value: Date | string): string {
  const p = japanParts(value);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** The Japan calendar day of an instant: `YYYY-MM-DD`. */
export function japanDay(at: Date | string): string {
  const p = japanParts(at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The Japan calendar month of an instant: `YYYY-MM`. */
export function japanMonth(at: Date | string): string {
  return japanDay(at).slice(0, 7);
}

/** 00:00 Japan time of a `YYYY-MM-DD` day, plus `addDays` days, as an instant. */
export function japanDayStart(day: string, addDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return fromJapanParts(y, m, d + addDays);
}

/** 00:00 Japan time on the 1st of a `YYYY-MM` month, plus `addMonths` months, as an instant. */
export function japanMonthStart(month: string, addMonths = 0): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return fromJapanParts(y, m + addMonths, 1);
}
