// The feed's total, kept per process instead of counted per request. Counting a member's feed
// reads every live post (7-17 ms on 10,000 posts); the total changes only when a post's
// visibility facts change, a scheduled post comes live, or the reader's own facts change. So:
// - triggers (migration 0020) add one to `feed_version` on every insert, delete or truncate of
//   posts, post_categories and segment_members and on every change of a post's status,
//   publish time, audience or author and of a category's status, in the writing transaction;
// - a total is cached under the reader's audience facts and the filter, with the version it
//   was counted at and the next scheduled publish time after it;
// - every request still runs one statement: it reads the version and counts again only when
//   the version moved (any process, any writer, even plain SQL) or a scheduled post came live.
import { sql, type SQL } from 'drizzle-orm';
import { japanDay } from '@fanclub/contract/japan-time';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { posts } from '../../db/schema/index';
import type { PostReader } from '../posts/policy';

type Entry = { version: string; total: number; validUntil: number };

const MAX_ENTRIES = 10_000;

/** Everything a reader's feed total depends on besides the posts: who they are to an audience. */
function readerKey(reader: PostReader, categoryId: number | undefined, now: Date): string {
  const filter = categoryId ?? '';
  if (reader.isAdmin) return `admin|${filter}`;
  return [
    reader.id,
    now.getFullYear() - reader.yearOfBirth,
    reader.gender,
    reader.mainLanguage,
    reader.prefecture ?? '',
    reader.countryOfResidence ?? '',
    reader.nationality ?? '',
    japanDay(reader.createdAt),
    filter,
  ].join('|');
}

export type FeedTotals = ReturnType<typeof createFeedTotals>;

export function createFeedTotals() {
  const entries = new Map<string, Entry>();
  return {
    /**
     * The total of the reader's feed: `countSql` is the exact count (the policy's condition);
     * it runs only when the cached figure is stale.
     */
    async total(
      db: Db,
      reader: PostReader,
      options: { categoryId?: number | undefined; now: Date; countSql: SQL },
    ): Promise<number> {
      const { categoryId, now, countSql } = options;
      const key = readerKey(reader, categoryId, now);
      const cached = entries.get(key);
      // -2 is no version: the statement then always counts.
      const known = cached && now.getTime() < cached.validUntil ? cached.version : '-2';
      const [row] = rowsOf<{ version: string; n: number | null; nextAt: string | Date | null }>(
        await db.execute(sql`
          select v.version::text as version,
            case when v.version = ${known}::bigint then null else (${countSql})::int end as n,
            case when v.version = ${known}::bigint then null else (
              select min(${posts.publishAt}) from ${posts}
              where ${posts.status} = 'published' and ${posts.publishAt} > ${now}
            ) end as "nextAt"
          from (select coalesce((select version from feed_version where id = 1), -1) as version) v`),
      );
      if (!row) throw new Error('feed total: no row');
      if (row.n === null && cached) return cached.total;
      const total = Number(row.n ?? 0);
      if (row.version !== '-1') {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        const next = row.nextAt === null ? Infinity : new Date(row.nextAt).getTime();
        entries.set(key, { version: row.version, total, validUntil: next });
      }
      return total;
    },
  };
}
