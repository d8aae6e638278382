// SQL of the members' feed: the visible page of posts with their categories and reaction counts,
// one statement whatever the page size; posts by id; the reader's own reactions; one post;
// counting a view. Reads go through the cache (totals.ts).
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { REACTION_TYPES, type ReactionType } from '@fanclub/contract/posts';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { postReactions, posts, users } from '../../db/schema/index';
import type { PostReader } from '../posts/policy';
import { categoryListSql, type CategoryRef } from '../posts/queries';
import {
  listKey,
  loadLiveList,
  mergePage,
  readerSegments,
  seesTargeted,
  targetedFor,
} from './live-list';
import type { createFeedCache } from './totals';

const summaryColumns = {
  id: posts.id,
  title: posts.title,
  excerpt: posts.excerpt,
  coverUrl: posts.coverUrl,
  coverAlt: posts.coverAlt,
  kind: posts.kind,
  authorId: posts.authorId,
  authorNickname: users.nickname,
  authorAvatar: users.avatarPath,
  publishAt: posts.publishAt,
  createdAt: posts.createdAt,
  viewCount: posts.viewCount,
  commentCount: posts.commentCount,
};

/**
 * A post's categories and reaction counts as json columns of the row itself, so a page or a post
 * is one statement: categories by id (members: active ones only), reactions counted by type with
 * whether the reader gave that type.
 */
function relatedColumns(
  postId: AnyPgColumn | SQL,
  withInactive: boolean,
  readerId: number | Placeholder | undefined,
) {
  return {
    categoryList: categoryListSql(postId, withInactive),
    reactionList: sql<
      ReactionJson[]
    >`(select coalesce(json_agg(json_build_array(r.type, r.n, r.mine)), '[]'::json)
      from (select type, count(*)::int as n, ${
        readerId === undefined ? sql`false` : sql`bool_or(user_id = ${readerId})`
      } as mine from ${postReactions} where post_id = ${postId} group by type) r)`,
  };
}
type ReactionJson = [type: string, count: number, mine: boolean];

/** The json columns as the rows `groupRelated` takes (post categories, reactions by type). */
export function relatedRows(
  rows: { id: number; categoryList: CategoryRef[]; reactionList: ReactionJson[] }[],
) {
  const categoryRows = rows.flatMap((row) =>
    row.categoryList.map((c) => ({ postId: row.id, ...c })),
  );
  const reactionRows = rows.flatMap((row) =>
    row.reactionList.map(([type, count, mine]) => ({ postId: row.id, type, count, mine })),
  );
  return { categoryRows, reactionRows };
}

/**
 * One page of the feed, newest first, and the number of posts in it, from the live list shared
 * by every reader (live-list.ts): the page's ids come from merging the posts for everyone with
 * the reader's own targeted ones, so the page costs no statement once the list is held; the
 * rows are kept per post (totals.ts) and only rows not held are read, by id. `categoryId` keeps
 * posts in that category; members only filter by an active one.
 */
export async function listFeedPage(
  db: Db,
  reader: PostReader,
  options: { page: number; limit: number; categoryId?: number | undefined; now: Date },
  cache: FeedCache,
) {
  const { page, limit, categoryId, now } = options;
  const admin = reader.isAdmin;
  const tick = cache.tick();
  const held = await liveListFor(db, reader, categoryId, now, cache);
  const mine = await readerTargeted(db, reader, held, now, cache);
  const { ids, total } = mergePage(held.list, mine, page, limit);
  const missing = ids.filter((id) => !cache.summary(id, admin));
  const loaded =
    missing.length === 0
      ? []
      : cache.storeSummaries(
          await rowsById(db, admin).execute({ ids: `{${missing.join(',')}}` }),
          admin,
          tick,
        );
  const byId = new Map(loaded.map((entry) => [entry.row.id, entry]));
  // A post deleted since the list was read has no row: it is left out of this answer.
  const items = ids
    .map((id) => cache.summary(id, admin) ?? byId.get(id))
    .filter((item) => item !== undefined);
  return { items, total, chips: held.list.chips, mine: undefined };
}

/** The shared live list of this filter (read once, then held until a change drops it). */
function liveListFor(
  db: Db,
  reader: PostReader,
  categoryId: number | undefined,
  now: Date,
  cache: FeedCache,
) {
  return cache.list(listKey(reader, categoryId), now, () =>
    loadLiveList(db, { categoryId, admin: reader.isAdmin, now }),
  );
}

