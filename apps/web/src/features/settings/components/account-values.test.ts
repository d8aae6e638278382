import { describe, expect, it } from 'vitest';
import { type AccountValues, withHomeCountry } from './account-values';

const blank = { nationality: '', countryOfResidence: '' } as AccountValues;

describe('withHomeCountry', () => {
  it('starts a Japanese sign-up with Japan as nationality and residence', () => {
    expect(withHomeCountry(blank, 'ja')).toMatchObject({
      nationality: 'CT001',
      countryOfResidence: 'CT001',
    });
  });

  it('keeps a chosen country and leaves the English form to choose', () => {
    const chosen = { nationality: 'CT198', countryOfResidence: 'CT199' } as AccountValues;
    expect(withHomeCountry(chosen, 'ja')).toEqual(chosen);
    expect(withHomeCountry(blank, 'en')).toEqual(blank);
  });
});
