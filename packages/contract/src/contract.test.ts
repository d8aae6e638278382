import { describe, expect, it } from 'vitest';
import { changePasswordBody, registerBody } from './auth';
import { pickLocale } from './codes';
import { ERROR_CODES } from './errors';
import { fieldErrorsFromIssues } from './issues';
import { messages, translate } from './messages';

const valid = {
  firstName: '遥',
  lastName: '島田',
  nickname: 'しまなみ遥',
  email: 'Haruka@Example.jp',
  password: 'Shimanami8',
  passwordConfirmation: 'Shimanami8',
  yearOfBirth: 1992,
  gender: 'GD02',
  policyAgreement: true,
};

describe('message catalogue', () => {
  it('has the same keys in ja and en, none empty, and a message for every error code', () => {
    expect(Object.keys(messages.ja).sort()).toEqual(Object.keys(messages.en).sort());
    for (const locale of ['ja', 'en'] as const) {
      for (const [key, text] of Object.entries(messages[locale]))
        expect(text.trim(), `${locale}:${key}`).not.toBe('');
      for (const code of ERROR_CODES) expect(messages[locale]).toHaveProperty([`errors.${code}`]);
    }
  });

  it('interpolates parameters', () => {
    expect(translate('en', 'validation.under_age', { age: 16 })).toBe(
      'Those under 16 years of age are not eligible to register.',
    );
    expect(translate('ja', 'validation.too_long', { max: 30 })).toBe(
      '30文字以内で入力してください',
    );
  });

  it("chooses the counted word by the locale's plural rules", () => {
    expect(translate('en', 'notifications.points_credited', { points: 1 })).toBe(
      'You received 1 point.',
    );
    expect(translate('en', 'notifications.points_credited', { points: '1,500' })).toBe(
      'You received 1,500 points.',
    );
    expect(translate('ja', 'notifications.points_credited', { points: 1 })).not.toContain('|');
    for (const [key, text] of Object.entries(messages.en))
      if (/\{\{points\}\} points/.test(text))
        expect.fail(`${key} counts points without plural forms`);
  });

  it('picks the locale from Content-Language, defaulting to ja', () => {
    expect(pickLocale('en')).toBe('en');
    expect(pickLocale('en-US,en;q=0.9')).toBe('en');
    expect(pickLocale('fr')).toBe('ja');
    expect(pickLocale(undefined)).toBe('ja');
  });
});

describe('registerBody', () => {
  it('accepts a valid sign-up and normalises it', () => {
    const parsed = registerBody.parse({
      ...valid,
      yearOfBirth: '1992',
      phone: '',
      postalCode: '7220035',
      referralCode: '',
    });
    expect(parsed).toMatchObject({
      email: 'haruka@example.jp',
      yearOfBirth: 1992,
      phone: undefined,
      referralCode: undefined,
    });
  });

  it.each([
    ['Abcdefg1', true],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    ['Abc1', false],
    ['Abcdefg１', false],
    ['Abcd efg1', false],
  ])('password %s valid: %s', (password, ok) => {
    expect(
      registerBody.safeParse({ ...valid, password, passwordConfirmation: password }).success,
    ).toBe(ok);
  });

  it('reports a mismatch on the confirmation field even when other fields are wrong', () => {
    const result = registerBody.safeParse({
      ...valid,
      firstName: '',
      passwordConfirmation: 'Shimanami9',
    });
    const errors = fieldErrorsFromIssues(result.error!.issues, 'en');
    expect(errors).toEqual({
      firstName: ['should not be blank'],
      passwordConfirmation: ["Your password doesn't match."],
    });
  });

  it('needs a 4-digit year of birth and a gender code', () => {
    const result = registerBody.safeParse({ ...valid, yearOfBirth: 92, gender: 'male' });
    expect(fieldErrorsFromIssues(result.error!.issues, 'ja')).toEqual({
      yearOfBirth: ['生まれ年は西暦4桁で入力してください。'],
      gender: ['選択肢から選んでください。'],
    });
  });
});

describe('changePasswordBody', () => {
  it('needs the current password and a matching strong new one', () => {
    const result = changePasswordBody.safeParse({
      currentPassword: '',
      password: 'weak',
      passwordConfirmation: 'weak',
    });
    expect(Object.keys(fieldErrorsFromIssues(result.error!.issues, 'en')).sort()).toEqual([
      'currentPassword',
      'password',
    ]);
  });
});
