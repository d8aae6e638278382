import { describe, expect, it } from 'vitest';
import {
  audienceFormFrom,
  audienceOf,
  audienceProblems,
  emptyAudienceForm,
  isBadDay,
} from './audience-form';

describe('audienceOf', () => {
  it('sends everyone as {type: all}, whatever is typed below', () => {
    expect(audienceOf({ ...emptyAudienceForm(), ageMin: '20' })).toEqual({ type: 'all' });
  });

  it('sends only the bounds that are filled and complete', () => {
    const form = {
      ...emptyAudienceForm(),
      audienceType: 'custom' as const,
      ageMin: '20',
      ageMax: '',
      prefectures: ['JPPRF34'],
      registeredFrom: '2026-01-01',
      registeredTo: '2026-0',
    };
    expect(audienceOf(form)).toEqual({
      type: 'custom',
      ageMin: 20,
      prefectures: ['JPPRF34'],
      registeredFrom: '2026-01-01',
    });
  });

  it('reads a saved audience back into the same form', () => {
    const saved = {
      type: 'custom' as const,
      ageMin: 20,
      ageMax: 39,
      gender: 'GD02' as const,
      mainLanguage: 'en' as const,
      countries: ['CT001'],
      registeredTo: '2026-03-31',
    };
    expect(audienceOf(audienceFormFrom(saved))).toEqual(saved);
    expect(audienceFormFrom({ type: 'all' })).toEqual(emptyAudienceForm());
  });

  it('sends the chosen segments to include and exclude, and reads them back', () => {
    const form = {
      ...emptyAudienceForm(),
      audienceType: 'custom' as const,
      segmentsInclude: ['3', '5'],
      segmentsExclude: ['7'],
    };
    const audience = audienceOf(form);
    expect(audience).toEqual({ type: 'custom', segments: { include: [3, 5], exclude: [7] } });
    expect(audienceFormFrom(audience)).toEqual(form);
    expect(audienceOf({ ...form, segmentsInclude: [], segmentsExclude: [] })).toEqual({
      type: 'custom',
    });
  });
});

describe('audienceProblems / isBadDay', () => {
  it('flags an age range and a day range the wrong way round', () => {
    const form = { ...emptyAudienceForm(), audienceType: 'custom' as const };
    expect(audienceProblems({ ...form, ageMin: '40', ageMax: '20' })).toEqual({
      ageRange: true,
      dayRange: false,
    });
    expect(
      audienceProblems({ ...form, registeredFrom: '2026-02-01', registeredTo: '2026-01-31' }),
    ).toEqual({ ageRange: false, dayRange: true });
    expect(audienceProblems({ ...form, ageMin: '20', ageMax: '20' }).ageRange).toBe(false);
  });

  it('flags a typed day that is not a real YYYY-MM-DD', () => {
    expect(isBadDay('')).toBe(false);
    expect(isBadDay('2026-02-30')).toBe(false);
    expect(isBadDay('2026-13-01')).toBe(true);
    expect(isBadDay('2026/01/01')).toBe(true);
  });
});
