// The account form's values: what the member types, the fields a server error may name, and
// the stored profile as form values.
import type { Path } from 'react-hook-form';
import type { MemberProfile } from '@fanclub/contract/account';
import { JAPAN_COUNTRY_CODE } from '@fanclub/contract/countries';

export type AccountValues = {
  lastName: string;
  firstName: string;
  nickname: string;
  phone: string;
  fax: string;
  postalCode: string;
  prefecture: string;
  city: string;
  timezone: string;
  nationality: string;
  countryOfResidence: string;
  mainLanguage: string;
  otherLanguages: string[];
};
export const ACCOUNT_FIELDS: readonly Path<AccountValues>[] = [
  'lastName',
  'firstName',
  'nickname',
  'phone',
  'fax',
  'postalCode',
  'prefecture',
  'city',
  'timezone',
  'nationality',
  'countryOfResidence',
  'mainLanguage',
  'otherLanguages',
];

export const valuesOf = (profile: MemberProfile): AccountValues => ({
  lastName: profile.lastName,
  firstName: profile.firstName,
  nickname: profile.nickname,
  phone: profile.phone ?? '',
  fax: profile.fax ?? '',
  postalCode: profile.postalCode ?? '',
  prefecture: profile.prefecture ?? '',
  city: profile.city ?? '',
  timezone: profile.timezone,
  nationality: profile.nationality ?? '',
  countryOfResidence: profile.countryOfResidence ?? '',
  mainLanguage: profile.mainLanguage,
  otherLanguages: profile.otherLanguages,
});

/** A member signing up in Japanese starts with Japan as nationality and residence (first
 *  visit, onboarding); in English both are left to choose. A chosen country is kept. */
export const withHomeCountry = (values: AccountValues, language: string): AccountValues =>
  language === 'ja'
    ? {
        ...values,
        nationality: values.nationality || JAPAN_COUNTRY_CODE,
        countryOfResidence: values.countryOfResidence || JAPAN_COUNTRY_CODE,
      }
    : values;
