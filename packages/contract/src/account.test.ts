import { describe, expect, it } from 'vitest';
import { accountSettingsBody, organizationBody, privacySettingsBody } from './account';
import { fieldErrorsFromIssues } from './issues';

const settings = {
  lastName: '島田',
  firstName: '遥',
  nickname: 'しまなみ遥',
  postalCode: '7220035',
  prefecture: 'JPPRF34',
  timezone: 'TZ000',
  nationality: 'CT001',
  countryOfResidence: 'CT001',
  mainLanguage: 'ja',
};

describe('settings schemas', () => {
  it('accepts the individual tab, blank optional fields counting as absent', () => {
    const parsed = accountSettingsBody.parse({ ...settings, phone: '', fax: null, city: ' ' });
    expect(parsed).toMatchObject({ phone: undefined, fax: undefined, city: undefined });
    expect(parsed.otherLanguages).toEqual([]);
  });

  it('tells blank from a wrong choice', () => {
    const result = accountSettingsBody.safeParse({ ...settings, prefecture: '', timezone: 'UTC' });
    expect(fieldErrorsFromIssues(result.error!.issues, 'en')).toEqual({
      prefecture: ['should not be blank'],
      timezone: ['Choose one of the options.'],
    });
  });

  it('requires the terms consent', () => {
    const result = privacySettingsBody.safeParse({
      newsletter: false,
      terms: false,
      surveyParticipation: false,
      shareAdvertisingId: false,
      shareProfile: false,
    });
    expect(fieldErrorsFromIssues(result.error!.issues, 'en')).toEqual({
      terms: ['Consent is required'],
    });
  });

  it('takes kana readings and http(s) addresses only', () => {
    const base = { companyName: '瀬戸内観光', facilityType: 'hotel' };
    expect(organizationBody.safeParse({ ...base, furigana: 'セトウチ かんこう' }).success).toBe(
      true,
    );
    expect(organizationBody.safeParse({ ...base, furigana: 'Setouchi' }).success).toBe(false);
    expect(organizationBody.safeParse({ ...base, websiteUrl: 'https://example.jp' }).success).toBe(
      true,
    );
    for (const url of ['ftp://example.jp', 'javascript:alert(1)', 'example.jp'])
      expect(organizationBody.safeParse({ ...base, websiteUrl: url }).success).toBe(false);
  });
});
