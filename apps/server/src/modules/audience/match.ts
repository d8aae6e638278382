// The in-memory twin of `audienceIncludes` (sql.ts): whether a stored audience includes a member
// already loaded. Both read the audience the same way; the policy tests check they agree.
// A member's first feed page decides every targeted post with it (feed/live-list.ts), so it
// allocates nothing per call and works out the registration day only for an audience that asks.
import type { Audience } from '@fanclub/contract/audience';
import { japanDay } from '@fanclub/contract/japan-time';
import type { Viewer } from './sql';

const NONE: readonly number[] = [];

const within = (list: readonly string[] | undefined, value: string | null) =>
  !list?.length || list.includes(value ?? '');

/** `segmentIds`: the member's segments (needed only when the audience names segments). */
export function audienceMatches(
  audience: Audience,
  viewer: Viewer & { segmentIds?: readonly number[] },
  now = new Date(),
): boolean {
  if (audience.type === 'all') return true;
  const a = audience;
  const age = now.getFullYear() - viewer.yearOfBirth;
  if (a.ageMin != null && age < a.ageMin) return false;
  if (a.ageMax != null && age > a.ageMax) return false;
  if (a.gender && a.gender !== viewer.gender) return false;
  if (a.mainLanguage && a.mainLanguage !== viewer.mainLanguage) return false;
  if (!within(a.prefectures, viewer.prefecture)) return false;
  if (!within(a.countries, viewer.countryOfResidence)) return false;
  if (!within(a.nationalities, viewer.nationality)) return false;
  if (a.registeredFrom || a.registeredTo) {
    const day = japanDay(viewer.createdAt);
    if (a.registeredFrom && day < a.registeredFrom) return false;
    if (a.registeredTo && day > a.registeredTo) return false;
  }
  const include = a.segments?.include;
  const exclude = a.segments?.exclude;
  if (!include?.length && !exclude?.length) return true;
  const mine = viewer.segmentIds ?? NONE;
  if (include?.length && !include.some((id) => mine.includes(id))) return false;
  return !exclude?.some((id) => mine.includes(id));
}
