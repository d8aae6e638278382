// The date-time field's value: the `YYYY-MM-DD HH:mm` Japan-time text the forms send to the API,
// split into the picker's day, hour and minute and joined back, and typed variants (full-width
// digits, slashes, one-digit months or hours, a `T`) tidied into that one form.
import { isCalendarDay, parseJapanTime } from '@fanclub/contract/japan-time';

export type DateTimeParts = {
  /** `YYYY-MM-DD`, or null while the text names no real day. */
  day: string | null;
  /** `00`–`23`. */
  hour: string;
  /** `00`–`59`. */
  minute: string;
};

/** The time a newly picked day gets when the field had none. */
export const DEFAULT_TIME = { hour: '10', minute: '00' } as const;

const pad = (n: string) => n.padStart(2, '0');

const LOOSE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:(?:\s+|T)(\d{1,2}):(\d{1,2}))?$/;

/**
 * Typed text in the field's form: `2026/4/1 9:05`, `２０２６-04-01 09:05` or `2026-04-01T09:05`
 * become `2026-04-01 09:05`. Text that names no real Japan time is returned trimmed but otherwise
 * as typed, so the form's check still shows the person what is wrong.
 */
export function normaliseDateTime(text: string): string {
  const m = LOOSE.exec(text.normalize('NFKC').trim());
  if (!m?.[4] || !m[5]) return text.trim();
  const [, y = '', mo = '', d = '', h = '', mi = ''] = m;
  const tidy = `${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}`;
  return parseJapanTime(tidy) ? tidy : text.trim();
}

/** The picker's day, hour and minute of the field's text (a day alone keeps the default time). */
export function splitDateTime(value: string): DateTimeParts {
  const m = LOOSE.exec(value.normalize('NFKC').trim());
  if (!m) return { day: null, ...DEFAULT_TIME };
  const [, y = '', mo = '', d = '', h, mi] = m;
  const day = `${y}-${pad(mo)}-${pad(d)}`;
  const hour = h !== undefined && Number(h) <= 23 ? pad(h) : DEFAULT_TIME.hour;
  const minute = mi !== undefined && Number(mi) <= 59 ? pad(mi) : DEFAULT_TIME.minute;
  return { day: isCalendarDay(day) ? day : null, hour, minute };
}

/** The field's text for a picked day and time: `YYYY-MM-DD HH:mm`, Japan time. */
export function joinDateTime({ day, hour, minute }: DateTimeParts): string {
  return day ? `${day} ${pad(hour)}:${pad(minute)}` : '';
}
