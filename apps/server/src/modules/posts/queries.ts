// Post reads and writes for the authoring side.
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  categories,
  comments,
  postCategories,
  postReactions,
  posts,
  users,
  type UserRow,
} from '../../db/schema/index';
import { postCondition } from './policy';

export type PostRow = typeof posts.$inferSelect;
export type AuthorRow = { id: number; nickname: string; avatarPath: string | null } | null;
export type CategoryRef = { id: number; nameJa: string; nameEn: string };

export async function findPost(db: Db, id: number) {
  const [row] = await db
    .select({
      post: posts,
      author: { id: users.id, nickname: users.nickname, avatarPath: users.avatarPath },
    })
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.id, id));
  return row;
}

export async function isVisibleTo(db: Db, id: number, user: UserRow): Promise<boolean> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, id), postCondition(user)));
  return rows.length > 0;
}

/** The categories of these posts (active ones only, unless `withInactive`), by post and id. */
export async function postCategoryRows(db: Db, postIds: number[], withInactive = false) {
  if (postIds.length === 0) return [];
  return db
    .select({
      postId: postCategories.postId,
      id: categories.id,
      nameJa: categories.nameJa,
      nameEn: categories.nameEn,
    })
    .from(postCategories)
    .innerJoin(categories, eq(categories.id, postCategories.categoryId))
    .where(
      and(
        inArray(postCategories.postId, postIds),
        withInactive ? undefined : eq(categories.status, 'active'),
      ),
    )
    .orderBy(postCategories.postId, categories.id);
}
export type PostCategoryRow = Awaited<ReturnType<typeof postCategoryRows>>[number];

/**
 * A post's categories by id as a json column of its row (active ones only, unless
 * `withInactive`), so a list reads them in the statement that reads the posts.
 */
export function categoryListSql(postId: AnyPgColumn | SQL, withInactive: boolean) {
  return sql<CategoryRef[]>`(select coalesce(json_agg(json_build_object(
      'id', c.id, 'nameJa', c.name_ja, 'nameEn', c.name_en) order by c.id), '[]'::json)
    from ${postCategories} pc join ${categories} c on c.id = pc.category_id
    where pc.post_id = ${postId}${withInactive ? sql`` : sql` and c.status = 'active'`})`;
}

/** Every category of these posts (inactive ones too), by post id. */
export async function categoriesOf(db: Db, postIds: number[]) {
  const map = new Map<number, CategoryRef[]>();
  for (const { postId, ...ref } of await postCategoryRows(db, postIds, true)) {
    const list = map.get(postId) ?? [];
    list.push(ref);
    map.set(postId, list);
  }
  return map;
}

export async function reactionCountsOf(db: Db, postId: number) {
  return db
    .select({ type: postReactions.type, n: count() })
    .from(postReactions)
    .where(eq(postReactions.postId, postId))
    .groupBy(postReactions.type);
}

export async function liveCommentCount(db: Db, postId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.postId, postId), isNull(comments.deletedAt)));
  return row?.n ?? 0;
}

export type PostValues = Omit<
  typeof posts.$inferInsert,
  'id' | 'viewCount' | 'commentCount' | 'reactionCount' | 'createdAt'
>;

export async function insertPost(db: Db, values: PostValues, categoryIds: number[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(posts).values(values).returning();
    if (categoryIds.length)
      await tx
        .insert(postCategories)
        .values(categoryIds.map((categoryId) => ({ postId: row!.id, categoryId })));
    return row!;
  });
}

export async function updatePost(
  db: Db,
  id: number,
  values: Partial<PostValues>,
  categoryIds: number[],
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(posts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(posts.id, id))
      .returning();
    await tx.delete(postCategories).where(eq(postCategories.postId, id));
    if (categoryIds.length)
      await tx
        .insert(postCategories)
        .values(categoryIds.map((categoryId) => ({ postId: id, categoryId })));
    return row!;
  });
}

export async function deletePost(db: Db, id: number) {
  await db.delete(posts).where(eq(posts.id, id));
}

/** Reactions then comments of a post, for the CSV, oldest first. */
export async function exportRows(db: Db, postId: number) {
  const reactions = await db
    .select({ nickname: users.nickname, type: postReactions.type, at: postReactions.createdAt })
    .from(postReactions)
    .innerJoin(users, eq(users.id, postReactions.userId))
    .where(eq(postReactions.postId, postId))
    .orderBy(asc(postReactions.createdAt));
  const commentRows = await db
    .select({ nickname: users.nickname, body: comments.body, at: comments.createdAt })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.postId, postId), isNull(comments.deletedAt)))
    .orderBy(asc(comments.id));
  return { reactions, comments: commentRows };
}
