// SQL of comments on group posts: a page of top-level comments with their replies and the
// reader's likes (three queries whatever its size), writing with the post's counter in the
// same transaction, soft deletion that remembers who deleted, and exact like counters.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupCommentLikes, groupComments, groupPosts, users } from '../../db/schema/index';

const columns = {
  comment: groupComments,
  nickname: users.nickname,
  avatarPath: users.avatarPath,
};
export type CommentRow = {
  comment: typeof groupComments.$inferSelect;
  nickname: string | null;
  avatarPath: string | null;
};

export async function listTopLevel(db: Db, postId: number, page: number, limit: number) {
  const where = and(eq(groupComments.postId, postId), isNull(groupComments.parentId));
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(groupComments)
      .leftJoin(users, eq(users.id, groupComments.authorId))
      .where(where)
      .orderBy(asc(groupComments.createdAt), asc(groupComments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(groupComments).where(where),
  ]);
  return { rows: rows as CommentRow[], total: totals?.n ?? 0 };
}

export async function listReplies(db: Db, parentIds: number[]): Promise<CommentRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .select(columns)
    .from(groupComments)
    .leftJoin(users, eq(users.id, groupComments.authorId))
    .where(inArray(groupComments.parentId, parentIds))
    .orderBy(asc(groupComments.createdAt), asc(groupComments.id));
}

export async function myCommentLikes(
  db: Db,
  commentIds: number[],
  userId: number,
): Promise<Set<number>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: groupCommentLikes.commentId })
    .from(groupCommentLikes)
    .where(
      and(inArray(groupCommentLikes.commentId, commentIds), eq(groupCommentLikes.userId, userId)),
    );
  return new Set(rows.map((r) => r.id));
}

export async function findComment(db: Db, commentId: number): Promise<CommentRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(groupComments)
    .leftJoin(users, eq(users.id, groupComments.authorId))
    .where(eq(groupComments.id, commentId))
    .limit(1);
  return row;
}

export async function insertComment(
  db: Db,
  values: { postId: number; parentId: number | null; authorId: number; body: string },
): Promise<number> {
  const [row] = await db.insert(groupComments).values(values).returning({ id: groupComments.id });
  await db
    .update(groupPosts)
    .set({ commentCount: sql`${groupPosts.commentCount} + 1` })
    .where(eq(groupPosts.id, values.postId));
  return row!.id;
}

export async function updateComment(db: Db, commentId: number, body: string): Promise<void> {
  await db
    .update(groupComments)
    .set({ body, updatedAt: new Date() })
    .where(and(eq(groupComments.id, commentId), isNull(groupComments.deletedAt)));
}

/** Marks the comment deleted (once) and takes it off the post's count. */
export async function softDeleteComment(
  db: Db,
  commentId: number,
  postId: number,
  deletedById: number,
): Promise<boolean> {
  const rows = await db
    .update(groupComments)
    .set({ deletedAt: new Date(), deletedById })
    .where(and(eq(groupComments.id, commentId), isNull(groupComments.deletedAt)))
    .returning({ id: groupComments.id });
  if (rows.length === 0) return false;
  await db
    .update(groupPosts)
    .set({ commentCount: sql`greatest(${groupPosts.commentCount} - 1, 0)` })
    .where(eq(groupPosts.id, postId));
  return true;
}

/** Like or unlike once; the counter follows only a row really inserted or deleted. */
export async function setCommentLike(
  db: Db,
  commentId: number,
  userId: number,
  liked: boolean,
): Promise<number> {
  const changed = liked
    ? await db
        .insert(groupCommentLikes)
        .values({ commentId, userId })
        .onConflictDoNothing()
        .returning({ id: groupCommentLikes.commentId })
    : await db
        .delete(groupCommentLikes)
        .where(
          and(eq(groupCommentLikes.commentId, commentId), eq(groupCommentLikes.userId, userId)),
        )
        .returning({ id: groupCommentLikes.commentId });
  const step = changed.length === 0 ? 0 : liked ? 1 : -1;
  const [row] = await db
    .update(groupComments)
    .set({ likeCount: sql`${groupComments.likeCount} + ${step}` })
    .where(eq(groupComments.id, commentId))
    .returning({ likeCount: groupComments.likeCount });
  return row?.likeCount ?? 0;
}
