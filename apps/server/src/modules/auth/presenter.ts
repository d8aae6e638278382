// Shapes the signed-in user for the API.
import type { AuthUser } from '@fanclub/contract/auth';
import type { MemberStatus } from '@fanclub/contract/codes';
import { timezoneOf } from '@fanclub/contract/timezones';
import type { UserRow } from '../../db/schema/index';
import { memberIdentity } from '../../lib/member-identity';

export type TwoFactorFlags = { enabled: boolean; enrolmentRequired: boolean };

export function presentAuthUser(
  user: UserRow,
  twoFactor: TwoFactorFlags = { enabled: false, enrolmentRequired: false },
): AuthUser {
  return {
    ...memberIdentity(user),
    mainLanguage: user.mainLanguage,
    status: user.status as MemberStatus,
    pointAmount: user.pointAmount,
    referralCode: user.referralCode,
    is_admin: user.isAdmin,
    isAdmin: user.isAdmin,
    is_blocked: user.isBlocked,
    canPost: user.canPost,
    privacyConsented: user.termsConsentedAt !== null,
    accountSettingUpdated: user.accountSettingUpdatedAt !== null,
    timezone: timezoneOf(user.timezone) ?? 'Asia/Tokyo',
    createdAt: user.createdAt.toISOString(),
    twoFactorEnabled: twoFactor.enabled,
    twoFactorEnrolmentRequired: twoFactor.enrolmentRequired,
  };
}
