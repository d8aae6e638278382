// Requests and responses of the settings screens: privacy consents, the individual account
// tab (GET/POST api/account-settings and api/me) and the organization tab (api/me/organization).
import { z } from 'zod';
import { CONTENT_LANGUAGES, GENDERS } from './codes';
import { COUNTRY_CODES, JAPAN_COUNTRY_CODE } from './countries';
import { POSTAL_CODE_PATTERN, PREFECTURE_CODES } from './reference';
import { TIMEZONE_CODES } from './timezones';
import { memberIdentity, optional, text } from './fields';

/** A required choice from a list: blank asks to choose one, anything else "one of the options". */
function choice<const T extends readonly string[]>(values: T) {
  return z.enum(values as unknown as [T[number], ...T[number][]], {
    error: (issue) =>
      issue.input === undefined || issue.input === '' || issue.input === null
        ? 'validation.select'
        : 'validation.option',
  });
}

/** Digits with an optional leading +, as at sign-up. */
export const PHONE_PATTERN = /^\+?\d{6,15}$/;
/** Hiragana, katakana, the long-vowel mark, the middle dot and spaces. */
export const KANA_PATTERN = /^[\u3041-\u3096\u309D\u309E\u30A1-\u30FA\u30FC-\u30FE\u3000 ]+$/u;

const phoneField = (message: 'validation.phone' | 'validation.fax') =>
  optional(z.string().regex(PHONE_PATTERN, message));

/** A postal code abroad, in its country's own format: letters, digits, spaces and hyphens. */
export const FOREIGN_POSTAL_CODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,14}[A-Za-z0-9])?$/;

// Privacy consents (spec section 3). Terms is mandatory; the other four are the member's choice.
export const CONSENT_KEYS = [
  'newsletter',
  'terms',
  'surveyParticipation',
  'shareAdvertisingId',
  'shareProfile',
] as const;
export type ConsentKey = (typeof CONSENT_KEYS)[number];
export type Consents = Record<ConsentKey, boolean>;

const choiceFlag = z.boolean({ error: 'validation.required' });

export const privacySettingsBody = z.object({
  newsletter: choiceFlag,
  terms: z.literal(true, { error: 'validation.consent_required' }),
  surveyParticipation: choiceFlag,
  shareAdvertisingId: choiceFlag,
  shareProfile: choiceFlag,
});
export type PrivacySettingsBody = z.input<typeof privacySettingsBody>;
export type PrivacySettingsData = z.output<typeof privacySettingsBody>;

export const privacySettings = z
  .object({
    newsletter: z.boolean(),
    terms: z.boolean(),
    surveyParticipation: z.boolean(),
    shareAdvertisingId: z.boolean(),
    shareProfile: z.boolean(),
    /** When the member first agreed to the terms; null before that. */
    termsConsentedAt: z.string().nullable(),
    /** When the consents last changed; null when never set. */
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'PrivacySettings' });
export type PrivacySettings = z.infer<typeof privacySettings>;

// The individual account tab. Email is shown but not changed here. The address depends on the
// country of residence: members living in Japan give a 7-digit postal code and a prefecture;
// members abroad give neither prefecture nor Japanese code, and may give a postal code in their
// own format and a region or city (docs/DECISIONS.md, "Members abroad").
const accountSettingsObject = z.object({
  lastName: text(50),
  firstName: text(50),
  nickname: text(30),
  phone: phoneField('validation.phone'),
  fax: phoneField('validation.fax'),
  postalCode: optional(z.string().max(16, 'validation.too_long')),
  prefecture: optional(z.string()),
  city: optional(z.string().max(100, 'validation.too_long')),
  timezone: choice(TIMEZONE_CODES),
  nationality: choice(COUNTRY_CODES),
  countryOfResidence: choice(COUNTRY_CODES),
  mainLanguage: choice(CONTENT_LANGUAGES),
  otherLanguages: z
    .array(choice(CONTENT_LANGUAGES), { error: 'validation.invalid' })
    .max(CONTENT_LANGUAGES.length, 'validation.invalid')
    .default([]),
});

type AddressInput = { countryOfResidence?: unknown; postalCode?: unknown; prefecture?: unknown };

