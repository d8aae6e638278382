// Saving the settings: privacy consents (with their history), the individual account tab and
// the organization tab. Each save is one transaction; rules that need data live here.
import type { AccountSettingsData, Consents, OrganizationData } from '@fanclub/contract/account';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { type FieldError, validationFailed } from '../../errors';
import { findAddresses } from '../reference/addresses';
import { consentsOf } from './presenter';
import {
  isNicknameTakenByOther,
  lockUser,
  recordConsentEvent,
  updateUser,
  upsertOrganization,
  type OrganizationRow,
} from './queries';
import { uniqueViolation } from '../../db/errors';

const sameConsents = (a: Consents, b: Consents) =>
  (Object.keys(a) as (keyof Consents)[]).every((key) => a[key] === b[key]);

/** Stores the consents; a change (and only a change) adds a row to the consent history. */
export async function savePrivacySettings(
  db: Db,
  userId: number,
  consents: Consents,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (!before) throw new Error(`user ${userId} vanished`);
    if (sameConsents(consentsOf(before), consents)) return before;
    const now = new Date();
    const user = await updateUser(tx, userId, {
      // The first agreement is the one that counts; later saves keep its time.
      termsConsentedAt: consents.terms ? (before.termsConsentedAt ?? now) : null,
      newsletterConsent: consents.newsletter,
      surveyConsent: consents.surveyParticipation,
      adIdConsent: consents.shareAdvertisingId,
      profileSharingConsent: consents.shareProfile,
    });
    await recordConsentEvent(tx, userId, consents, now);
    return user;
  });
}

const nicknameTaken = () => validationFailed({ nickname: { key: 'validation.nickname_taken' } });

export async function saveAccountSettings(
  db: Db,
  userId: number,
  input: AccountSettingsData,
): Promise<UserRow> {
  const errors: Record<string, FieldError> = {};
  // Only a Japanese postal code is checked against the address table; abroad the code is free.
  if (input.prefecture && input.postalCode && findAddresses(input.postalCode).length === 0)
    errors.postalCode = { key: 'address.not_found' };
  if (await isNicknameTakenByOther(db, input.nickname, userId))
    errors.nickname = { key: 'validation.nickname_taken' };
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  // The main language is not also an "other" language; each one counts once.
  const otherLanguages = [...new Set(input.otherLanguages)].filter(
    (language) => language !== input.mainLanguage,
  );
  try {
    return await updateUser(db, userId, {
      lastName: input.lastName,
      firstName: input.firstName,
      nickname: input.nickname,
      phone: input.phone ?? null,
      fax: input.fax ?? null,
      postalCode: input.postalCode ?? null,
      prefecture: input.prefecture ?? null,
      city: input.city ?? null,
      timezone: input.timezone,
      nationality: input.nationality,
      countryOfResidence: input.countryOfResidence,
      mainLanguage: input.mainLanguage,
      otherLanguages,
      accountSettingUpdatedAt: new Date(),
    });
  } catch (error) {
    // Two members saving the same nickname at once: the unique index decides.
    if (uniqueViolation(error) === 'users_nickname_key') throw nicknameTaken();
    throw error;
  }
}

export async function saveOrganization(
  db: Db,
  userId: number,
  input: OrganizationData,
): Promise<OrganizationRow> {
  if (input.postalCode && findAddresses(input.postalCode).length === 0)
    throw validationFailed({ postalCode: { key: 'address.not_found' } });
  return upsertOrganization(db, userId, {
    companyName: input.companyName,
    companyNameKana: input.furigana ?? null,
    fax: input.fax ?? null,
    facilityType: input.facilityType,
    personInCharge: input.personInCharge ?? null,
    websiteUrl: input.websiteUrl ?? null,
    postalCode: input.postalCode ?? null,
    prefecture: input.prefecture ?? null,
    city: input.city ?? null,
    block: input.block ?? null,
    building: input.building ?? null,
  });
}
