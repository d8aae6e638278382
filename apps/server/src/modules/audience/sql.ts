// An audience compiled to SQL, both ways: which members it matches (counting, the preview and the
// recipients of a sendout batch), and whether a stored post's audience includes one member (the
// feed). Only registered-active members are ever in an audience.
import { and, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Audience, MailConsent } from '@fanclub/contract/audience';
import { japanDay } from '@fanclub/contract/japan-time';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index';

/** Midnight (Japan time) starting a `YYYY-MM-DD` day. */
function japanDayStart(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays, -9));
}

/** Members in (include) or outside (exclude) any of the segments. */
function inSegments(ids: number[]): SQL {
  return sql`exists (select 1 from segment_members sm where sm.user_id = ${users.id}
    and sm.segment_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}))`;
}

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

/**
 * Active members matching the audience (a condition over `users`); with `consent`, only those who
 * gave it (newsletter for news mail, survey for invitations).
 */
export function membersMatching(
  audience: Audience,
  now = new Date(),
  options: { consent?: MailConsent } = {},
): SQL {
  // A literal, not a parameter: the users_audience_* indexes are partial on status = 'active',
  // and a prepared statement's generic plan could only use them if the value is in the text.
  const conditions: (SQL | undefined)[] = [sql`${users.status} = 'active'`];
  if (options.consent === 'newsletter') conditions.push(eq(users.newsletterConsent, true));
  if (options.consent === 'survey') conditions.push(eq(users.surveyConsent, true));
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
    if (audience.nationalities?.length)
      conditions.push(inArray(users.nationality, audience.nationalities));
    if (audience.registeredFrom)
      conditions.push(gte(users.createdAt, japanDayStart(audience.registeredFrom)));
    if (audience.registeredTo)
      conditions.push(lt(users.createdAt, japanDayStart(audience.registeredTo, 1)));
    const { include, exclude } = audience.segments ?? {};
    if (include?.length) conditions.push(inSegments(include));
    if (exclude?.length) conditions.push(sql`not ${inSegments(exclude)}`);
  }
  return and(...conditions)!;
}

export type Viewer = {
  id: number;
  yearOfBirth: number;
  gender: string;
  mainLanguage: string;
  prefecture: string | null;
  countryOfResidence: string | null;
  nationality: string | null;
  createdAt: Date;
};

/**
 * Whether a stored audience (a jsonb column) includes this member. `isAll`, a boolean column
 * kept beside it, lets rows meant for everyone skip reading the jsonb at all.
 */
export function audienceIncludes(
  column: AnyPgColumn,
  viewer: Viewer,
  now = new Date(),
  isAll?: AnyPgColumn,
): SQL {
  const age = now.getFullYear() - viewer.yearOfBirth;
  const key = (name: string) => sql`(${column} ->> ${name})`;
  const list = (name: string) => sql`(${column} -> ${name})`;
  const segments = (name: string) => sql`(${column} -> 'segments' -> ${name})`;
  const inSegmentList = (name: string) =>
    sql`exists (select 1 from segment_members sm where sm.user_id = ${viewer.id}
      and sm.segment_id in (select jsonb_array_elements_text(${segments(name)})::int))`;
  // The member's registration day in Japan time, compared with the audience's YYYY-MM-DD bounds.
  const day = japanDay(viewer.createdAt);
  return sql`(${isAll ? sql`${isAll} or ` : sql``}${key('type')} = 'all' or (
    (${key('ageMin')} is null or ${age} >= ${key('ageMin')}::int)
    and (${key('ageMax')} is null or ${age} <= ${key('ageMax')}::int)
    and (${key('gender')} is null or ${key('gender')} = ${viewer.gender})
    and (${key('mainLanguage')} is null or ${key('mainLanguage')} = ${viewer.mainLanguage})
    and (coalesce(jsonb_array_length(${list('prefectures')}), 0) = 0
         or ${list('prefectures')} ? ${viewer.prefecture ?? ''})
    and (coalesce(jsonb_array_length(${list('countries')}), 0) = 0
         or ${list('countries')} ? ${viewer.countryOfResidence ?? ''})
    and (coalesce(jsonb_array_length(${list('nationalities')}), 0) = 0
         or ${list('nationalities')} ? ${viewer.nationality ?? ''})
    and (${key('registeredFrom')} is null or ${day} >= ${key('registeredFrom')})
    and (${key('registeredTo')} is null or ${day} <= ${key('registeredTo')})
    and (coalesce(jsonb_array_length(${segments('include')}), 0) = 0 or ${inSegmentList('include')})
    and (coalesce(jsonb_array_length(${segments('exclude')}), 0) = 0 or not ${inSegmentList('exclude')})
  ))`;
}
