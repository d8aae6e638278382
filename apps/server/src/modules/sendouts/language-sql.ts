// The contract's mail language chain (`mailLanguageFor`) as SQL over `users`, for the recipient
// snapshot of a batch (one INSERT … SELECT): main language, else the first written of the other
// languages in the member's order, else English when written, else Japanese.
import { sql, type SQL } from 'drizzle-orm';
import type { ContentLanguage } from '@fanclub/contract/codes';

export function mailLanguageSql(written: readonly ContentLanguage[]): SQL {
  if (written.length === 0) return sql`'ja'`;
  const list = sql.join(
    written.map((l) => sql`${l}`),
    sql`, `,
  );
  const english = written.includes('en') ? sql`'en'` : sql`null`;
  return sql`coalesce(
    case when users.main_language in (${list}) then users.main_language end,
    (select other.code from unnest(users.other_languages) with ordinality as other(code, n)
      where other.code in (${list}) order by other.n limit 1),
    ${english}, 'ja')`;
}
