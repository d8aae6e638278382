// Category reads and writes.
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { CategoryData } from '@fanclub/contract/posts';
import type { Db } from '../../db/client';
import { categories, postCategories, users } from '../../db/schema/index';
import { escapeLike } from '../../lib/paging';

export type CategoryRow = typeof categories.$inferSelect & {
  postCount: number;
  creatorNickname: string | null;
};

const postCount = sql<number>`(select count(*)::int from ${postCategories} where ${postCategories.categoryId} = ${categories.id})`;

export async function listCategories(
  db: Db,
  filter: { keyword?: string | undefined; status?: string | undefined },
  page: number,
  limit: number,
): Promise<{ rows: CategoryRow[]; total: number }> {
  const where = and(
    filter.status ? eq(categories.status, filter.status) : undefined,
    filter.keyword
      ? or(
          ilike(categories.nameJa, `%${escapeLike(filter.keyword)}%`),
          ilike(categories.nameEn, `%${escapeLike(filter.keyword)}%`),
        )
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ category: categories, postCount, creatorNickname: users.nickname })
      .from(categories)
      .leftJoin(users, eq(users.id, categories.createdById))
      .where(where)
      .orderBy(asc(categories.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(categories).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r.category,
      postCount: r.postCount,
      creatorNickname: r.creatorNickname,
    })),
    total: totalRow?.n ?? 0,
  };
}

export async function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select({ category: categories, postCount, creatorNickname: users.nickname })
    .from(categories)
    .leftJoin(users, eq(users.id, categories.createdById))
    .where(eq(categories.id, id));
  return row
    ? { ...row.category, postCount: row.postCount, creatorNickname: row.creatorNickname }
    : undefined;
}

export async function insertCategory(db: Db, data: CategoryData, createdById: number | null) {
  const [row] = await db
    .insert(categories)
    .values({ ...data, createdById })
    .returning({ id: categories.id });
  return row!.id;
}

export async function updateCategory(
  db: Db,
  id: number,
  data: { nameJa?: string | undefined; nameEn?: string | undefined; status?: string | undefined },
) {
  const rows = await db
    .update(categories)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return rows.length > 0;
}

/** Deleting drops the category from its posts (post_categories cascades); the posts stay. */
export async function deleteCategory(db: Db, id: number) {
  const rows = await db
    .delete(categories)
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return rows.length > 0;
}

/** Which of these ids exist (and, with activeOnly, are active). */
export async function existingCategoryIds(db: Db, ids: number[], activeOnly: boolean) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(inArray(categories.id, ids), activeOnly ? eq(categories.status, 'active') : undefined),
    );
  return rows.map((r) => r.id);
}
