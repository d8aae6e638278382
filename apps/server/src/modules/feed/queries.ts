// SQL of the members' feed: the visible page of posts with their categories and reaction counts,
// one statement whatever the page size; posts by id; the reader's own reactions; one post;
// counting a view. Reads go through the cache (totals.ts).
import { and, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { REACTION_TYPES, type ReactionType } from '@fanclub/contract/posts';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { categories, postCategories, postReactions, posts, users } from '../../db/schema/index';
import { livePost, postCondition, scheduledPost, type PostReader } from '../posts/policy';
import { categoryListSql, type CategoryRef } from '../posts/queries';
import { rowsOf } from '../../db/rows';
import { chipsSql, type Chip, type createFeedCache, type Meta } from './totals';

/** `(select count(*) from posts where …)`, for adding counts of disjoint parts. */
const count = (where: SQL | undefined) => sql`(select count(*) from ${posts} where ${where})`;

type SummaryKey = keyof typeof summaryColumns;

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
 * One page of the feed, newest first, and the number of posts in it. The page walks
 * posts_feed_idx backwards and stops after `offset + limit` visible rows; the total is a narrow
 * count beside it. Both, the page's ids and its rows are kept in the cache (totals.ts), so a
 * repeated page runs no statement. `categoryId` keeps posts in that category; members only
 * filter by an active one.
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
  const hit = cache.page(reader, options);
  if (hit) {
    // The page's ids, total and chips are known: only rows no longer cached are read, by id.
    const missing = hit.ids.filter((id) => !cache.summary(id, admin));
    const loaded =
      missing.length === 0
        ? []
        : cache.storeSummaries(
            await rowsById(db, admin).execute({ ids: `{${missing.join(',')}}` }),
            admin,
            tick,
          );
    const byId = new Map(loaded.map((entry) => [entry.row.id, entry]));
    const items = hit.ids.map((id) => cache.summary(id, admin) ?? byId.get(id));
    if (items.every((item) => item !== undefined))
      return { items, total: hit.total, chips: hit.chips, mine: undefined };
  }
  const conditions: SQL[] = [postCondition(reader, 'see', now)];
  const filters: SQL[] = [];
  if (categoryId !== undefined) {
    filters.push(sql`exists (
      select 1 from ${postCategories} join ${categories} on ${categories.id} = ${postCategories.categoryId}
      where ${postCategories.postId} = ${posts.id} and ${postCategories.categoryId} = ${categoryId}
      ${admin ? sql`` : sql`and ${categories.status} = 'active'`})`);
  }
  const where = and(...conditions, ...filters);
  // A member's total in two disjoint parts: posts for everyone (which every reader may see when
  // live), counted from posts_feed_all_idx without reading a row, and the few with a custom
  // audience, checked by the policy.
  const countWhere = admin
    ? sql`${count(where)}`
    : sql`${count(and(livePost(now), sql`${posts.audienceAll}`, ...filters))} + ${count(
        and(sql`not ${posts.audienceAll}`, where),
      )}`;
  // The page first, then its categories and reactions: json columns beside the OFFSET would be
  // computed for every row skipped too.
  const pageRows = db
    .select(summaryColumns)
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(where)
    .orderBy(desc(posts.publishAt), desc(posts.id))
    .limit(limit)
    .offset((page - 1) * limit)
    .as('page');
  const fields = Object.fromEntries(
    Object.keys(summaryColumns).map((key) => [key, pageRows[key as SummaryKey]]),
  ) as { [K in SummaryKey]: (typeof pageRows)[K] };
  // One statement: the page, the reader's reactions on it, the chips, the next scheduled publish
  // time and, unless cached, the total (each computed once, not per row).
  const known = cache.meta(reader, { categoryId, now });
  const rows = await db
    .select({
      ...fields,
      ...relatedColumns(sql`"page"."id"`, admin, undefined),
      myReactions: reactionsOfSql(reader.id),
      total: known ? sql<null>`null` : sql<number>`(${countWhere})::int`,
      chips: chipsSql,
      nextAt: nextLiveSql(now),
    })
    .from(pageRows)
    .orderBy(desc(pageRows.publishAt), desc(pageRows.id));
  const first = rows[0];
  const meta: Meta =
    known ??
    (first
      ? { total: Number(first.total), chips: first.chips, validUntil: validUntil(first.nextAt) }
      : await countFeed(db, countWhere, now));
  cache.storeMeta(reader, { categoryId, now }, meta, tick);
  const items = cache.storeSummaries(rows, admin, tick);
  cache.storePage(reader, options, { ids: rows.map((row) => row.id), ...meta }, tick);
  const mine = first && cache.storeReactions(reader.id, reactionMap(first.myReactions), tick);
  return { items, total: meta.total, chips: meta.chips, mine };
}

/** When the next scheduled post comes live (`min(publish_at)` in the future). */
const nextLiveSql = (now: Date) => sql<string | Date | null>`(
  select min(${posts.publishAt}) from ${posts} where ${scheduledPost(now)})`;
const validUntil = (nextAt: string | Date | null) =>
  nextAt === null ? Infinity : new Date(nextAt).getTime();

/** The total alone (a page past the end has no row to carry it). */
async function countFeed(db: Db, countWhere: SQL, now: Date): Promise<Meta> {
  const [row] = rowsOf<{ n: number; nextAt: string | Date | null; chips: Chip[] }>(
    await db.execute(
      sql`select (${countWhere})::int as n, ${chipsSql} as chips, ${nextLiveSql(now)} as "nextAt"`,
    ),
  );
  if (!row) throw new Error('feed total: no row');
  return { total: Number(row.n), chips: row.chips, validUntil: validUntil(row.nextAt) };
}

/** All the reader's own reactions, as a json column: `[[postId, type], …]`. */
const reactionsOfSql = (readerId: number) =>
  sql<
    [number, string][]
  >`(select coalesce(json_agg(json_build_array(r.post_id, r.type)), '[]'::json)
    from ${postReactions} r where r.user_id = ${readerId})`;

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
 * `findVisiblePost` for a signed-in reader, through the cache: a post once found visible to
 * this reader (their audience facts are in the key) stays so until a change drops it, and its
 * row is kept until the post changes. Hidden posts are looked up every time (they may come live).
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
  if (cache.seen(reader, postId, now)) {
    const cached = cache.detail(postId, admin);
    if (cached) return { entry: cached, mine: undefined };
    const [row] = await detailById(db, admin).execute({ id: postId });
    if (row) return { entry: cache.storeDetail(row, admin, tick), mine: undefined };
  }
  const [found] = await db
    .select({ ...detailColumns(admin), myReactions: reactionsOfSql(reader.id) })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(and(eq(posts.id, postId), postCondition(reader, 'see', now)));
  if (!found) return undefined;
  const { myReactions, ...row } = found;
  cache.storeSeen(reader, postId, now, tick);
  const mine = cache.storeReactions(reader.id, reactionMap(myReactions), tick);
  return { entry: cache.storeDetail(row, admin, tick), mine };
}
export type DetailRow = NonNullable<Awaited<ReturnType<typeof findVisiblePost>>>;
export type FeedCache = ReturnType<typeof createFeedCache<SummaryRow, DetailRow>>;

/** A post's reactions of one type, and whether the reader gave it. */
export type ReactionRow = { postId: number; type: string; count: number; mine: boolean };
