import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayZone } from './display-zone';
import { formatDate, formatDateTime, formatNumber, formatPercent } from './format';

afterEach(() => setDisplayZone(null));

describe('formatDateTime / formatDate', () => {
  it('shows an instant in Japan time, 24-hour, YYYY-MM-DD HH:mm', () => {
    // 15:30 UTC is 00:30 the next day in Tokyo.
    expect(formatDateTime('2026-03-31T15:30:00Z')).toBe('2026-04-01 00:30');
    expect(formatDate('2026-03-31T15:30:00Z')).toBe('2026-04-01');
  });

  it('shows another zone when asked, with its offset so it is not taken for Japan time', () => {
    expect(formatDateTime('2026-03-31T15:30:00Z', 'Europe/London')).toBe(
      '2026-03-31 16:30 (UTC+1)',
    );
    expect(formatDate('2026-03-31T15:30:00Z', 'Europe/London')).toBe('2026-03-31');
    expect(formatDateTime('2026-01-15T12:00:00Z', 'Europe/London')).toBe('2026-01-15 12:00 (UTC)');
  });

  it("follows the member's timezone setting once it is set, Japan time again when cleared", () => {
    const at = '2026-11-24T09:30:00Z'; // 18:30 in Tokyo, 10:30 in Paris (winter, UTC+1)
    setDisplayZone('Europe/Paris');
    expect(formatDateTime(at)).toBe('2026-11-24 10:30 (UTC+1)');
    expect(formatDate(at)).toBe('2026-11-24');
    setDisplayZone(null);
    expect(formatDateTime(at)).toBe('2026-11-24 18:30');
  });

  it('follows summer time and half-hour zones from the platform, not from added hours', () => {
    setDisplayZone('Europe/Paris');
    // Paris moves to UTC+2 on the last Sunday of March (2026-03-29, 01:00 UTC).
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('2026-03-29 01:59 (UTC+1)');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('2026-03-29 03:00 (UTC+2)');
    setDisplayZone('Asia/Kolkata');
    expect(formatDateTime('2026-03-31T15:30:00Z')).toBe('2026-03-31 21:00 (UTC+5:30)');
    // The calendar day is the member's: 20:00 in New York is already the next day in Tokyo.
    setDisplayZone('America/New_York');
    expect(formatDate('2026-07-02T00:00:00Z')).toBe('2026-07-01');
    expect(formatDateTime('2026-07-02T00:00:00Z')).toBe('2026-07-01 20:00 (UTC-4)');
  });

  it('keeps Japan time for a missing or unknown zone', () => {
    setDisplayZone('Mars/Olympus_Mons');
    expect(formatDateTime('2026-03-31T15:30:00Z')).toBe('2026-04-01 00:30');
    setDisplayZone('');
    expect(formatDateTime('2026-03-31T15:30:00Z')).toBe('2026-04-01 00:30');
  });

  it('shows Japan time without a label when the setting is Japan time', () => {
    setDisplayZone('Asia/Tokyo');
    expect(formatDateTime('2026-03-31T15:30:00Z')).toBe('2026-04-01 00:30');
  });

  it('shows nothing for a missing or broken timestamp', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatNumber / formatPercent', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234567, 'ja')).toBe('1,234,567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });

  it('gives a percentage with at most one decimal', () => {
    expect(formatPercent(0.4567, 'en')).toBe('45.7%');
    expect(formatPercent(1, 'ja')).toBe('100%');
  });
});
