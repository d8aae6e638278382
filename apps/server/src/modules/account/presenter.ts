// Shapes the member's row and organization for the settings calls.
import type {
  Consents,
  FacilityType,
  MemberProfile,
  Organization,
  PrivacySettings,
} from '@fanclub/contract/account';
import type { Gender } from '@fanclub/contract/codes';
import type { UserRow } from '../../db/schema/index';
import { memberIdentity } from '../../lib/member-identity';
import type { OrganizationRow } from './queries';

export function consentsOf(user: UserRow): Consents {
  return {
    newsletter: user.newsletterConsent,
    terms: user.termsConsentedAt !== null,
    surveyParticipation: user.surveyConsent,
    shareAdvertisingId: user.adIdConsent,
    shareProfile: user.profileSharingConsent,
  };
}

export function presentPrivacySettings(
  user: UserRow,
  lastChangeAt: Date | undefined,
): PrivacySettings {
  const updatedAt = lastChangeAt ?? user.termsConsentedAt;
  return {
    ...consentsOf(user),
    termsConsentedAt: user.termsConsentedAt?.toISOString() ?? null,
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

/** Public path of a stored avatar; the avatar module serves /uploads/avatars/. */
export function avatarUrlOf(avatarPath: string | null): string | null {
  return avatarPath ? `/uploads/avatars/${avatarPath}` : null;
}

export function presentMemberProfile(user: UserRow): MemberProfile {
  return {
    ...memberIdentity(user),
    phone: user.phone,
    fax: user.fax,
    postalCode: user.postalCode,
    prefecture: user.prefecture,
    city: user.city,
    timezone: user.timezone,
    nationality: user.nationality,
    countryOfResidence: user.countryOfResidence,
    mainLanguage: user.mainLanguage,
    otherLanguages: user.otherLanguages,
    yearOfBirth: user.yearOfBirth,
    gender: user.gender as Gender,
    pointAmount: user.pointAmount,
    is_admin: user.isAdmin,
    is_blocked: user.isBlocked,
    avatarUrl: avatarUrlOf(user.avatarPath),
    accountSettingUpdatedAt: user.accountSettingUpdatedAt?.toISOString() ?? null,
  };
}

export function presentOrganization(row: OrganizationRow): Organization {
  return {
    companyName: row.companyName,
    furigana: row.companyNameKana,
    fax: row.fax,
    facilityType: row.facilityType as FacilityType,
    personInCharge: row.personInCharge,
    websiteUrl: row.websiteUrl,
    postalCode: row.postalCode,
    prefecture: row.prefecture,
    city: row.city,
    block: row.block,
    building: row.building,
    updatedAt: row.updatedAt.toISOString(),
  };
}
