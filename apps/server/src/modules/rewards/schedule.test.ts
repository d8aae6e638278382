// The exchange calendar: cut-offs at the 10th, 20th and month end, and 10 business days after
// the next business day, skipping weekends and Japanese holidays.
import { describe, expect, it } from 'vitest';
import {
  cutoffFor,
  deliveryFor,
  exchangeSchedule,
  isBusinessDay,
  nextBusinessDay,
} from './schedule';
import { japanDay } from '@fanclub/contract/japan-time';

describe('cutoffFor', () => {
  it('picks the 10th, the 20th or the last day of the month', () => {
    expect(cutoffFor('2026-03-01')).toBe('2026-03-10');
    expect(cutoffFor('2026-03-10')).toBe('2026-03-10');
    expect(cutoffFor('2026-03-11')).toBe('2026-03-20');
    expect(cutoffFor('2026-03-20')).toBe('2026-03-20');
    expect(cutoffFor('2026-03-21')).toBe('2026-03-31');
    expect(cutoffFor('2026-04-30')).toBe('2026-04-30');
  });

  it('knows the length of every month, February of leap years too', () => {
    expect(cutoffFor('2026-02-21')).toBe('2026-02-28');
    expect(cutoffFor('2028-02-25')).toBe('2028-02-29');
    expect(cutoffFor('2026-06-25')).toBe('2026-06-30');
    expect(cutoffFor('2026-12-31')).toBe('2026-12-31');
  });
});

describe('business days', () => {
  it('skips weekends and Japanese public holidays', () => {
    expect(isBusinessDay('2026-05-01')).toBe(true); // Friday
    expect(isBusinessDay('2026-05-02')).toBe(false); // Saturday
    expect(isBusinessDay('2026-05-04')).toBe(false); // Greenery Day
    expect(isBusinessDay('2026-05-06')).toBe(false); // substitute holiday
    expect(isBusinessDay('2027-01-01')).toBe(false); // New Year's Day
    expect(nextBusinessDay('2026-05-01')).toBe('2026-05-07');
  });
});

describe('deliveryFor', () => {
  it('counts 10 business days from the next business day after the cut-off', () => {
    // Cut-off Tue 2026-03-10 → Wed 03-11, then 10 business days (03-20 is the equinox).
    expect(deliveryFor('2026-03-10')).toBe('2026-03-26');
  });

  it('passes over Golden Week', () => {
    // Cut-off Thu 04-30 → Fri 05-01; 05-04, 05-05 and 05-06 are holidays.
    expect(deliveryFor('2026-04-30')).toBe('2026-05-20');
  });

  it('passes over the New Year from a December 31 cut-off', () => {
    // Thu 2026-12-31 → Mon 2027-01-04 (01-01 holiday, then the weekend); 01-11 is Coming of Age Day.
    expect(deliveryFor('2026-12-31')).toBe('2027-01-19');
  });

  it('starts after a weekend when the cut-off falls on one', () => {
    // Sat 2026-01-10 → Tue 01-13 (Mon 01-12 is Coming of Age Day).
    expect(deliveryFor('2026-01-10')).toBe('2026-01-27');
  });
});

describe('exchangeSchedule', () => {
  it('uses the day in Japan, not the server clock', () => {
    expect(japanDay(new Date('2026-03-10T14:59:59Z'))).toBe('2026-03-10');
    expect(japanDay(new Date('2026-03-10T15:00:00Z'))).toBe('2026-03-11');
    expect(exchangeSchedule(new Date('2026-03-10T14:59:59Z')).cutoffDate).toBe('2026-03-10');
    expect(exchangeSchedule(new Date('2026-03-10T15:00:00Z'))).toEqual({
      cutoffDate: '2026-03-20',
      deliveryDate: deliveryFor('2026-03-20'),
    });
    expect(exchangeSchedule(new Date('2026-12-31T15:00:00Z')).cutoffDate).toBe('2027-01-10');
  });
});
