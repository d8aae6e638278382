// The admin member list's pages are JSON text written by PostgreSQL (page.ts): they must be the
// text the presenter and the response schema made of the same rows, byte for byte, and one round
// trip whatever the page.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMember } from '@fanclub/contract/admin';
import { listOf } from '@fanclub/contract/api';
import { rowsOf } from '../../db/rows';
import { pageMeta } from '../../lib/paging';
import { buildAdmin, buildMember, Client, randomIp, useTestApp } from '../../../test/helpers';
import { countStatements } from '../../../test/statements';
import { memberPage } from './page';
import { presentAdminMember } from './presenter';
import { findMember } from './queries';

const ctx = useTestApp();
let admin: Client;
const ODD = 'a"b\\c\n\t\u0001\u001f\u2028/<é 😀';

beforeAll(async () => {
  const a = await buildAdmin(ctx.db);
  admin = await new Client(ctx.app, 'en', randomIp()).login(a.email);
  await buildMember(ctx.db, { status: 'provisional', pointAmount: 12345, canPost: true });
  const odd = await buildMember(ctx.db, { firstName: ODD, lastName: `${ODD}z`, isBlocked: true });
  await ctx.db.execute(
    sql`update users set last_login_at = '2026-01-02 03:04:05.678999+09' where id = ${odd.id}`,
  );
  await buildMember(ctx.db, { lastLoginAt: new Date('2025-12-31T23:59:59.001Z') });
});

/** The body the presenter and the response schema made of `where`'s rows, `limit` a page. */
async function expected(where: string, page: number, limit: number) {
  const ids = rowsOf<{ id: number }>(
    await ctx.db.execute(sql.raw(`select id from users where ${where} order by id desc`)),
  ).map((r) => Number(r.id));
  const rows = [];
  for (const id of ids.slice((page - 1) * limit, page * limit))
    rows.push(await findMember(ctx.db, id));
  const body = {
    data: rows.map((r) => presentAdminMember(r!)),
    meta: pageMeta(page, limit, ids.length),
  };
  return JSON.stringify(listOf(adminMember).parse(body));
}

describe('member list pages', () => {
  it('are the presenter’s text byte for byte, also once the generic plan is reused', async () => {
    const cases: Array<[string, string, number, number]> = [
      ['limit=3', 'true', 1, 3],
      ['limit=2&page=2', 'true', 2, 2],
      ['limit=5&status=provisional', "status = 'provisional'", 1, 5],
      ['limit=5&page=999', 'true', 999, 5],
      ['limit=5&status=cancelled', "status = 'cancelled'", 1, 5],
    ];
    // More than five times: PostgreSQL switches a named statement to its generic plan after five.
    for (let i = 0; i < 7; i += 1) {
      for (const [query, where, page, limit] of cases) {
        const res = await admin.get(`/api/admin/members?${query}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.body, query).toBe(await expected(where, page, limit));
      }
    }
  });

  it('find by keyword, with the total of the matches, also past the end', async () => {
    const like = `lower(first_name) like '%😀%'`;
    const hit = await admin.get(`/api/admin/members?limit=5&keyword=${encodeURIComponent('😀')}`);
    expect(hit.body).toBe(await expected(like, 1, 5));
    expect(JSON.parse(hit.body).data).toHaveLength(1);
    const past = await admin.get(`/api/admin/members?limit=5&page=4&keyword=example.jp`);
    expect(past.body).toBe(await expected(`email like '%example.jp%'`, 4, 5));
    expect(JSON.parse(past.body).meta.total).toBeGreaterThan(3);
  });

  it('take one statement each, a page past the end and a keyword page too', async () => {
    const pages = [
      { page: 1, limit: 20 },
      { page: 1, limit: 20, status: 'active' as const },
      { page: 500, limit: 20 },
      { page: 1, limit: 20, keyword: 'example' },
      { page: 500, limit: 20, keyword: 'example' },
      { page: 1, limit: 20, keyword: 'nobody-has-this' },
    ];
    for (const query of pages) {
      const { result, statements } = await countStatements(ctx.db, () => memberPage(ctx.db, query));
      expect(statements, JSON.stringify(query)).toBe(1);
      if (query.keyword === 'nobody-has-this') expect(result).toEqual({ data: '[]', total: 0 });
      else expect(result.total).toBeGreaterThan(0);
    }
  });
});
