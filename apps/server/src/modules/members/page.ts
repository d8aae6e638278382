// A page of the admin member list as the JSON text sent, with its exact total, in one round trip
// whatever the page (a page past the end too). PostgreSQL writes each member's object
// (row_to_json over the columns presentAdminMember names, in its order; the timestamps as
// Date.prototype.toISOString writes the driver's Date, milliseconds truncated) and joins the page's
// objects newest first: the server then neither maps 20–100 rows through drizzle and the
// presenter nor checks them through the response schema's serializer (together ~20% of the
// route's CPU at 100,000 members). page.test.ts holds the text to the presenter's output.
//
// Without a keyword the total comes from list_totals (a few rows, kept by triggers) and the
// statement is prepared once per status with its generic plan kept (PAGE_WINDOW): the page's ids
// from the primary key (or status) index alone, then their rows by key. A keyword page counts its
// matches in the same statement; past its end, the count of matches is read only then.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { MemberStatus } from '@fanclub/contract/codes';
import type { Db } from '../../db/client';
import { PAGE_WINDOW } from '../../db/page-window';
import { preparedOnce, rawStatement } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { listTotals, memberSearchText, users } from '../../db/schema/index';
import { escapeLike } from '../../lib/paging';

/** A page: `data` is the text of its JSON array of AdminMember objects. */
export type RenderedMembers = { data: string; total: number };

export type MemberPageQuery = {
  page: number;
  limit: number;
  keyword?: string | undefined;
  status?: MemberStatus | undefined;
};

/** A timestamptz's text as `toISOString` writes it (UTC, milliseconds truncated like the driver). */
const isoText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The members whose ids `pageIds` selects, as one row: the JSON array's text and `total`. */
function renderedSql(pageIds: SQL, total: SQL) {
  return sql`select coalesce('[' || string_agg(row_to_json(m)::text, ',' order by m.id desc) || ']',
      '[]') as data, ${total} as total
    from (select u.id, u.email, u.nickname, u.first_name as "firstName",
        u.last_name as "lastName", u.status, u.is_admin as "isAdmin", u.is_blocked,
        u.can_post as "canPost", u.point_amount as "pointAmount",
        ${isoText(sql`u.created_at`)} as "createdAt",
        ${isoText(sql`u.last_login_at`)} as "lastLoginAt"
      from ${users} u where u.id = any(array(${pageIds}))) m`;
}

/** The exact number of members (of one status), from list_totals: a few rows, not the table. */
const countedTotal = (status: string | undefined) =>
  sql`(select coalesce(sum(${listTotals.count}), 0)::int from ${listTotals}
    where ${listTotals.list} = 'members'${status ? sql` and ${listTotals.key} = ${status}` : sql``})`;

/**
 * Prepared once per status, whose value is written into the statement (not passed): a value the
 * custom plans see and the generic plan does not would make them cost differently again.
 */
function countedPage(db: Db, status: string | undefined) {
  return preparedOnce(db, `admin_members_json_${status ?? 'all'}`, (name) => {
    // = any(array(…)), not in (…): the generic plan then fetches the page's rows by key instead
    // of hashing the page against a scan of the whole table.
    const pageIds = sql`select ${users.id} from ${users}${
      status ? sql` where ${eq(users.status, status)}` : sql``
    } order by ${users.id} desc ${PAGE_WINDOW}`;
    return rawStatement<RenderedMembers>(
      db,
      name,
      renderedSql(pageIds, countedTotal(status)).inlineParams(),
    );
  });
}

async function keywordPage(db: Db, query: MemberPageQuery, keyword: string) {
  const pattern = `%${escapeLike(keyword.toLowerCase())}%`;
  const where = sql`${memberSearchText(users)} like ${pattern}${
    query.status ? sql` and ${eq(users.status, query.status)}` : sql``
  }`;
  const matches = sql`select ${users.id} as id, count(*) over () as total from ${users}
    where ${where} order by ${users.id} desc
    limit ${query.limit} offset ${(query.page - 1) * query.limit}`;
  // The plain count runs only when the page is empty (an init plan runs when first needed).
  const total = sql`coalesce((select total::int from page limit 1),
    (select count(*)::int from ${users} where ${where}))`;
  const text = sql`with page as materialized (${matches}) ${renderedSql(sql`select id from page`, total)}`;
  return rowsOf<RenderedMembers>(await db.execute(text));
}

/** The page's members as JSON text (newest first) and the exact total of the list. */
export async function memberPage(db: Db, query: MemberPageQuery): Promise<RenderedMembers> {
  const [row] = query.keyword
    ? await keywordPage(db, query, query.keyword)
    : await countedPage(
        db,
        query.status,
      )({
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
  return { data: row!.data, total: Number(row!.total) };
}
