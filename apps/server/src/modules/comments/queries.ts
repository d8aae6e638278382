// SQL of a post's conversation: the post and comment look-ups through the access rule, the
// page of top-level comments with their replies, and the writes that keep comment_count right.
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { commentReactions, comments, posts, users } from '../../db/schema/index';
import type { ReactionCountRow } from '../reactions/queries';
import { postAccess, type Actor } from './policy';

export type CommentRow = {
  id: number;
  postId: number;
  parentId: number | null;
  userId: number;
  body: string;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  nickname: string;
  avatarPath: string | null;
  authorBlocked: boolean;
};

const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  parentId: comments.parentId,
  userId: comments.userId,
  body: comments.body,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  deletedAt: comments.deletedAt,
  nickname: users.nickname,
  avatarPath: users.avatarPath,
  authorBlocked: users.isBlocked,
};

/** The post's id when the actor may read (or write on) it. */
export async function findAccessiblePost(
  db: Db,
  actor: Actor,
  postId: number,
  write: boolean,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), postAccess(actor, { write })));
  return row?.id;
}

/** A comment (deleted or not) on a post the actor may read (or write on). */
export async function findAccessibleComment(
  db: Db,
  actor: Actor,
  commentId: number,
  write: boolean,
): Promise<CommentRow | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.id, commentId), postAccess(actor, { write })));
  return row;
}

// The thread's statements are named and built once (db/prepared.ts): every value is a
// placeholder, so the text is the same for every post and page.
const postIdParam = sql.placeholder('postId');

/** Top-level comments shown: not deleted, or deleted but with a reply still standing. */
const shownTopLevel = () =>
  and(
    eq(comments.postId, postIdParam),
    isNull(comments.parentId),
    sql`(${comments.deletedAt} is null or exists (
      select 1 from comments as replies
      where replies.parent_id = ${comments.id} and replies.deleted_at is null))`,
  );

const pageParams = (postId: number, page: number, limit: number) => ({
  postId,
  limit,
  offset: (page - 1) * limit,
});

/** One page of top-level comments, newest first, and how many there are. */
export async function listTopLevel(db: Db, postId: number, page: number, limit: number) {
  const [rows, [totals]] = await Promise.all([
    preparedOnce(db, 'comments_page', (name) =>
      db
        .select(commentColumns)
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(shownTopLevel())
        .orderBy(desc(comments.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    ).execute(pageParams(postId, page, limit)),
    preparedOnce(db, 'comments_total', (name) =>
      db.select({ total: count() }).from(comments).where(shownTopLevel()).prepare(name),
    ).execute({ postId }),
  ]);
  return { rows: rows as CommentRow[], total: totals?.total ?? 0 };
}

/** The ids of one page of top-level comments, as a subquery. */
const pageIds = (db: Db) =>
  db
    .select({ id: comments.id })
    .from(comments)
    .where(shownTopLevel())
    .orderBy(desc(comments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

/** The standing replies of one page's top-level comments, oldest first. */
export async function listPageReplies(
  db: Db,
  postId: number,
  page: number,
  limit: number,
): Promise<CommentRow[]> {
  const rows = await preparedOnce(db, 'comments_page_replies', (name) =>
    db
      .select(commentColumns)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(and(inArray(comments.parentId, pageIds(db)), isNull(comments.deletedAt)))
      .orderBy(asc(comments.id))
      .prepare(name),
  ).execute(pageParams(postId, page, limit));
  return rows as CommentRow[];
}

/**
 * Reactions of one page's comments (top-level and their standing replies) by type, and whether
 * the viewer's reaction is that one.
 */
export async function pageReactionCounts(
  db: Db,
  postId: number,
  page: number,
  limit: number,
  viewerId: number,
): Promise<ReactionCountRow[]> {
  const statement = preparedOnce(db, 'comments_page_reactions', (name) => {
    const top = pageIds(db);
    const shown = sql`(${commentReactions.commentId} in ${top} or ${commentReactions.commentId} in (
      select r.id from comments r where r.parent_id in ${top} and r.deleted_at is null))`;
    return db
      .select({
        targetId: commentReactions.commentId,
        type: commentReactions.type,
        n: count(),
        mine: sql<boolean>`bool_or(${commentReactions.userId} = ${sql.placeholder('viewerId')})`,
      })
      .from(commentReactions)
      .where(shown)
      .groupBy(commentReactions.commentId, commentReactions.type)
      .prepare(name);
  });
  const rows = await statement.execute({ ...pageParams(postId, page, limit), viewerId });
  return rows as ReactionCountRow[];
}

export async function insertComment(
  db: Db,
  values: { postId: number; userId: number; parentId: number | null; body: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(comments).values(values).returning({ id: comments.id });
    await tx
      .update(posts)
      .set({ commentCount: sql`${posts.commentCount} + 1` })
      .where(eq(posts.id, values.postId));
    return row!.id;
  });
}

export async function updateCommentBody(db: Db, id: number, body: string): Promise<boolean> {
  const rows = await db
    .update(comments)
    .set({ body, updatedAt: sql`now()` })
    .where(and(eq(comments.id, id), isNull(comments.deletedAt)))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/** Soft delete; the post's count drops once, however many deletes race. */
export async function softDeleteComment(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(comments)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(comments.id, id), isNull(comments.deletedAt)))
      .returning({ postId: comments.postId });
    if (!row) return false;
    await tx
      .update(posts)
      .set({ commentCount: sql`greatest(${posts.commentCount} - 1, 0)` })
      .where(eq(posts.id, row.postId));
    return true;
  });
}

/** Sets the flag; true when the member exists. Blocking twice changes nothing. */
export async function blockUser(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isBlocked: true })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
