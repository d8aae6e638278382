// The feed's per-process caches, so a warm feed page or post costs no statement beyond the
// session's: the total per reader and filter, the page's ids, the posts a reader was found to
// see, the category chips, each post's rendered card and page (per locale), and each reader's
// own reactions. Counting a member's feed reads every live post (7-40 ms on 10,000 posts).
// Exactness: every change a cached answer could show sends NOTIFY feed_changes from the writing
// transaction (migration 0024, changes.ts), which drops what it touches: '*' (what a reader may
// see or count: posts' status, publish time, audience, author, inserts and deletes, categories,
// post categories, segment members) everything; a post's row or reactions that post; a
// reader's reaction that reader's own; a name or avatar every card. A load keeps its result
// only if no change arrived while it ran (`tick`), and nothing is used or kept while changes
// could be missed (`ready`). A total, and the pages counted with it, hold until the next
// scheduled post comes live, since that happens without any write.
import { sql } from 'drizzle-orm';
import { japanDay } from '@fanclub/contract/japan-time';
import type { UiLocale } from '@fanclub/contract/codes';
import type { ReactionType } from '@fanclub/contract/posts';
import { categories } from '../../db/schema/index';
import type { PostReader } from '../posts/policy';
import type { FeedChanges } from './changes';

type Total = { total: number; validUntil: number };
/** A total, the chips read with it, and when the next scheduled post comes live. */
export type Meta = Total & { chips: Chip[] };
type Page = { ids: number[]; total: number; chips: Chip[]; validUntil: number };
type PageOptions = { categoryId?: number | undefined; page: number; limit: number; now: Date };
export type Chip = { id: number; nameJa: string; nameEn: string };
/** A cached row, and its JSON per locale without the reader's own fields (presenter.ts). */
export type Rendered<Row> = { row: Row; json: Partial<Record<UiLocale, string>> };

const MAX_ENTRIES = 10_000;

/** Everything a reader's feed depends on besides the posts: who they are to an audience. */
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

/** The active categories, for the feed's filter chips. */
export const chipsSql = sql<Chip[]>`(select coalesce(json_agg(json_build_object(
    'id', c.id, 'nameJa', c.name_ja, 'nameEn', c.name_en) order by c.id), '[]'::json)
  from ${categories} c where c.status = 'active')`;

/** A map that forgets everything when full (the caches only ever save work). */
function bounded<K, V>() {
  const map = new Map<K, V>();
  return {
    map,
    set(key: K, value: V) {
      if (map.size >= MAX_ENTRIES) map.clear();
      map.set(key, value);
    },
  };
}

/** Admins see inactive categories on a post, members do not: their rows are kept apart. */
const rowKey = (id: number, admin: boolean) => id * 2 + (admin ? 1 : 0);

export function createFeedCache<Summary, Detail>(changes: FeedChanges) {
  const totals = bounded<string, Total>();
  const pages = bounded<string, Page>();
  const seen = bounded<string, true>();
  const summaries = bounded<number, Rendered<Summary>>();
  const details = bounded<number, Rendered<Detail>>();
  const reactions = bounded<number, Map<number, ReactionType>>();
  let chips: Chip[] | undefined;
  changes.subscribe((change) => {
    if (change.all) {
      for (const m of [totals, pages, seen, summaries, details, reactions]) m.map.clear();
      chips = undefined;
      return;
    }
    if (change.names) {
      summaries.map.clear();
      details.map.clear();
    }
    for (const id of change.posts)
      for (const admin of [false, true]) {
        summaries.map.delete(rowKey(id, admin));
        details.map.delete(rowKey(id, admin));
      }
    for (const id of change.readers) reactions.map.delete(id);
  });
  const pageKey = (reader: PostReader, o: PageOptions) =>
    `${readerKey(reader, o.categoryId, o.now)}|${o.page}|${o.limit}`;
  const seenKey = (reader: PostReader, postId: number, now: Date) =>
    `${readerKey(reader, undefined, now)}|${postId}`;
  /** Whether a load begun at `tick` may be kept. */
  const keep = (tick: number) => changes.ready() && changes.tick() === tick;
  const live = <T extends { validUntil: number }>(hit: T | undefined, now: Date) =>
    hit && changes.ready() && now.getTime() < hit.validUntil ? hit : undefined;

  return {
    tick: () => changes.tick(),

    /** The reader's total for this filter and the chips, if nothing changed since. */
    meta(reader: PostReader, options: { categoryId?: number | undefined; now: Date }) {
      const hit = live(
        totals.map.get(readerKey(reader, options.categoryId, options.now)),
        options.now,
      );
      return hit && chips ? { ...hit, chips } : undefined;
    },
    storeMeta(
      reader: PostReader,
      options: { categoryId?: number | undefined; now: Date },
      meta: Meta,
      tick: number,
    ) {
      if (!keep(tick)) return;
      totals.set(readerKey(reader, options.categoryId, options.now), meta);
      chips = meta.chips;
    },

    /** Whether the reader was found to see this post (a live post stays so until a write). */
    seen: (reader: PostReader, postId: number, now: Date) =>
      changes.ready() && seen.map.has(seenKey(reader, postId, now)),
    storeSeen(reader: PostReader, postId: number, now: Date, tick: number) {
      if (keep(tick)) seen.set(seenKey(reader, postId, now), true);
    },

    /** The ids of a page found before, its total and the chips, if nothing changed since. */
    page: (reader: PostReader, options: PageOptions) =>
      live(pages.map.get(pageKey(reader, options)), options.now),
    storePage(reader: PostReader, options: PageOptions, page: Page, tick: number) {
      if (keep(tick)) pages.set(pageKey(reader, options), page);
    },

    summary: (id: number, admin: boolean) =>
      changes.ready() ? summaries.map.get(rowKey(id, admin)) : undefined,
    /** Keeps the rows (when no change came meanwhile) and returns them ready to render. */
    storeSummaries<R extends Summary & { id: number }>(rows: R[], admin: boolean, tick: number) {
      const kept = rows.map((row) => ({ row, json: {} }));
      if (keep(tick)) for (const entry of kept) summaries.set(rowKey(entry.row.id, admin), entry);
      return kept;
    },

    detail: (id: number, admin: boolean) =>
      changes.ready() ? details.map.get(rowKey(id, admin)) : undefined,
    storeDetail<R extends Detail & { id: number }>(row: R, admin: boolean, tick: number) {
      const entry: Rendered<Detail> = { row, json: {} };
      if (keep(tick)) details.set(rowKey(row.id, admin), entry);
      return entry;
    },

    storeReactions(readerId: number, mine: Map<number, ReactionType>, tick: number) {
      if (keep(tick)) reactions.set(readerId, mine);
      return mine;
    },

    /** The reader's own reactions by post, loaded by `load` when not cached. */
    async reactionsOf(
      readerId: number,
      load: () => Promise<Map<number, ReactionType>>,
    ): Promise<Map<number, ReactionType>> {
      const cached = changes.ready() ? reactions.map.get(readerId) : undefined;
      if (cached) return cached;
      const tick = changes.tick();
      const mine = await load();
      if (keep(tick)) reactions.set(readerId, mine);
      return mine;
    },
  };
}
