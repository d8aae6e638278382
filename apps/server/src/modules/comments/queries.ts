// SQL of a post's conversation: the post and comment look-ups through the access rule and the
// writes that keep comment_count right (the thread page: thread.ts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comments, posts, users } from '../../db/schema/index';
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
