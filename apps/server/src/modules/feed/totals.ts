// The feed's per-process caches, so a warm feed page or post costs no statement beyond the
// session's: the live lists shared by every reader (live-list.ts) with each reader's targeted
// posts in them, the category chips (with the list), each post's rendered card and page (per
// locale), and each reader's own reactions. Nothing is counted per reader in SQL.
// Exactness: every change a cached answer could show sends NOTIFY feed_changes from the writing
// transaction (migration 0024, changes.ts), which drops what it touches: '*' (what a reader may
// see or count: posts' status, publish time, audience, author, inserts and deletes, categories,
// post categories, segment members) everything; a post's row or reactions that post; a
// reader's reaction that reader's own; a name or avatar every card. A load keeps its result
// only if no change arrived while it ran (`tick`), and nothing is used or kept while changes
// could be missed (`ready`). A list holds until the next scheduled post comes live, since that
// happens without any write.
import { japanDay } from '@fanclub/contract/japan-time';
import type { UiLocale } from '@fanclub/contract/codes';
import type { ReactionType } from '@fanclub/contract/posts';
import type { PostReader } from '../posts/policy';
import type { FeedChanges } from './changes';
import type { LiveList, TargetedPost } from './live-list';

/** A cached row, and its JSON per locale without the reader's own fields (presenter.ts). */
export type Rendered<Row> = { row: Row; json: Partial<Record<UiLocale, string>> };

const MAX_ENTRIES = 10_000;
/** Readers whose targeted posts are kept per list (each a short array of posts). */
const MAX_READERS = 50_000;

/** Everything a reader's share of the targeted posts depends on: who they are to an audience. */
function readerKey(reader: PostReader, now: Date): string {
  if (reader.isAdmin) return 'admin';
  return [
    reader.id,
    now.getFullYear() - reader.yearOfBirth,
    reader.gender,
    reader.mainLanguage,
    reader.prefecture ?? '',
    reader.countryOfResidence ?? '',
    reader.nationality ?? '',
    japanDay(reader.createdAt),
  ].join('|');
}

/** A map that forgets everything when full (the caches only ever save work). */
function bounded<K, V>(max = MAX_ENTRIES) {
  const map = new Map<K, V>();
  return {
    map,
    set(key: K, value: V) {
      if (map.size >= max) map.clear();
      map.set(key, value);
    },
  };
}

/** Admins see inactive categories on a post, members do not: their rows are kept apart. */
const rowKey = (id: number, admin: boolean) => id * 2 + (admin ? 1 : 0);

type Lists = Map<string, Held>;
/** A list and the readers' targeted posts found in it. */
type Held = { list: LiveList; readers: ReturnType<typeof bounded<string, TargetedPost[]>> };

export function createFeedCache<Summary, Detail>(changes: FeedChanges) {
  const lists: Lists = new Map();
  const loading = new Map<string, { tick: number; promise: Promise<Held> }>();
  const summaries = bounded<number, Rendered<Summary>>();
  const details = bounded<number, Rendered<Detail>>();
  const reactions = bounded<number, Map<number, ReactionType>>(MAX_READERS);
  changes.subscribe((change) => {
    if (change.all) {
      for (const m of [summaries, details, reactions]) m.map.clear();
      lists.clear();
      loading.clear();
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
  /** Whether a load begun at `tick` may be kept. */
  const keep = (tick: number) => changes.ready() && changes.tick() === tick;

  return {
    tick: () => changes.tick(),

    /**
     * The live list under `key`, loaded by `load` when not held (one load at a time per key:
     * readers arriving meanwhile, with no change since it began, wait for it).
     */
    async list(key: string, now: Date, load: () => Promise<LiveList>): Promise<Held> {
      const held = changes.ready() ? lists.get(key) : undefined;
      if (held && now.getTime() < held.list.validUntil) return held;
      const tick = changes.tick();
      const pending = loading.get(key);
      if (pending && pending.tick === tick && changes.ready()) return pending.promise;
      const promise = load().then((list) => {
        const fresh: Held = { list, readers: bounded(MAX_READERS) };
        if (keep(tick)) lists.set(key, fresh);
        return fresh;
      });
      loading.set(key, { tick, promise });
      const forget = () => {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      };
      promise.then(forget, forget);
      return promise;
    },

    /** The reader's targeted posts of a held list, found by `find` when not known yet. */
    async readerPosts(
      held: Held,
      reader: PostReader,
      now: Date,
      find: () => Promise<TargetedPost[]>,
    ): Promise<TargetedPost[]> {
      const key = readerKey(reader, now);
      const known = held.readers.map.get(key);
      if (known) return known;
      const mine = await find();
      held.readers.set(key, mine);
      return mine;
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
