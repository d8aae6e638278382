// Session flags kept in localStorage (spec 4 "Session"): written after each user load,
// cleared on sign-out (which also sets the guest flag) and when the session expires.
import type { AuthUser } from '@fanclub/contract/auth';

const FLAG_KEYS = ['is_admin', 'is_blocked', 'privacyConsented', 'accountSettingUpdated'] as const;
const GUEST_KEY = 'guest';

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the flags then live only in the loaded user.
  }
}

export function storeSessionFlags(user: AuthUser) {
  write('is_admin', String(user.isAdmin || user.is_admin));
  write('is_blocked', String(user.is_blocked));
  write('privacyConsented', String(user.privacyConsented));
  write('accountSettingUpdated', String(user.accountSettingUpdated));
  write(GUEST_KEY, null);
}

export function clearSessionFlags({ guest = false } = {}) {
  for (const key of FLAG_KEYS) write(key, null);
  write(GUEST_KEY, guest ? 'true' : null);
}

export function isAdminUser(user: AuthUser): boolean {
  return user.isAdmin || user.is_admin;
}

/** Both onboarding flags set: the member may use the site; otherwise onboarding comes first. */
export function hasFinishedOnboarding(user: AuthUser): boolean {
  return user.privacyConsented && user.accountSettingUpdated;
}
