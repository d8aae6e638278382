// The exchange calendar: requests are gathered until the next cut-off (10th, 20th or
// month end, Japan time) and arrive within 10 business days counted from the next business
// day after it. Business days skip Saturdays, Sundays and Japanese public holidays.
import holidayJp from '@holiday-jp/holiday_jp';
import { japanDay } from '@fanclub/contract/japan-time';

/** A calendar day as 'YYYY-MM-DD'. */
export type Day = string;

export const DELIVERY_BUSINESS_DAYS = 10;

const toDay = (utcMs: number): Day => new Date(utcMs).toISOString().slice(0, 10);
const parse = (day: Day) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const addDays = (day: Day, n: number): Day => toDay(parse(day) + n * 86_400_000);

export function isBusinessDay(day: Day): boolean {
  const weekday = new Date(parse(day)).getUTCDay();
  // The package is keyed by 'YYYY-MM-DD' strings, so no time zone can shift a day.
  return weekday !== 0 && weekday !== 6 && !Object.hasOwn(holidayJp.holidays, day);
}

/** The first business day strictly after `day`. */
export function nextBusinessDay(day: Day): Day {
  let next = addDays(day, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}

export function addBusinessDays(day: Day, count: number): Day {
  let current = day;
  for (let i = 0; i < count; i += 1) current = nextBusinessDay(current);
  return current;
}

/** The cut-off a request made on `day` belongs to: the 10th, the 20th or the month's last day. */
export function cutoffFor(day: Day): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = day.slice(0, 8);
  if (d <= 10) return `${month}10`;
  if (d <= 20) return `${month}20`;
  return toDay(Date.UTC(y, m, 0)); // day 0 of the next month is this month's last day
}

/** When a request made on the cut-off `cutoff` is expected to arrive. */
export function deliveryFor(cutoff: Day): Day {
  return addBusinessDays(nextBusinessDay(cutoff), DELIVERY_BUSINESS_DAYS);
}

export function exchangeSchedule(at: Date): { cutoffDate: Day; deliveryDate: Day } {
  const cutoffDate = cutoffFor(japanDay(at));
  return { cutoffDate, deliveryDate: deliveryFor(cutoffDate) };
}