/** Whether the (raw) values say the member lives in Japan; an unchosen country counts as Japan. */
export function livesInJapan(values: { countryOfResidence?: unknown }): boolean {
  const country = values.countryOfResidence;
  return country === undefined || country === '' || country === JAPAN_COUNTRY_CODE;
}

export const accountSettingsBody = accountSettingsObject
  .superRefine(
    (values, ctx) => {
      if (typeof values !== 'object' || values === null) return;
      const v = values as AddressInput;
      const postalCode = typeof v.postalCode === 'string' ? v.postalCode : undefined;
      if (livesInJapan(v)) {
        if (!postalCode)
          ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'validation.required' });
        else if (!POSTAL_CODE_PATTERN.test(postalCode))
          ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'validation.postal_code' });
        if (v.prefecture === undefined || v.prefecture === '')
          ctx.addIssue({ code: 'custom', path: ['prefecture'], message: 'validation.select' });
        else if (!(PREFECTURE_CODES as readonly unknown[]).includes(v.prefecture))
          ctx.addIssue({ code: 'custom', path: ['prefecture'], message: 'validation.option' });
      } else if (postalCode && !FOREIGN_POSTAL_CODE_PATTERN.test(postalCode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['postalCode'],
          message: 'validation.postal_code_abroad',
        });
      }
      // Field errors elsewhere must not hide the address rules: they run on every submit.
    },
    { when: () => true },
  )
  .transform((values) => ({
    ...values,
    // Abroad there is no prefecture; the postal code keeps the member's own format, in capitals.
    prefecture: livesInJapan(values)
      ? (values.prefecture as (typeof PREFECTURE_CODES)[number])
      : undefined,
    postalCode: values.postalCode?.toUpperCase(),
  }));
export type AccountSettingsBody = z.input<typeof accountSettingsBody>;
export type AccountSettingsData = z.output<typeof accountSettingsBody>;

/** The member's own profile: the answer of GET api/me and GET api/account-settings. */
export const memberProfile = z
  .object({
    ...memberIdentity,
    phone: z.string().nullable(),
    fax: z.string().nullable(),
    postalCode: z.string().nullable(),
    prefecture: z.string().nullable(),
    city: z.string().nullable(),
    timezone: z.string(),
    nationality: z.string().nullable(),
    countryOfResidence: z.string().nullable(),
    mainLanguage: z.string(),
    otherLanguages: z.array(z.string()),
    yearOfBirth: z.number().int(),
    gender: z.enum(GENDERS),
    pointAmount: z.number().int(),
    is_admin: z.boolean(),
    is_blocked: z.boolean(),
    avatarUrl: z.string().nullable(),
    accountSettingUpdatedAt: z.string().nullable(),
  })
  .meta({ id: 'MemberProfile' });
export type MemberProfile = z.infer<typeof memberProfile>;

// The organization account tab.
export const FACILITY_TYPES = [
  'hotel',
  'tourist_facility',
  'transport',
  'restaurant',
  'retail',
  'other',
] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];

export const organizationBody = z.object({
  companyName: text(100),
  furigana: optional(
    z.string().max(100, 'validation.too_long').regex(KANA_PATTERN, 'validation.kana'),
  ),
  fax: phoneField('validation.fax'),
  facilityType: choice(FACILITY_TYPES),
  personInCharge: optional(z.string().max(100, 'validation.too_long')),
  websiteUrl: optional(
    z
      .string()
      .max(300, 'validation.too_long')
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'validation.url' })),
  ),
  postalCode: optional(z.string().regex(POSTAL_CODE_PATTERN, 'validation.postal_code')),
  prefecture: optional(z.enum(PREFECTURE_CODES, { error: 'validation.option' })),
  city: optional(z.string().max(100, 'validation.too_long')),
  block: optional(z.string().max(100, 'validation.too_long')),
  building: optional(z.string().max(100, 'validation.too_long')),
});
export type OrganizationBody = z.input<typeof organizationBody>;
export type OrganizationData = z.output<typeof organizationBody>;

export const organization = z
  .object({
    companyName: z.string(),
    furigana: z.string().nullable(),
    fax: z.string().nullable(),
    facilityType: z.enum(FACILITY_TYPES),
    personInCharge: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    postalCode: z.string().nullable(),
    prefecture: z.string().nullable(),
    city: z.string().nullable(),
    block: z.string().nullable(),
    building: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof organization>;
