// SQL of the members' feed: the visible page of posts, their categories, reaction counts and the
// reader's own reaction, each one statement whatever the page size; one post; counting a view.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  categories,
  postCategories,
  postReactions,
  postViews,
  posts,
  users,
} from '../../db/schema/index';
import { livePost, postCondition, type PostReader } from '../posts/policy';

/** `(select count(*) from posts where …)`, for adding counts of disjoint parts. */
const count = (where: SQL | undefined) => sql`(select count(*) from ${posts} where ${where})`;

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
 * One page of the feed, newest first, and the number of posts in it. The page walks
 * posts_feed_idx backwards and stops after `offset + limit` visible rows; the total is a narrow
 * count beside it. `categoryId` keeps posts in that category; members only filter by an active one.
 */
export async function listFeedPage(
  db: Db,
  reader: PostReader,
  options: { page: number; limit: number; categoryId?: number | undefined; now: Date },
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
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(posts)
      .leftJoin(users, eq(users.id, posts.authorId))
      .where(where)
      .orderBy(desc(posts.publishAt), desc(posts.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .execute(sql`select (${countWhere})::int as n`)
      .then((result) => rowsOf<{ n: number }>(result)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
export type SummaryRow = Awaited<ReturnType<typeof listFeedPage>>['rows'][number];

/** One post the reader may see, with its contents; undefined when hidden, draft or scheduled. */
export async function findVisiblePost(db: Db, visibility: SQL, postId: number) {
  const [row] = await db
    .select({ ...summaryColumns, contents: posts.contents, updatedAt: posts.updatedAt })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(and(eq(posts.id, postId), visibility))
    .limit(1);
  return row;
}
export type DetailRow = NonNullable<Awaited<ReturnType<typeof findVisiblePost>>>;

/**
 * Reactions of these posts counted by type, and whether the reader gave each type, in one
 * statement over the (post_id, type) index: the reader's own reaction is the type marked mine.
 */
export async function reactionsOf(db: Db, postIds: number[], readerId: number | undefined) {
  if (postIds.length === 0) return [];
  return db
    .select({
      postId: postReactions.postId,
      type: postReactions.type,
      count: sql<number>`count(*)::int`,
      mine:
        readerId === undefined
          ? sql<boolean>`false`
          : sql<boolean>`bool_or(${postReactions.userId} = ${readerId})`,
    })
    .from(postReactions)
    .where(inArray(postReactions.postId, postIds))
    .groupBy(postReactions.postId, postReactions.type);
}
export type ReactionRow = Awaited<ReturnType<typeof reactionsOf>>[number];

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

/** The active categories, for the feed's filter chips. */
export async function activeCategories(db: Db) {
  return db
    .select({ id: categories.id, nameJa: categories.nameJa, nameEn: categories.nameEn })
    .from(categories)
    .where(eq(categories.status, 'active'))
    .orderBy(categories.id);
}
