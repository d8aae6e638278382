import { describe, expect, it } from 'vitest';
import {
  isCalendarDay,
  parseTimeInput,
  formatJapanTime,
  fromJapanParts,
  japanDay,
  japanDayStart,
  japanMonth,
  japanMonthStart,
  japanParts,
  parseJapanTime,
} from './japan-time';

describe('Japan time', () => {
  it('reads YYYY-MM-DD HH:mm as Japan time and writes it back', () => {
    expect(parseJapanTime('2026-04-01 09:30')?.toISOString()).toBe('2026-04-01T00:30:00.000Z');
    expect(parseJapanTime('2026-01-01 08:59')?.toISOString()).toBe('2025-12-31T23:59:00.000Z');
    expect(formatJapanTime('2025-12-31T23:59:00Z')).toBe('2026-01-01 08:59');
    expect(formatJapanTime(new Date('2026-04-01T15:00:00Z'))).toBe('2026-04-02 00:00');
  });

  it('refuses what is not a real time', () => {
    for (const bad of ['2026-02-31 10:00', '2026-13-01 10:00', '2026-01-01 24:00', '2026-1-1 1:00'])
      expect(parseJapanTime(bad)).toBeUndefined();
  });

  it('gives the Japan day and month of an instant, across the UTC date line', () => {
    expect(japanDay(new Date('2026-03-10T14:59:59Z'))).toBe('2026-03-10');
    expect(japanDay(new Date('2026-03-10T15:00:00Z'))).toBe('2026-03-11');
    expect(japanMonth(new Date('2026-03-31T15:00:00Z'))).toBe('2026-04');
    expect(japanParts('2026-03-31T15:00:00Z')).toMatchObject({ month: 4, day: 1, weekday: 3 });
  });

  it('finds the start of Japan days and months', () => {
    expect(japanDayStart('2026-03-11').toISOString()).toBe('2026-03-10T15:00:00.000Z');
    expect(japanDayStart('2026-12-31', 1).toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(japanMonthStart('2026-01', -1).toISOString()).toBe('2025-11-30T15:00:00.000Z');
    expect(japanMonthStart('2026-12', 1).toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(fromJapanParts(2026, 4, 1, 10).toISOString()).toBe('2026-04-01T01:00:00.000Z');
  });
});

describe('times the API accepts (parseTimeInput)', () => {
  it('reads Japan time and ISO 8601 with an offset as the same instant', () => {
    const at = '2026-04-01T01:00:00.000Z';
    for (const text of [
      '2026-04-01 10:00',
      '2026-04-01T10:00+09:00',
      '2026-04-01T10:00:00+0900',
      '2026-04-01T01:00:00Z',
      '2026-04-01T01:00:00.000Z',
      '2026-03-31T21:00-04:00',
      ' 2026-04-01T01:00Z ',
    ]) {
      expect(parseTimeInput(text)?.toISOString(), text).toBe(at);
    }
    expect(parseTimeInput('2026-04-01T01:00:00.250Z')?.toISOString()).toBe(
      '2026-04-01T01:00:00.250Z',
    );
  });

  it('refuses times without an offset, impossible fields and other shapes', () => {
    for (const text of [
      '2026-04-01T10:00',
      '2026-02-30T10:00Z',
      '2026-04-01T24:00Z',
      '2026-04-01T10:60Z',
      '2026-04-01T10:00+25:00',
      '2026-13-01 10:00',
      '2026/04/01 10:00',
      '1775005200000',
      '',
    ]) {
      expect(parseTimeInput(text), text).toBeUndefined();
    }
  });

  it('knows real calendar days', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const d of ['2026-02-29', '2026-13-45', '2026-00-10', '2026-4-1']) {
      expect(isCalendarDay(d), d).toBe(false);
    }
  });
});
