// The audience editor's form values (strings as typed) and their conversion to and from the
// contract's Audience; shared by every wizard that targets members (posts, campaigns, offers).
import type { Audience } from '@fanclub/contract/audience';
import type { ContentLanguage, Gender } from '@fanclub/contract/codes';

/** A `YYYY-MM-DD` day, as the audience's registration bounds take it. */
export const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export type AudienceFormValues = {
  audienceType: 'all' | 'custom';
  ageMin: string;
  ageMax: string;
  mainLanguage: string;
  prefectures: string[];
  gender: string;
  /** Country of residence codes (CT…). */
  countries: string[];
  nationalities: string[];
  /** `YYYY-MM-DD` Japan-time days; blank = no bound. */
  registeredFrom: string;
  registeredTo: string;
  /** Segment ids (as strings, for the multi-selects): in any of these, and in none of those. */
  segmentsInclude: string[];
  segmentsExclude: string[];
};

export function emptyAudienceForm(): AudienceFormValues {
  return {
    audienceType: 'all',
    ageMin: '',
    ageMax: '',
    mainLanguage: '',
    prefectures: [],
    gender: '',
    countries: [],
    nationalities: [],
    registeredFrom: '',
    registeredTo: '',
    segmentsInclude: [],
    segmentsExclude: [],
  };
}

/** A saved audience as responses carry it (codes as plain strings). */
type SavedAudience = {
  type: 'all' | 'custom';
  ageMin?: number | undefined;
  ageMax?: number | undefined;
  mainLanguage?: string | undefined;
  gender?: string | undefined;
  prefectures?: string[] | undefined;
  countries?: string[] | undefined;
  nationalities?: string[] | undefined;
  registeredFrom?: string | undefined;
  registeredTo?: string | undefined;
  segments?: { include?: number[] | undefined; exclude?: number[] | undefined } | undefined;
};

export function audienceFormFrom(a: SavedAudience): AudienceFormValues {
  if (a.type === 'all') return emptyAudienceForm();
  return {
    audienceType: 'custom',
    ageMin: a.ageMin !== undefined ? String(a.ageMin) : '',
    ageMax: a.ageMax !== undefined ? String(a.ageMax) : '',
    mainLanguage: a.mainLanguage ?? '',
    prefectures: a.prefectures ?? [],
    gender: a.gender ?? '',
    countries: a.countries ?? [],
    nationalities: a.nationalities ?? [],
    registeredFrom: a.registeredFrom ?? '',
    registeredTo: a.registeredTo ?? '',
    segmentsInclude: (a.segments?.include ?? []).map(String),
    segmentsExclude: (a.segments?.exclude ?? []).map(String),
  };
}

export function audienceOf(values: AudienceFormValues): Audience {
  if (values.audienceType === 'all') return { type: 'all' };
  const audience: Audience = { type: 'custom' };
  const min = values.ageMin.trim();
  const max = values.ageMax.trim();
  if (/^\d+$/.test(min)) audience.ageMin = Number(min);
  if (/^\d+$/.test(max)) audience.ageMax = Number(max);
  if (values.mainLanguage) audience.mainLanguage = values.mainLanguage as ContentLanguage;
  if (values.prefectures.length) audience.prefectures = values.prefectures;
  if (values.gender) audience.gender = values.gender as Gender;
  if (values.countries.length) audience.countries = values.countries;
  if (values.nationalities.length) audience.nationalities = values.nationalities;
  // Only complete days go out: a half-typed date would make every count fail.
  if (DAY.test(values.registeredFrom.trim()))
    audience.registeredFrom = values.registeredFrom.trim();
  if (DAY.test(values.registeredTo.trim())) audience.registeredTo = values.registeredTo.trim();
  const include = values.segmentsInclude.map(Number).filter((n) => n > 0);
  const exclude = values.segmentsExclude.map(Number).filter((n) => n > 0);
  if (include.length || exclude.length)
    audience.segments = {
      ...(include.length ? { include } : {}),
      ...(exclude.length ? { exclude } : {}),
    };
  return audience;
}

/** What is wrong with the typed bounds (shown instead of a count), if anything. */
export function audienceProblems(values: AudienceFormValues) {
  const ageRange =
    values.ageMin !== '' && values.ageMax !== '' && Number(values.ageMin) > Number(values.ageMax);
  const dayRange =
    DAY.test(values.registeredFrom) &&
    DAY.test(values.registeredTo) &&
    values.registeredFrom > values.registeredTo;
  return { ageRange, dayRange };
}

/** A typed registration day that is not (yet) a `YYYY-MM-DD` day. */
export const isBadDay = (v: string) => v.trim() !== '' && !DAY.test(v.trim());
