// An audience compiled to SQL, both ways: which members it matches (counting and, later,
// resolving recipients), and whether a stored post's audience includes one member (the feed).
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Audience } from '@fanclub/contract/audience';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index';

/** The birth-year bounds of an age range in the current year (age = this year − birth year). */
function birthYears(
  audience: { ageMin?: number | undefined; ageMax?: number | undefined },
  now: Date,
) {
  const year = now.getFullYear();
  return {
    from: audience.ageMax === undefined ? undefined : year - audience.ageMax,
    to: audience.ageMin === undefined ? undefined : year - audience.ageMin,
  };
}

/** Active members matching the audience (a condition over `users`). */
export function membersMatching(audience: Audience, now = new Date()): SQL {
  const conditions: (SQL | undefined)[] = [eq(users.status, 'active')];
  if (audience.type === 'custom') {
    const { from, to } = birthYears(audience, now);
    if (from !== undefined) conditions.push(gte(users.yearOfBirth, from));
    if (to !== undefined) conditions.push(lte(users.yearOfBirth, to));
    if (audience.gender) conditions.push(eq(users.gender, audience.gender));
    if (audience.mainLanguage) conditions.push(eq(users.mainLanguage, audience.mainLanguage));
    if (audience.prefectures?.length)
      conditions.push(inArray(users.prefecture, audience.prefectures));
    if (audience.countries?.length)
      conditions.push(inArray(users.countryOfResidence, audience.countries));
  }
  return and(...conditions)!;
}

export type Viewer = {
  yearOfBirth: number;
  gender: string;
  mainLanguage: string;
  prefecture: string | null;
  countryOfResidence: string | null;
};

/** Whether a stored audience (a jsonb column) includes this member. */
export function audienceIncludes(column: AnyPgColumn, viewer: Viewer, now = new Date()): SQL {
  const age = now.getFullYear() - viewer.yearOfBirth;
  const key = (name: string) => sql`(${column} ->> ${name})`;
  const list = (name: string) => sql`(${column} -> ${name})`;
  return sql`(${key('type')} = 'all' or (
    (${key('ageMin')} is null or ${age} >= ${key('ageMin')}::int)
    and (${key('ageMax')} is null or ${age} <= ${key('ageMax')}::int)
    and (${key('gender')} is null or ${key('gender')} = ${viewer.gender})
    and (${key('mainLanguage')} is null or ${key('mainLanguage')} = ${viewer.mainLanguage})
    and (coalesce(jsonb_array_length(${list('prefectures')}), 0) = 0
         or ${list('prefectures')} ? ${viewer.prefecture ?? ''})
    and (coalesce(jsonb_array_length(${list('countries')}), 0) = 0
         or ${list('countries')} ? ${viewer.countryOfResidence ?? ''})
  ))`;
}
