// The admin posts list: a page is one round trip (the page's ids from an index, their rows with
// author and categories, and the exact total). Without a keyword the total comes from list_totals
// (minus the scheduled posts, an index range, when published and scheduled are told apart) and
// the statement is prepared once per filter shape; a keyword page counts its matches in the same
// statement.
import { and, desc, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { preparedOnce } from '../../db/prepared';
import { listTotals, posts, users } from '../../db/schema/index';
import { escapeLike } from '../../lib/paging';
import { categoryListSql, type PostRow } from './queries';

export type AdminListFilter = {
  keyword?: string | undefined;
  status?: 'draft' | 'published' | 'scheduled' | undefined;
  kind?: 'admin' | 'member' | undefined;
};

const itemColumns = {
  id: posts.id,
  title: posts.title,
  kind: posts.kind,
  status: posts.status,
  publishAt: posts.publishAt,
  audience: posts.audience,
  viewCount: posts.viewCount,
  commentCount: posts.commentCount,
  reactionCount: posts.reactionCount,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
};
export type AdminPostListRow = Pick<PostRow, keyof typeof itemColumns>;

/** Every category of the post (inactive ones too), by id. */
const categoryList = categoryListSql(posts.id, true);

function filterWhere(filter: AdminListFilter, now: SQL) {
  return and(
    filter.keyword ? ilike(posts.title, `%${escapeLike(filter.keyword)}%`) : undefined,
    filter.kind ? eq(posts.kind, filter.kind) : undefined,
    filter.status === 'draft' ? eq(posts.status, 'draft') : undefined,
    filter.status === 'published'
      ? and(eq(posts.status, 'published'), or(isNull(posts.publishAt), lte(posts.publishAt, now)))
      : undefined,
    filter.status === 'scheduled'
      ? and(eq(posts.status, 'published'), gt(posts.publishAt, now))
      : undefined,
  );
}

/** The exact total without a keyword: counted rows of list_totals, less the scheduled posts. */
function countedTotal(filter: AdminListFilter, now: SQL): SQL<number> {
  const kinds = filter.kind ? [filter.kind] : ['admin', 'member'];
  const statuses = !filter.status
    ? ['draft', 'published']
    : [filter.status === 'draft' ? 'draft' : 'published'];
  const keys = kinds.flatMap((k) => statuses.map((s) => `${k}:${s}`));
  const counted = sql`(select coalesce(sum(${listTotals.count}), 0)::int from ${listTotals}
    where ${listTotals.list} = 'posts' and ${inArray(listTotals.key, keys)})`;
  const s = alias(posts, 'scheduled');
  const scheduled = sql`(select count(*)::int from ${posts} as "scheduled" where ${and(
    eq(s.status, 'published'),
    gt(s.publishAt, now),
    filter.kind ? eq(s.kind, filter.kind) : undefined,
  )})`;
  if (filter.status === 'scheduled') return sql<number>`${scheduled}`;
  if (filter.status === 'published') return sql<number>`(${counted} - ${scheduled})`;
  return sql<number>`${counted}`;
}

const NOW = sql`${sql.placeholder('now')}::timestamptz`;

function rowsQuery(db: Db, where: SQL | undefined, total: SQL<number>) {
  const pageIds = db
    .select({ id: posts.id })
    .from(posts)
    .where(where)
    .orderBy(desc(posts.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return (
    db
      .select({
        post: itemColumns,
        author: { id: users.id, nickname: users.nickname, avatarPath: users.avatarPath },
        categories: categoryList,
        total,
      })
      .from(posts)
      .leftJoin(users, eq(users.id, posts.authorId))
      // = any(array(…)), not in (…): the prepared statement's generic plan then fetches the page by
      // key instead of hashing it against a scan of every post.
      .where(sql`${posts.id} = any(array(${pageIds}))`)
      .orderBy(desc(posts.id))
  );
}

function countedPage(db: Db, filter: AdminListFilter) {
  return preparedOnce(db, `admin_posts_${filter.kind ?? 'any'}_${filter.status ?? 'any'}`, (name) =>
    rowsQuery(db, filterWhere(filter, NOW), countedTotal(filter, NOW)).prepare(name),
  );
}

type Page = Awaited<ReturnType<ReturnType<typeof countedPage>['execute']>>;

/** A keyword page: the exact number of matches comes with it (a window count over them). */
async function keywordPage(
  db: Db,
  filter: AdminListFilter,
  limit: number,
  offset: number,
  now: SQL,
) {
  const page = db
    .select({ id: posts.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(posts)
    .where(filterWhere(filter, now))
    .orderBy(desc(posts.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows: Page = await db
    .select({
      post: itemColumns,
      author: { id: users.id, nickname: users.nickname, avatarPath: users.avatarPath },
      categories: categoryList,
      total: sql<number>`${page.total}::int`,
    })
    .from(page)
    .innerJoin(posts, eq(posts.id, page.id))
    .leftJoin(users, eq(users.id, posts.authorId))
    .orderBy(desc(posts.id));
  return rows;
}

export async function listAdminPosts(
  db: Db,
  filter: AdminListFilter,
  page: number,
  limit: number,
  now = new Date(),
) {
  const params = { limit, offset: (page - 1) * limit, now: now.toISOString() };
  const nowSql = sql`${params.now}::timestamptz`;
  let rows: Page;
  if (filter.keyword) {
    rows = await keywordPage(db, filter, params.limit, params.offset, nowSql);
  } else {
    rows = await countedPage(db, filter).execute(params);
  }
  if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
  // A page past the end (or nothing matches): the total alone.
  const total = filter.keyword
    ? sql`(select count(*)::int from ${posts} where ${filterWhere(filter, nowSql)})`
    : countedTotal(filter, nowSql);
  const [row] = rowsOf<{ total: number }>(await db.execute(sql`select ${total} as total`));
  return { rows, total: Number(row?.total ?? 0) };
}
