// Fan statistics buckets: codes with their names in the request language, counts and shares.
// Gender, language and age list every code (0 included); country and prefecture list the codes
// that have members, most first; members who gave no value form the `unknown` bucket.
import type { UiLocale } from '@fanclub/contract/codes';
import {
  AGE_GROUP_CODES,
  AGE_GROUPS,
  GENDER_LABELS,
  ageGroupOf,
  type Labels,
} from '@fanclub/contract/reference';
import { UNKNOWN_CODE, type FanBucket, type FanDimension } from '@fanclub/contract/statistics';
import { GENDERS, CONTENT_LANGUAGES } from '@fanclub/contract/codes';
import { codeLists } from '../reference/code-lists';

const UNKNOWN: Labels = { ja: '未回答', en: 'Not given' };
/** Ages under 10 (a year of birth typed wrong): counted apart rather than dropped. */
const UNDER_TEN: Labels = { ja: '10歳未満', en: 'Under 10' };

type Count = { value: string | number | null; count: number };

function labelsOf(dimension: FanDimension): Map<string, Labels> {
  const lists = codeLists();
  switch (dimension) {
    case 'gender':
      return new Map(GENDERS.map((code) => [code, GENDER_LABELS[code]]));
    case 'language':
      return new Map(lists.languages.map((l) => [l.code, { ja: l.ja, en: l.en }]));
    case 'age':
      return new Map(AGE_GROUPS.map((g) => [g.code, { ja: g.ja, en: g.en }]));
    case 'country':
      return new Map(lists.countries.map((c) => [c.code, { ja: c.ja, en: c.en }]));
    case 'prefecture':
      return new Map(lists.prefectures.map((p) => [p.code, { ja: p.ja, en: p.en }]));
  }
}

/** Years of birth → age groups, with this year's age rule (this year − year of birth). */
function byAgeGroup(rows: Count[], year: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const group =
      row.value === null ? UNKNOWN_CODE : (ageGroupOf(year - Number(row.value)) ?? 'under10');
    counts.set(group, (counts.get(group) ?? 0) + row.count);
  }
  return counts;
}

const FIXED_ORDER: Partial<Record<FanDimension, readonly string[]>> = {
  gender: GENDERS,
  language: CONTENT_LANGUAGES,
  age: AGE_GROUP_CODES,
};

export function presentBuckets(
  dimension: FanDimension,
  rows: Count[],
  locale: UiLocale,
  now = new Date(),
): { buckets: FanBucket[]; total: number } {
  const counts =
    dimension === 'age'
      ? byAgeGroup(rows, now.getUTCFullYear())
      : new Map(rows.map((r) => [r.value === null ? UNKNOWN_CODE : String(r.value), r.count]));
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const labels = labelsOf(dimension);
  const fixed = FIXED_ORDER[dimension];
  const codes = fixed
    ? [...fixed, ...[...counts.keys()].filter((c) => !fixed.includes(c)).sort()]
    : [...counts.keys()].sort(
        (a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b),
      );
  // The unknown buckets go last, whatever their size.
  const extra = [UNKNOWN_CODE, 'under10'];
  const ordered = [
    ...codes.filter((c) => !extra.includes(c)),
    ...extra.filter((c) => codes.includes(c)),
  ];
  const buckets = ordered.map((code) => {
    const count = counts.get(code) ?? 0;
    const names =
      code === UNKNOWN_CODE
        ? UNKNOWN
        : code === 'under10'
          ? UNDER_TEN
          : (labels.get(code) ?? { ja: code, en: code });
    return { code, label: names[locale], count, share: total > 0 ? count / total : 0 };
  });
  return { buckets, total };
}
