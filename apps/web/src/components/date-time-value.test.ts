import { describe, expect, it } from 'vitest';
import { joinDateTime, normaliseDateTime, splitDateTime } from './date-time-value';

describe('the date-time field value', () => {
  it('splits the API text into the picker day, hour and minute and joins it back unchanged', () => {
    const parts = splitDateTime('2026-05-04 18:30');
    expect(parts).toEqual({ day: '2026-05-04', hour: '18', minute: '30' });
    expect(joinDateTime(parts)).toBe('2026-05-04 18:30');
  });

  it('gives a picked day the default time when the field had none, and 24-hour hours', () => {
    expect(splitDateTime('')).toEqual({ day: null, hour: '10', minute: '00' });
    expect(joinDateTime({ ...splitDateTime(''), day: '2026-06-01' })).toBe('2026-06-01 10:00');
    expect(joinDateTime({ day: '2026-06-01', hour: '23', minute: '05' })).toBe('2026-06-01 23:05');
    expect(joinDateTime({ day: '2026-06-01', hour: '0', minute: '5' })).toBe('2026-06-01 00:05');
  });

  it('keeps no day for a date that does not exist', () => {
    expect(splitDateTime('2026-02-30 10:00').day).toBeNull();
    expect(splitDateTime('tomorrow').day).toBeNull();
    expect(joinDateTime({ day: null, hour: '10', minute: '00' })).toBe('');
  });

  it('tidies typed variants into YYYY-MM-DD HH:mm, Japan time as typed (no zone shift)', () => {
    expect(normaliseDateTime('2026/4/1 9:05')).toBe('2026-04-01 09:05');
    expect(normaliseDateTime('２０２６－０４－０１　０９：０５')).toBe('2026-04-01 09:05');
    expect(normaliseDateTime('2026-04-01T21:00')).toBe('2026-04-01 21:00');
    expect(normaliseDateTime(' 2026-04-01 09:00 ')).toBe('2026-04-01 09:00');
  });

  it('leaves text that names no real time for the form to reject', () => {
    expect(normaliseDateTime('2026-02-30 10:00')).toBe('2026-02-30 10:00');
    expect(normaliseDateTime('2026-04-01 24:00')).toBe('2026-04-01 24:00');
    expect(normaliseDateTime('2026-04-01')).toBe('2026-04-01');
    expect(normaliseDateTime('')).toBe('');
  });
});
