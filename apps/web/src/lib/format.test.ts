import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatPercent } from './format';

describe('formatDateTime / formatDate', () => {
  it('shows an instant in Japan time, 24-hour, YYYY-MM-DD HH:mm', () => {
    // 15:30 UTC is 00:30 the next day in Tokyo.
    expect(formatDateTime('2026-03-31T15:30:00Z')).toBe('2026-04-01 00:30');
    expect(formatDate('2026-03-31T15:30:00Z')).toBe('2026-04-01');
  });

  it('shows another zone when asked', () => {
    expect(formatDateTime('2026-03-31T15:30:00Z', 'Europe/London')).toBe('2026-03-31 16:30');
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
