// The admin posts list keeps a page's text per process (admin-list-cache.ts) until a write could
// change it or the clock turns a scheduled post on it to published. Each write below is plain SQL
// (no route drops anything by hand): the next page must show it.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMember, buildPost, json, useTestApp } from '../../../test/helpers';
import { useAdmins } from '../../../test/clients';

const ctx = useTestApp();
const admins = useAdmins(ctx);

type Item = {
  id: number;
  title: string;
  state: string;
  viewCount: number;
  author: { id: number | null; nickname: string };
};
type List = { data: Item[]; meta: { total: number } };

afterEach(() => vi.useRealTimers());

const page = async (query = '') =>
  json<List>(await admins.en.get(`/api/admin/posts-list?page=1&limit=5${query}`));
const itemOf = async (id: number, query = '') => (await page(query)).data.find((p) => p.id === id);

describe('admin posts list pages kept per process', () => {
  it('show every write on the next page: edit, view, author name, new post, delete', async () => {
    const author = await buildMember(ctx.db, { nickname: 'Kai' });
    const post = await buildPost(ctx.db, { title: 'Harbour walk', authorId: author.id });
    for (let i = 0; i < 3; i += 1) expect((await itemOf(post.id))?.title).toBe('Harbour walk');

    await ctx.db.execute(sql`update posts set title = 'Harbour dusk walk' where id = ${post.id}`);
    expect((await itemOf(post.id))?.title).toBe('Harbour dusk walk');

    await ctx.db.execute(sql`update posts set view_count = 7 where id = ${post.id}`);
    expect((await itemOf(post.id))?.viewCount).toBe(7);

    await ctx.db.execute(sql`update users set nickname = 'Kaito' where id = ${author.id}`);
    expect((await itemOf(post.id))?.author.nickname).toBe('Kaito');

    const before = (await page()).meta.total;
    const next = await buildPost(ctx.db, { title: 'Island ferry' });
    const after = await page();
    expect(after.meta.total).toBe(before + 1);
    expect(after.data[0]?.id).toBe(next.id);

    await ctx.db.execute(sql`delete from posts where id = ${next.id}`);
    const gone = await page();
    expect(gone.meta.total).toBe(before);
    expect(gone.data.some((p) => p.id === next.id)).toBe(false);
  });

  it('turn a scheduled post to published once its time comes, with no write', async () => {
    const at = Date.now() + 3_600_000;
    const post = await buildPost(ctx.db, { title: 'Lantern night', publishAt: new Date(at) });
    for (let i = 0; i < 2; i += 1) expect((await itemOf(post.id))?.state).toBe('scheduled');
    expect((await itemOf(post.id, '&kind=admin'))?.state).toBe('scheduled');

    vi.useFakeTimers({ toFake: ['Date'], now: at + 1_000 });
    expect((await itemOf(post.id))?.state).toBe('published');
    expect((await itemOf(post.id, '&kind=admin'))?.state).toBe('published');
    expect((await itemOf(post.id, '&status=published'))?.state).toBe('published');
  });

  it('keep drafts apart from the rest and both exact', async () => {
    const draft = await buildPost(ctx.db, { title: 'Draft tour', status: 'draft' });
    expect((await itemOf(draft.id, '&status=draft'))?.state).toBe('draft');
    await ctx.db.execute(sql`update posts set status = 'published' where id = ${draft.id}`);
    expect(await itemOf(draft.id, '&status=draft')).toBeUndefined();
    expect((await itemOf(draft.id))?.state).toBe('published');
  });
});
