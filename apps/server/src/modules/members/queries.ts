// SQL of the admin member list and overview.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { MemberListQuery } from '@fanclub/contract/admin';
import type { PageQuery } from '@fanclub/contract/api';
import type { Db } from '../../db/client';
import { escapeLike } from '../../lib/paging';
import { PAGE_WINDOW } from '../../db/page-window';
import { preparedOnce } from '../../db/prepared';
import { listTotals, memberSearchText, users, type UserRow } from '../../db/schema/index';

/** The columns the admin list shows (no password hash, no settings). */
const listColumns = {
  id: users.id,
  email: users.email,
  nickname: users.nickname,
  firstName: users.firstName,
  lastName: users.lastName,
  status: users.status,
  isAdmin: users.isAdmin,
  isBlocked: users.isBlocked,
  canPost: users.canPost,
  pointAmount: users.pointAmount,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};
export type AdminMemberRow = Pick<UserRow, keyof typeof listColumns>;

type ListQuery = PageQuery & Omit<MemberListQuery, 'page' | 'limit'>;

/** The exact number of members (of one status), from list_totals: a few rows, not the table. */
const countedTotal = (status: string | undefined) =>
  sql<number>`(select coalesce(sum(${listTotals.count}), 0)::int from ${listTotals}
    where ${listTotals.list} = 'members'${status ? sql` and ${listTotals.key} = ${status}` : sql``})`;

/**
 * A page without a keyword, with its total, in one round trip: the page's ids from the primary
 * key (or status) index alone, then their rows; prepared once per status, and its generic plan
 * kept (PAGE_WINDOW), so planned once per connection.
 */
function countedPage(db: Db, status: string | undefined) {
  return preparedOnce(db, `admin_members_${status ?? 'all'}`, (name) =>
    buildPage(db, status, name),
  );
}

function buildPage(db: Db, status: string | undefined, name: string) {
  // The status is written into the statement (one per status), not passed: a value the custom
  // plans see and the generic plan does not would make them cost differently again.
  const pageIds = sql`select ${users.id} from ${users}${
    status ? sql` where ${eq(users.status, status)}` : sql``
  } order by ${users.id} desc ${PAGE_WINDOW}`.inlineParams();
  return (
    db
      .select({ ...listColumns, total: countedTotal(status).inlineParams() })
      .from(users)
      // = any(array(…)), not in (…): the generic plan then fetches the page's rows by key instead
      // of hashing the page against a scan of the whole table.
      .where(sql`${users.id} = any(array(${pageIds}))`)
      .orderBy(desc(users.id))
      .prepare(name)
  );
}

function keywordWhere(query: ListQuery): SQL {
  const pattern = `%${escapeLike(query.keyword!.toLowerCase())}%`;
  return and(
    sql`${memberSearchText(users)} like ${pattern}`,
    query.status ? eq(users.status, query.status) : undefined,
  )!;
}

/** A keyword page: the exact number of matches comes with it (a window count over the matches). */
async function keywordPage(db: Db, query: ListQuery) {
  const where = keywordWhere(query);
  const page = db
    .select({ id: users.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .as('page');
  const rows = await db
    .select({ ...listColumns, total: sql<number>`${page.total}::int` })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(desc(users.id));
  if (rows.length > 0) return rows;
  // A page past the end: the total alone.
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return { total: count?.total ?? 0 };
}

export async function listMembers(
  db: Db,
  query: ListQuery,
): Promise<{ rows: AdminMemberRow[]; total: number }> {
  let result: Array<AdminMemberRow & { total: number }> | { total: number };
  if (query.keyword) {
    result = await keywordPage(db, query);
  } else {
    result = await countedPage(db, query.status).execute({
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    if (result.length === 0) {
      // A page past the end: the total alone.
      const [count] = await db
        .select({ total: countedTotal(query.status) })
        .from(sql`(select 1) as one`);
      result = { total: count?.total ?? 0 };
    }
  }
  if (!Array.isArray(result)) return { rows: [], total: result.total };
  return {
    rows: result.map(({ total: _total, ...row }) => row),
    total: Number(result[0]!.total),
  };
}

export async function findMember(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updateMemberFlags(
  db: Db,
  id: number,
  flags: Partial<Pick<UserRow, 'isBlocked' | 'canPost'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...flags, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function memberOverview(db: Db) {
  const monthStart = new Date();
  monthStart.setUTCDate(1);
  monthStart.setUTCHours(0, 0, 0, 0);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${users.status} = 'active')::int`,
      provisional: sql<number>`count(*) filter (where ${users.status} = 'provisional')::int`,
      cancelled: sql<number>`count(*) filter (where ${users.status} = 'cancelled')::int`,
      unsubscribed: sql<number>`count(*) filter (where ${users.status} = 'unsubscribed')::int`,
      blocked: sql<number>`count(*) filter (where ${users.isBlocked})::int`,
      newThisMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${monthStart.toISOString()}::timestamptz)::int`,
    })
    .from(users);
  return row!;
}
