// The admin posts list reads category ids and takes their names from a per-process cache
// (feed/category-names.ts): a renamed or new category must show on the very next page, and the
// raw rows must read as the presenter expects (dates, author, audience) on every page shape.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import type { Client } from '../../../test/helpers';
import { buildMember, buildPost, json, useTestApp } from '../../../test/helpers';
import { useAdmins } from '../../../test/clients';

const ctx = useTestApp();
const admins = useAdmins(ctx);

type Item = {
  id: number;
  title: string;
  state: string;
  publishAt: string | null;
  createdAt: string;
  author: { id: number | null; nickname: string };
  categories: Array<{ id: number; name: string }>;
};
type List = { data: Item[]; meta: { total: number } };

async function newCategory(ja: string, en: string) {
  const [row] = rowsOf<{ id: number }>(
    await ctx.db.execute(
      sql`insert into categories (name_ja, name_en) values (${ja}, ${en}) returning id`,
    ),
  );
  return row!.id;
}

const link = (postId: number, categoryId: number) =>
  ctx.db.execute(
    sql`insert into post_categories (post_id, category_id) values (${postId}, ${categoryId})`,
  );

const firstOf = async (client: Client, query = '') =>
  json<List>(await client.get(`/api/admin/posts-list?limit=1${query}`)).data[0]!;

describe('posts list categories', () => {
  it('show a renamed category and a new one on the next page (cached names are dropped)', async () => {
    const island = await newCategory('島旅', 'Island trips');
    const post = await buildPost(ctx.db, { title: 'Category names' });
    await link(post.id, island);
    for (let i = 0; i < 3; i += 1)
      expect((await firstOf(admins.en)).categories).toEqual([{ id: island, name: 'Island trips' }]);
    expect((await firstOf(admins.ja)).categories).toEqual([{ id: island, name: '島旅' }]);

    await ctx.db.execute(sql`update categories set name_en = 'Sea trips' where id = ${island}`);
    expect((await firstOf(admins.en)).categories).toEqual([{ id: island, name: 'Sea trips' }]);
    expect((await firstOf(admins.en, '&keyword=Category')).categories).toEqual([
      { id: island, name: 'Sea trips' },
    ]);

    const food = await newCategory('食', 'Food');
    await link(post.id, food);
    expect((await firstOf(admins.en)).categories).toEqual([
      { id: island, name: 'Sea trips' },
      { id: food, name: 'Food' },
    ]);

    await ctx.db.execute(sql`update categories set status = 'inactive' where id = ${food}`);
    await ctx.db.execute(sql`delete from categories where id = ${island}`);
    expect((await firstOf(admins.en)).categories).toEqual([{ id: food, name: 'Food' }]);
  });
});

describe('posts list rows', () => {
  it('read dates, author and state alike through the named page and the keyword page', async () => {
    const member = await buildMember(ctx.db, { canPost: true });
    const at = new Date('2031-02-03T04:05:06.789Z');
    const post = await buildPost(ctx.db, {
      title: 'Raw rows check',
      kind: 'member',
      authorId: member.id,
      publishAt: at,
    });
    const plain = await firstOf(admins.en, '&status=scheduled&kind=member');
    const keyword = await firstOf(admins.en, '&keyword=Raw%20rows');
    expect(plain).toEqual(keyword);
    expect(plain).toMatchObject({
      id: post.id,
      title: 'Raw rows check',
      state: 'scheduled',
      publishAt: at.toISOString(),
      createdAt: post.createdAt.toISOString(),
      author: { id: member.id, nickname: member.nickname },
      categories: [],
    });
  });
});

describe('posts list by state', () => {
  it('keeps published and scheduled pages and totals exact once the plan is reused', async () => {
    const soon = new Date(Date.now() + 86_400_000);
    await buildPost(ctx.db, { title: 'Later', publishAt: soon });
    await buildPost(ctx.db, { title: 'Now' });
    const idsOf = async (where: string) =>
      rowsOf<{ id: number }>(
        await ctx.db.execute(
          sql.raw(`select id from posts where status = 'published' and ${where} order by id desc`),
        ),
      ).map((r) => r.id);
    const scheduled = await idsOf('publish_at > now()');
    const published = await idsOf('(publish_at is null or publish_at <= now())');
    // More than five times: PostgreSQL switches a named statement to its generic plan after five.
    for (let i = 0; i < 7; i += 1) {
      for (const [state, ids] of [
        ['scheduled', scheduled],
        ['published', published],
      ] as const) {
        const list = json<List>(
          await admins.en.get(`/api/admin/posts-list?limit=2&status=${state}`),
        );
        expect(list.meta.total).toBe(ids.length);
        expect(list.data.map((p) => p.id)).toEqual(ids.slice(0, 2));
      }
    }
  });
});
