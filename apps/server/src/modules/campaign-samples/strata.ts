// A member's stratum as SQL over `users`, from the contract's code lists (age groups by decade as
// the audience reckons age, genders, prefecture groups, main languages), and how a draw's size
// is split among the strata.
import { sql, type SQL } from 'drizzle-orm';
import { ALL_STRATUM, type StratifyDimension } from '@fanclub/contract/campaign-samples';
import { AGE_GROUPS, PREFECTURE_CODES, PREFECTURE_GROUPS } from '@fanclub/contract/reference';
import { UNKNOWN_CODE } from '@fanclub/contract/statistics';
import { users } from '../../db/schema/index';

const literal = (value: string) => sql.raw(`'${value.replace(/'/g, "''")}'`);

/** The stratum code of each member (a text expression over `users`). */
export function stratumSql(dimension: StratifyDimension, now: Date): SQL {
  switch (dimension) {
    case 'none':
      return literal(ALL_STRATUM);
    case 'gender':
      return sql`${users.gender}`;
    case 'language':
      return sql`${users.mainLanguage}`;
    case 'ageGroup': {
      // Age = this year − birth year, as audiences compute it (audience/sql.ts).
      const age = sql`(${now.getFullYear()}::int - ${users.yearOfBirth})`;
      const cases = [...AGE_GROUPS]
        .reverse()
        .map((g) => sql`when ${age} >= ${sql.raw(String(g.min))} then ${literal(g.code)}`);
      return sql`(case ${sql.join(cases, sql` `)} else ${literal(UNKNOWN_CODE)} end)`;
    }
    case 'prefectureGroup': {
      const cases = PREFECTURE_GROUPS.map((g) => {
        const codes = PREFECTURE_CODES.slice(g.first - 1, g.last).map(literal);
        return sql`when ${users.prefecture} in (${sql.join(codes, sql`, `)}) then ${literal(g.code)}`;
      });
      return sql`(case ${sql.join(cases, sql` `)} else ${literal(UNKNOWN_CODE)} end)`;
    }
  }
}

export type Weighted = { code: string; weight: number; available: number };

/**
 * Splits `size` among strata in proportion to their weights by the largest remainder (the
 * total is exact; each share within one of its exact value), never above a stratum's available
 * members: a capped stratum takes all it has and the rest is split again among the others.
 */
export function allocate(size: number, strata: Weighted[]): Record<string, number> {
  const result: Record<string, number> = Object.fromEntries(strata.map((s) => [s.code, 0]));
  let open = strata.filter((s) => s.weight > 0 && s.available > 0);
  let left = Math.min(
    size,
    open.reduce((sum, s) => sum + s.available, 0),
  );
  while (left > 0 && open.length > 0) {
    const total = open.reduce((sum, s) => sum + s.weight, 0);
    const exact = open.map((s) => ({ s, share: (left * s.weight) / total }));
    const shares = exact.map((e) => ({ ...e, n: Math.floor(e.share) }));
    let rest = left - shares.reduce((sum, e) => sum + e.n, 0);
    const byRemainder = [...shares].sort((a, b) => b.share - b.n - (a.share - a.n));
    for (const e of byRemainder) {
      if (rest === 0) break;
      e.n += 1;
      rest -= 1;
    }
    const over = shares.filter((e) => e.n > e.s.available);
    if (over.length === 0) {
      for (const e of shares) result[e.s.code] = e.n;
      return result;
    }
    for (const e of over) {
      result[e.s.code] = e.s.available;
      left -= e.s.available;
    }
    open = open.filter((s) => !over.some((e) => e.s === s));
  }
  return result;
}
