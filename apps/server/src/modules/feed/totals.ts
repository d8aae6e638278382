// The feed's total, kept per process instead of counted per request, and the category chips.
// Counting a member's feed reads every live post (7-40 ms on 10,000 posts); the total changes
// only when a post's visibility facts change, a scheduled post comes live, or the reader's own
// facts change. So:
// - triggers (migration 0020) add one to `feed_version` on every insert, delete or truncate of
//   posts, post_categories and segment_members and on every change of a post's status,
//   publish time, audience or author and of a category's status, in the writing transaction;
// - a total is cached under the reader's audience facts and the filter, with the version it
//   was counted at and the next scheduled publish time after it;
// - a request whose page (ids) and total are both cached at the current version reads only its
//   rows by id, with the version and the chips beside them (queries.ts); otherwise it runs one
//   statement for the total: with a cached total, a named one reading the version and the
//   chips; without one, the count with them. Only when the version moved (any process, any
//   writer, even plain SQL) or a scheduled post came live does the count follow as a second.
import { eq, sql, type SQL } from 'drizzle-orm';
import { japanDay } from '@fanclub/contract/japan-time';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { categories, feedVersion, posts } from '../../db/schema/index';
import type { PostReader } from '../posts/policy';

type Entry = { version: string; total: number; validUntil: number };
type PageEntry = { version: string; ids: number[]; validUntil: number };
type PageOptions = { categoryId?: number | undefined; page: number; limit: number; now: Date };
export type Chip = { id: number; nameJa: string; nameEn: string };

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

/** The active categories, for the feed's filter chips, read fresh with every page. */
export const chipsSql = sql`(select coalesce(json_agg(json_build_object(
    'id', c.id, 'nameJa', c.name_ja, 'nameEn', c.name_en) order by c.id), '[]'::json)
  from ${categories} c where c.status = 'active')`;

export const versionSql = sql`coalesce((select ${feedVersion.version} from ${feedVersion} where ${eq(feedVersion.id, 1)}), -1)::text`;

export type FeedTotals = ReturnType<typeof createFeedTotals>;

export function createFeedTotals(db: Db) {
  const entries = new Map<string, Entry>();
  const pages = new Map<string, PageEntry>();
  /** Posts a reader may see (reader key and post id), by the version they were found at. */
  const seen = new Map<string, string>();
  const pageKey = (reader: PostReader, o: PageOptions) =>
    `${readerKey(reader, o.categoryId, o.now)}|${o.page}|${o.limit}`;
  /** When the next scheduled post comes live, as the cached totals know it. */
  const nextLive = new Map<string, number>();
  const versionAndChips = db
    .select({ version: sql<string>`${versionSql}`, chips: sql<Chip[]>`${chipsSql}` })
    .from(sql`(select 1) as one`)
    .prepare('feed_version_chips');

  async function count(countSql: SQL, now: Date) {
    const [row] = rowsOf<{
      version: string;
      n: number;
      nextAt: string | Date | null;
      chips: Chip[];
    }>(
      await db.execute(sql`
        select ${versionSql} as version, (${countSql})::int as n, ${chipsSql} as chips, (
          select min(${posts.publishAt}) from ${posts}
          where ${posts.status} = 'published' and ${posts.publishAt} > ${now}
        ) as "nextAt"`),
    );
    if (!row) throw new Error('feed total: no row');
    return row;
  }

  return {
    /**
     * The total of the reader's feed and the chips: `countSql` is the exact count (the policy's
     * condition); it runs only when no cached figure is current.
     */
    async meta(
      reader: PostReader,
      options: { categoryId?: number | undefined; now: Date; countSql: SQL },
    ): Promise<{ total: number; chips: Chip[]; version: string }> {
      const { categoryId, now, countSql } = options;
      const key = readerKey(reader, categoryId, now);
      const cached = entries.get(key);
      if (cached && now.getTime() < cached.validUntil) {
        const [current] = await versionAndChips.execute();
        if (current && current.version === cached.version)
          return { total: cached.total, chips: current.chips, version: current.version };
      }
      const row = await count(countSql, now);
      const total = Number(row.n);
      if (row.version !== '-1') {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        const next = row.nextAt === null ? Infinity : new Date(row.nextAt).getTime();
        entries.set(key, { version: row.version, total, validUntil: next });
        if (nextLive.size >= 100) nextLive.clear();
        nextLive.set(row.version, next);
      }
      return { total, chips: row.chips, version: row.version };
    },

    /** The version at which the reader was found to see this post, if still remembered. */
    seen(reader: PostReader, postId: number, now: Date): string | undefined {
      return seen.get(`${readerKey(reader, undefined, now)}|${postId}`);
    },

    storeSeen(reader: PostReader, postId: number, now: Date, version: string) {
      if (version === '-1') return;
      if (seen.size >= MAX_ENTRIES) seen.clear();
      seen.set(`${readerKey(reader, undefined, now)}|${postId}`, version);
    },

    /** The total counted before for this reader and filter, if still within its time. */
    cachedTotal(reader: PostReader, options: { categoryId?: number | undefined; now: Date }) {
      const cached = entries.get(readerKey(reader, options.categoryId, options.now));
      return cached && options.now.getTime() < cached.validUntil ? cached : undefined;
    },

    /** The ids of a page found before, with the version they were found at; undefined if none. */
    page(reader: PostReader, options: PageOptions): PageEntry | undefined {
      const hit = pages.get(pageKey(reader, options));
      return hit && options.now.getTime() < hit.validUntil ? hit : undefined;
    },

    /**
     * Keeps a page's ids under the version read in the page's own statement, valid until the
     * next scheduled post comes live (when a total counted at that version says when that is).
     */
    storePage(reader: PostReader, options: PageOptions, version: string, ids: number[]) {
      const validUntil = nextLive.get(version);
      if (validUntil === undefined || version === '-1') return;
      if (pages.size >= MAX_ENTRIES) pages.clear();
      pages.set(pageKey(reader, options), { version, ids, validUntil });
    },
  };
}