/** The targeted posts of the list this reader sees (their segments read only when named). */
function readerTargeted(
  db: Db,
  reader: PostReader,
  held: Awaited<ReturnType<FeedCache['list']>>,
  now: Date,
  cache: FeedCache,
) {
  return cache.readerPosts(held, reader, now, async () => {
    const { list } = held;
    if (list.targeted.length === 0) return [];
    const segmentIds = list.segments && !reader.isAdmin ? await readerSegments(db, reader.id) : [];
    return targetedFor(list, { ...reader, segmentIds }, now);
  });
}

function reactionMap(pairs: [number, string][]) {
  const mine = new Map<number, ReactionType>();
  for (const [postId, type] of pairs)
    if ((REACTION_TYPES as readonly string[]).includes(type))
      mine.set(postId, type as ReactionType);
  return mine;
}

/** Posts by id with their categories and reaction counts, whatever their visibility. */
function rowsById(db: Db, admin: boolean) {
  return preparedOnce(db, admin ? 'feed_rows_admin' : 'feed_rows_member', (name) =>
    db
      .select({ ...summaryColumns, ...relatedColumns(posts.id, admin, undefined) })
      .from(posts)
      .leftJoin(users, eq(users.id, posts.authorId))
      .where(sql`${posts.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare(name),
  );
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof rowsById>['execute']>>[number];

/** The reader's own reactions, by post. */
export async function readerReactions(db: Db, userId: number) {
  const rows = await preparedOnce(db, 'feed_reader_reactions', (name) =>
    db
      .select({ postId: postReactions.postId, type: postReactions.type })
      .from(postReactions)
      .where(eq(postReactions.userId, sql.placeholder('userId')))
      .prepare(name),
  ).execute({ userId });
  return reactionMap(rows.map((row) => [row.postId, row.type]));
}

/**
 * One post the reader may see, with its contents, categories and reactions; undefined when
 * hidden, draft or scheduled. `reader`: whose reaction is marked and whether inactive
 * categories show (admins); undefined for guests.
 */
export async function findVisiblePost(
  db: Db,
  visibility: SQL,
  postId: number,
  reader?: { id: number; isAdmin: boolean },
) {
  const [row] = await db
    .select({
      ...summaryColumns,
      ...relatedColumns(posts.id, reader?.isAdmin ?? false, reader?.id),
      contents: posts.contents,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(and(eq(posts.id, postId), visibility))
    .limit(1);
  return row;
}

const detailColumns = (admin: boolean) => ({
  ...summaryColumns,
  ...relatedColumns(posts.id, admin, undefined),
  contents: posts.contents,
  updatedAt: posts.updatedAt,
});

/** One post by id with its contents, categories and reactions, whatever its visibility. */
function detailById(db: Db, admin: boolean) {
  return preparedOnce(db, admin ? 'post_detail_admin' : 'post_detail_member', (name) =>
    db
      .select(detailColumns(admin))
      .from(posts)
      .leftJoin(users, eq(users.id, posts.authorId))
      .where(eq(posts.id, sql.placeholder('id')))
      .prepare(name),
  );
}

/**
 * `findVisiblePost` for a signed-in reader, through the cache: whether the post is live and the
 * reader sees it comes from the shared live list (a post not in it is not live: 404 without a
 * statement), and its row is kept until the post changes.
 */
export async function findVisiblePostFor(
  db: Db,
  reader: PostReader,
  postId: number,
  cache: FeedCache,
  now = new Date(),
) {
  const admin = reader.isAdmin;
  const tick = cache.tick();
  const held = await liveListFor(db, reader, undefined, now, cache);
  const listed = held.list.byId.get(postId);
  if (listed === undefined) return undefined;
  if (listed !== true) {
    const segmentIds =
      held.list.segments && !admin ? await readerSegments(db, reader.id) : undefined;
    if (!seesTargeted({ ...reader, segmentIds }, listed, now)) return undefined;
  }
  const cached = cache.detail(postId, admin);
  if (cached) return { entry: cached, mine: undefined };
  const [row] = await detailById(db, admin).execute({ id: postId });
  if (!row) return undefined;
  return { entry: cache.storeDetail(row, admin, tick), mine: undefined };
}
export type DetailRow = NonNullable<Awaited<ReturnType<typeof findVisiblePost>>>;
export type FeedCache = ReturnType<typeof createFeedCache<SummaryRow, DetailRow>>;

/** A post's reactions of one type, and whether the reader gave it. */
export type ReactionRow = { postId: number; type: string; count: number; mine: boolean };
