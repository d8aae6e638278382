// The in-memory twin of `audienceIncludes` (sql.ts): whether a stored audience includes a member
// already loaded. Both read the audience the same way; the policy tests check they agree.
import type { Audience } from '@fanclub/contract/audience';
import { japanDay } from '@fanclub/contract/japan-time';
import type { Viewer } from './sql';

/** `segmentIds`: the member's segments (needed only when the audience names segments). */
export function audienceMatches(
  audience: Audience,
  viewer: Viewer & { segmentIds?: readonly number[] },
  now = new Date(),
): boolean {
  if (audience.type === 'all') return true;
  const a = audience;
  const age = now.getFullYear() - viewer.yearOfBirth;
  const day = japanDay(viewer.createdAt);
  const within = (list: readonly string[] | undefined, value: string | null) =>
    !list?.length || list.includes(value ?? '');
  const mine = viewer.segmentIds ?? [];
  const include = a.segments?.include ?? [];
  const exclude = a.segments?.exclude ?? [];
  return (
    (a.ageMin == null || age >= a.ageMin) &&
    (a.ageMax == null || age <= a.ageMax) &&
    (!a.gender || a.gender === viewer.gender) &&
    (!a.mainLanguage || a.mainLanguage === viewer.mainLanguage) &&
    within(a.prefectures, viewer.prefecture) &&
    within(a.countries, viewer.countryOfResidence) &&
    within(a.nationalities, viewer.nationality) &&
    (!a.registeredFrom || day >= a.registeredFrom) &&
    (!a.registeredTo || day <= a.registeredTo) &&
    (!include.length || include.some((id) => mine.includes(id))) &&
    !exclude.some((id) => mine.includes(id))
  );
}
