// The time zone screens show times in: the signed-in member's timezone setting, Japan time for
// guests and by default. Set from the auth user as it loads (lib/auth.ts) and read by
// lib/format.ts, so every formatDateTime call follows it without being handed the zone. Screens
// drawn after the user loads use it: protected routes wait for the user, and a new setting shows
// from the next screen on (docs/DECISIONS.md).

export const JAPAN_TIMEZONE = 'Asia/Tokyo';

let current = JAPAN_TIMEZONE;

/** Whether the platform knows the zone (Intl throws a RangeError for an unknown one). */
export function isKnownZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Sets the zone from the member's setting; a missing or unknown zone means Japan time. */
export function setDisplayZone(zone: string | null | undefined): void {
  current = isKnownZone(zone) ? zone : JAPAN_TIMEZONE;
}

export function getDisplayZone(): string {
  return current;
}
