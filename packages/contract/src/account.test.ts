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
      prefecture: ['Please choose one.'],
      timezone: ['Choose one of the options.'],
    });
  });

  it('asks members in Japan for a 7-digit postal code and a prefecture', () => {
    const result = accountSettingsBody.safeParse({ ...settings, postalCode: '', prefecture: '' });
    expect(fieldErrorsFromIssues(result.error!.issues, 'ja')).toEqual({
      postalCode: ['入力してください'],
      prefecture: ['選択してください'],
    });
    const wrong = accountSettingsBody.safeParse({ ...settings, postalCode: 'SW1A 1AA' });
    expect(fieldErrorsFromIssues(wrong.error!.issues, 'en')).toEqual({
      postalCode: ['Enter the postal code as 7 digits without a hyphen.'],
    });
  });

  it('lets members abroad leave out the prefecture and give their own postal code', () => {
    const abroad = { ...settings, countryOfResidence: 'CT198', nationality: 'CT198' };
    const bare = accountSettingsBody.parse({ ...abroad, postalCode: '', prefecture: '' });
    expect(bare).toMatchObject({ postalCode: undefined, prefecture: undefined });
    const uk = accountSettingsBody.parse({
      ...abroad,
      postalCode: 'sw1a 1aa',
      prefecture: 'JPPRF34',
      city: 'London',
    });
    expect(uk).toMatchObject({ postalCode: 'SW1A 1AA', prefecture: undefined, city: 'London' });
    const wrong = accountSettingsBody.safeParse({ ...abroad, postalCode: '〒100-0001' });
    expect(Object.keys(fieldErrorsFromIssues(wrong.error!.issues, 'en'))).toEqual(['postalCode']);
  });

  it('checks the address even when another field is wrong', () => {
    const result = accountSettingsBody.safeParse({ ...settings, nickname: '', postalCode: '12' });
    expect(Object.keys(fieldErrorsFromIssues(result.error!.issues, 'en')).sort()).toEqual([
      'nickname',
      'postalCode',
    ]);
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
