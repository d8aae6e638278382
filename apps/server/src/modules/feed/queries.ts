// SQL of the members' feed: the visible page of posts, their categories, reaction counts and the
// reader's own reaction, each one statement whatever the page size; one post; counting a view.
import { and, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  categories,
  postCategories,
  postReactions,
  postViews,
  posts,
  users,
} from '../../db/schema/index';
import { livePost, postCondition, type PostReader } from '../posts/policy';
import { categoryListSql, type CategoryRef } from '../posts/queries';
import { chipsSql, versionSql, type Chip, type FeedTotals } from './totals';

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
 * count beside it, counted again only when the posts changed (totals.ts). `categoryId` keeps
 * posts in that category; members only filter by an active one.
 */
export async function listFeedPage(
  db: Db,
  reader: PostReader,
  options: { page: number; limit: number; categoryId?: number | undefined; now: Date },
  totals: FeedTotals,
) {
  const { page, limit, categoryId, now } = options;
  const conditions: SQL[] = [postCondition(reader, 'see', now)];
  const filters: SQL[] = [];
  if (categoryId !== undefined) {
    filters.push(sql`exists (
      select 1 from ${postCategories} join ${categories} on ${categories.id} = ${postCategories.categoryId}
      where ${postCategories.postId} = ${posts.id} and ${postCategories.categoryId} = ${categoryId}
      ${reader.isAdmin ? sql`` : sql`and ${categories.status} = 'active'`})`);
  }
  const where = and(...conditions, ...filters);
  // A member's total in two disjoint parts: posts for everyone (which every reader may see when
  // live), counted from posts_feed_all_idx without reading a row, and the few with a custom
  // audience, checked by the policy.
  const countWhere = reader.isAdmin
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
  const hit = totals.page(reader, { categoryId, page, limit, now });
  const known = totals.cachedTotal(reader, { categoryId, now });
  if (hit && known && hit.version === known.version) {
    // The page's ids and the total are known for this version: one named statement reads the
    // rows by id with the chips and the version, served if the version has not moved.
    const rows = await rowsById(db, reader.isAdmin).execute({
      ids: `{${hit.ids.join(',')}}`,
      readerId: reader.id,
    });
    if (rows.length > 0 && rows.every((row) => row.version === hit.version)) {
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = hit.ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
      return { rows: ordered, total: known.total, chips: rows[0]!.chips };
    }
  }
  const [rows, meta] = await Promise.all([
    db
      .select({
        ...fields,
        ...relatedColumns(sql`"page"."id"`, reader.isAdmin, reader.id),
        version: sql<string>`${versionSql}`,
      })
      .from(pageRows)
      .orderBy(desc(pageRows.publishAt), desc(pageRows.id)),
    totals.meta(reader, { categoryId, now, countSql: countWhere }),
  ]);
  // Read in the page's own statement, the version names exactly the posts these ids came from.
  if (rows[0])
    totals.storePage(
      reader,
      { categoryId, page, limit, now },
      rows[0].version,
      rows.map((row) => row.id),
    );
  return { rows, total: meta.total, chips: meta.chips };
}

/** Posts by id with their categories and reactions, whatever their visibility (checked before). */
function rowsById(db: Db, admin: boolean) {
  return preparedOnce(db, admin ? 'feed_rows_admin' : 'feed_rows_member', (name) =>
    db
      .select({
        ...summaryColumns,
        ...relatedColumns(posts.id, admin, sql.placeholder('readerId')),
        version: sql<string>`${versionSql}`,
        chips: sql<Chip[]>`${chipsSql}`,
      })
      .from(posts)
      .leftJoin(users, eq(users.id, posts.authorId))
      .where(sql`${posts.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare(name),
  );
}

export type SummaryRow = Awaited<ReturnType<typeof listFeedPage>>['rows'][number];

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
      version: sql<string>`${versionSql}`,
    })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(and(eq(posts.id, postId), visibility))
    .limit(1);
  return row;
}

/** One post by id with its contents, categories and reactions, whatever its visibility. */
function detailById(db: Db, admin: boolean) {
  return preparedOnce(db, admin ? 'post_detail_admin' : 'post_detail_member', (name) =>
    db
      .select({
        ...summaryColumns,
        ...relatedColumns(posts.id, admin, sql.placeholder('readerId')),
        contents: posts.contents,
        updatedAt: posts.updatedAt,
        version: sql<string>`${versionSql}`,
      })
      .from(posts)
      .leftJoin(users, eq(users.id, posts.authorId))
      .where(eq(posts.id, sql.placeholder('id')))
      .prepare(name),
  );
}

/**
 * `findVisiblePost` for a signed-in reader, remembering which posts they may see: a post once
 * seen at a version is read by id (one named statement) while the version stays the same (a
 * live post the reader may see stays so until a write moves the version; the reader's own
 * facts are in the key). Hidden posts are looked up every time (they may come live).
 */
export async function findVisiblePostFor(
  db: Db,
  reader: PostReader,
  postId: number,
  cache: FeedTotals,
  now = new Date(),
) {
  const known = cache.seen(reader, postId, now);
  if (known !== undefined) {
    const [row] = await detailById(db, reader.isAdmin).execute({ id: postId, readerId: reader.id });
    if (row && row.version === known) return row;
  }
  const row = await findVisiblePost(db, postCondition(reader, 'see', now), postId, reader);
  if (row) cache.storeSeen(reader, postId, now, row.version);
  return row;
}
export type DetailRow = NonNullable<Awaited<ReturnType<typeof findVisiblePost>>>;

/** A post's reactions of one type, and whether the reader gave it. */
export type ReactionRow = { postId: number; type: string; count: number; mine: boolean };

/**
 * Records the member's view of a post once: the first view inserts the (post, member) row and
 * adds one to the post's count in the same transaction; a reload or a parallel call changes nothing.
 */
export async function countView(db: Db, postId: number, userId: number) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(postViews)
      .values({ postId, userId })
      .onConflictDoNothing()
      .returning({ postId: postViews.postId });
    if (inserted.length === 0) {
      const [row] = await tx
        .select({ viewCount: posts.viewCount })
        .from(posts)
        .where(eq(posts.id, postId));
      return { counted: false, viewCount: row?.viewCount ?? 0 };
    }
    const [row] = await tx
      .update(posts)
      .set({ viewCount: sql`${posts.viewCount} + 1` })
      .where(eq(posts.id, postId))
      .returning({ viewCount: posts.viewCount });
    return { counted: true, viewCount: row?.viewCount ?? 0 };
  });
}
