// The admin posts list: a page is one round trip (the page's ids from an index, their rows with
// author and category ids, and the exact total), read as the driver's rows; the category names
// come from a per-process cache kept by the feed's NOTIFY (feed/category-names.ts). Without a keyword the total comes from list_totals
// (minus the scheduled posts, an index range, when published and scheduled are told apart) and
// the statement is prepared once per filter shape; a keyword page counts its matches in the same
// statement.
import { and, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { PAGE_WINDOW } from '../../db/page-window';
import { preparedOnce, rawStatement } from '../../db/prepared';
import { listTotals, postCategories, posts, users, type AudienceData } from '../../db/schema/index';
import { escapeLike } from '../../lib/paging';
import { categoryNames, type CategoryNames } from '../feed/category-names';
import { livePost, scheduledPost } from './policy';
import type { AdminPostListRow } from './presenter';
import type { AuthorRow, CategoryRef } from './queries';

export type AdminListFilter = {
  keyword?: string | undefined;
  status?: 'draft' | 'published' | 'scheduled' | undefined;
  kind?: 'admin' | 'member' | undefined;
};

/** A row as the driver gives it (timestamps as PostgreSQL's text), read once by `toItem`. */
type RawRow = {
  id: number;
  title: string;
  kind: string;
  status: string;
  publishAt: string | null;
  audienceAll: boolean;
  viewCount: number;
  commentCount: number;
  reactionCount: number;
  createdAt: string;
  updatedAt: string;
  authorId: number | null;
  nickname: string | null;
  avatarPath: string | null;
  categoryIds: number[];
  total: number;
};

/**
 * A page's rows with their author and category ids, the page's ids given by `pageIds`. The
 * author is looked up by key for each row (a lateral subquery with LIMIT, which PostgreSQL cannot
 * flatten into a join): as a plain join the generic plan merge-joined the page with the whole
 * users index in id order, and a page with one post by a recent member read ~100,000 index
 * entries (37 ms). Categories are ids (names from a per-process cache): json built per row cost
 * ~0.05 ms of PostgreSQL per page. The audience type is the stored boolean, not the document.
 */
function pageSql(pageIds: SQL, total: SQL) {
  return sql`select p.id, p.title, p.kind, p.status, p.publish_at as "publishAt",
      p.audience_all as "audienceAll", p.view_count as "viewCount",
      p.comment_count as "commentCount", p.reaction_count as "reactionCount",
      p.created_at as "createdAt", p.updated_at as "updatedAt",
      a.id as "authorId", a.nickname, a.avatar_path as "avatarPath",
      array(select pc.category_id from ${postCategories} pc where pc.post_id = p.id
        order by pc.category_id) as "categoryIds",
      ${total} as total
    from ${posts} p
    left join lateral (select u.id, u.nickname, u.avatar_path from ${users} u
      where u.id = p.author_id limit 1) a on true
    where p.id = any(array(${pageIds}))
    order by p.id desc`;
}

const dateOf = (text: string) => new Date(text);

/** The row in the shapes the presenter takes, its categories named from `names`. */
function toItem(row: RawRow, names: CategoryNames) {
  const post: AdminPostListRow = {
    id: row.id,
    title: row.title,
    kind: row.kind,
    status: row.status,
    publishAt: row.publishAt === null ? null : dateOf(row.publishAt),
    audience: row.audienceAll ? { type: 'all' } : ({ type: 'custom' } as AudienceData),
    viewCount: row.viewCount,
    commentCount: row.commentCount,
    reactionCount: row.reactionCount,
    createdAt: dateOf(row.createdAt),
    updatedAt: dateOf(row.updatedAt),
  };
  const author: AuthorRow =
    row.authorId === null
      ? null
      : { id: row.authorId, nickname: row.nickname ?? '', avatarPath: row.avatarPath };
  const categories: CategoryRef[] = [];
  for (const id of row.categoryIds) {
    const name = names.get(id);
    if (name) categories.push({ id, ...name });
  }
  return { post, author, categories };
}

function filterWhere(filter: AdminListFilter, now: SQL) {
  return and(
    filter.keyword ? ilike(posts.title, `%${escapeLike(filter.keyword)}%`) : undefined,
    filter.kind ? eq(posts.kind, filter.kind) : undefined,
    filter.status === 'draft' ? eq(posts.status, 'draft') : undefined,
    filter.status === 'published' ? livePost(now) : undefined,
    filter.status === 'scheduled' ? scheduledPost(now) : undefined,
  );
}

/**
 * No limit, written so that the planner does not know it: it then expects a tenth of the rows and
 * reads the scheduled posts (`publish_at` after a clock it cannot see) newest first from
 * posts_feed_idx instead of scanning every post (10 ms → 0.05–0.2 ms on 20,000 posts).
 */
const EVERY_ROW = sql`limit (select 2147483647)`;

/**
 * The exact total without a keyword: counted rows of list_totals, less the published posts that
 * are not live (scheduled, and any published without a time): two index ranges.
 */
function countedTotal(filter: AdminListFilter, now: SQL): SQL<number> {
  const kinds = filter.kind ? [filter.kind] : ['admin', 'member'];
  const statuses = !filter.status
    ? ['draft', 'published']
    : [filter.status === 'draft' ? 'draft' : 'published'];
  const keys = kinds.flatMap((k) => statuses.map((s) => `${k}:${s}`));
  const counted = sql`(select coalesce(sum(${listTotals.count}), 0)::int from ${listTotals}
    where ${listTotals.list} = 'posts' and ${inArray(listTotals.key, keys)})`;
  const s = alias(posts, 'scheduled');
  const ofKind = filter.kind ? eq(s.kind, filter.kind) : undefined;
  const scheduled = sql`(select count(*)::int from (select 1 from ${posts} as "scheduled" where ${and(
    scheduledPost(now, s),
    ofKind,
  )} order by ${s.publishAt} desc ${EVERY_ROW}) as due)`;
  if (filter.status === 'scheduled') return sql<number>`${scheduled}`;
  const timeless = sql`(select count(*)::int from ${posts} as "scheduled" where ${and(
    eq(s.status, 'published'),
    isNull(s.publishAt),
    ofKind,
  )})`;
  if (filter.status === 'published') return sql<number>`(${counted} - ${scheduled} - ${timeless})`;
  return sql<number>`${counted}`;
}

// The named statements carry the filter's kind and status in their text (inlined), and the clock
// through a one-row subquery, so a custom plan sees no value the generic plan does not and
// PostgreSQL keeps the generic plan (see PAGE_WINDOW).
const NOW = sql`(select ${sql.placeholder('now')}::timestamptz)`;

function countedPage(db: Db, filter: AdminListFilter) {
  return preparedOnce(
    db,
    `admin_posts_${filter.kind ?? 'any'}_${filter.status ?? 'any'}`,
    (name) => {
      const where = filterWhere(filter, NOW)?.inlineParams();
      // The page's size and offset are hidden from the planner (PAGE_WINDOW), so the generic plan is kept.
      const pageIds =
        filter.status === 'scheduled'
          ? sql`select due.id from (select ${posts.id} from ${posts} where ${where}
              order by ${posts.publishAt} desc ${EVERY_ROW}) as due
              order by due.id desc ${PAGE_WINDOW}`
          : sql`select ${posts.id} from ${posts}${
              where ? sql` where ${where}` : sql``
            } order by ${posts.id} desc ${PAGE_WINDOW}`;
      return rawStatement<RawRow>(
        db,
        name,
        pageSql(pageIds, countedTotal(filter, NOW).inlineParams()),
      );
    },
  );
}

/** A keyword page: the exact number of matches comes with it (a window count over them). */
async function keywordPage(
  db: Db,
  filter: AdminListFilter,
  limit: number,
  offset: number,
  now: SQL,
) {
  const matches = sql`select ${posts.id} as id, count(*) over () as total from ${posts}
    where ${filterWhere(filter, now)} order by ${posts.id} desc limit ${limit} offset ${offset}`;
  const query = sql`with page as materialized (${matches}) ${pageSql(
    sql`select id from page`,
    sql`(select total::int from page limit 1)`,
  )}`;
  return rowsOf<RawRow>(await db.execute(query));
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
  const raw = filter.keyword
    ? await keywordPage(db, filter, params.limit, params.offset, nowSql)
    : await countedPage(db, filter)(params);
  if (raw.length > 0) {
    const names = await categoryNames(
      db,
      raw.flatMap((r) => r.categoryIds),
    );
    return { rows: raw.map((r) => toItem(r, names)), total: Number(raw[0]!.total) };
  }
  // A page past the end (or nothing matches): the total alone.
  const total = filter.keyword
    ? sql`(select count(*)::int from ${posts} where ${filterWhere(filter, nowSql)})`
    : countedTotal(filter, nowSql);
  const [row] = rowsOf<{ total: number }>(await db.execute(sql`select ${total} as total`));
  return { rows: [] as ReturnType<typeof toItem>[], total: Number(row?.total ?? 0) };
}
