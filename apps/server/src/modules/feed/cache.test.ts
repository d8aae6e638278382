// The feed's caches (totals.ts, changes.ts): a page or post read before is answered without a
// statement beyond the session's, and every change through the API shows on the very next
// request of the same process, in the cached page and in the cached post alike: a new, edited,
// retargeted or deleted post, reactions (the reader's own and others'), category names. Another
// process on the same PostgreSQL (cluster) follows once the notification reaches it.
import { describe, expect, it, vi } from 'vitest';
import type { FeedItem, FeedList } from '@fanclub/contract/feed';
import type { PostDetail } from '@fanclub/contract/posts';
import type { UserRow } from '../../db/schema/index';
import { buildAdmin, buildMember, Client, json, useTestApp } from '../../../test/helpers';
import { useSecondInstance } from '../../../test/instances';
import { countStatements } from '../../../test/statements';
import { parseChange } from './changes';

const ctx = useTestApp();
const YEAR = new Date().getFullYear();
const signedIn = (user: UserRow) => new Client(ctx.app, 'en').login(user.email);
const body = (extra: Record<string, unknown> = {}) => ({
  title: '尾道の桜',
  contents: '<p>千光寺公園の桜が見頃です。</p>',
  ...extra,
});

/** How many statements the driver runs for one request. */
async function statementsOf(client: Client, url: string) {
  const { result, statements } = await countStatements(ctx.db, () => client.get(url));
  expect(result.statusCode).toBe(200);
  return statements;
}

describe('the cached feed and post', () => {
  it('answer a repeated page and post with no statement beyond the session', async () => {
    const admin = await signedIn(await buildAdmin(ctx.db));
    const id = json<{ data: { id: number } }>(await admin.post('/api/posts', body())).data.id;
    const member = await signedIn(await buildMember(ctx.db));
    for (const url of ['/api/posts?limit=10', `/api/post-detail/${id}`]) {
      const cold = await statementsOf(member, url);
      const warm = await statementsOf(member, url);
      expect(warm).toBeLessThan(cold);
      expect(warm).toBeLessThanOrEqual(1);
    }
  });

  it('show every change made through the API on the next request', async () => {
    const adminRow = await buildAdmin(ctx.db);
    const admin = await signedIn(adminRow);
    const readerRow = await buildMember(ctx.db, { yearOfBirth: YEAR - 30, prefecture: 'JPPRF27' });
    const reader = await signedIn(readerRow);
    const other = await signedIn(await buildMember(ctx.db));
    const card = async (id: number): Promise<FeedItem | undefined> =>
      json<FeedList>(await reader.get('/api/posts?limit=20')).data.find((p) => p.id === id);
    const detail = async (id: number) => {
      const res = await reader.get(`/api/post-detail/${id}`);
      return res.statusCode === 200 ? json<{ data: PostDetail }>(res).data : res.statusCode;
    };
    // Both read twice before each change, so the second answers come from the caches.
    const both = async (id: number) => {
      await Promise.all([card(id), detail(id)]);
      return { card: await card(id), detail: await detail(id) };
    };

    await both(0);
    const id = json<{ data: { id: number } }>(await admin.post('/api/posts', body())).data.id;
    expect((await both(id)).card?.title).toBe('尾道の桜');

    await admin.post(`/api/posts/${id}/edit`, body({ title: '改題' }));
    let seen = await both(id);
    expect(seen.card?.title).toBe('改題');
    expect(seen.detail).toMatchObject({ title: '改題', myReaction: null });

    await reader.post(`/api/posts/${id}/reactions`, { type: 'like' });
    seen = { card: await card(id), detail: await detail(id) };
    expect(seen.card).toMatchObject({ myReaction: 'like', reactionCounts: { like: 1 } });
    expect(seen.detail).toMatchObject({ myReaction: 'like', reactionCounts: { like: 1 } });
    await other.post(`/api/posts/${id}/reactions`, { type: 'like' });
    expect((await card(id))?.reactionCounts.like).toBe(2);
    expect(await detail(id)).toMatchObject({ myReaction: 'like', reactionCounts: { like: 2 } });
    await reader.post(`/api/posts/${id}/reactions`, { type: null });
    expect(await card(id)).toMatchObject({ myReaction: null, reactionCounts: { like: 1 } });
    expect(await detail(id)).toMatchObject({ myReaction: null, reactionCounts: { like: 1 } });

    const elsewhere = { type: 'custom', prefectures: ['JPPRF13'] };
    await admin.post(`/api/posts/${id}/edit`, body({ title: '改題', audience: elsewhere }));
    expect(await card(id)).toBeUndefined();
    expect(await detail(id)).toBe(404);
    await admin.post(`/api/posts/${id}/edit`, body({ title: '改題' }));
    expect((await both(id)).card?.title).toBe('改題');

    expect((await admin.request({ method: 'DELETE', url: `/api/posts/${id}` })).statusCode).toBe(
      200,
    );
    expect(await card(id)).toBeUndefined();
    expect(await detail(id)).toBe(404);
  });

  it('show a renamed category on the cards and in the chips at once', async () => {
    const admin = await signedIn(await buildAdmin(ctx.db));
    const cat = json<{ data: { id: number } }>(
      await admin.post('/api/categories', { nameJa: '島', nameEn: 'Islands' }),
    ).data;
    const id = json<{ data: { id: number } }>(
      await admin.post('/api/posts', body({ categoryIds: [cat.id] })),
    ).data.id;
    const reader = await signedIn(await buildMember(ctx.db));
    const page = async () => json<FeedList>(await reader.get('/api/posts?limit=5'));
    await page();
    expect((await page()).meta.categories).toContainEqual({ id: cat.id, name: 'Islands' });
    await admin.request({
      method: 'PUT',
      url: `/api/categories/${cat.id}`,
      payload: { nameEn: 'Isles' },
    });
    const after = await page();
    expect(after.meta.categories).toContainEqual({ id: cat.id, name: 'Isles' });
    expect(after.data.find((p) => p.id === id)?.categories).toEqual([
      { id: cat.id, name: 'Isles' },
    ]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('several server processes on one PostgreSQL', () => {
  const instanceB = useSecondInstance(ctx);

  it("drop instance B's cached page and post when a post changes through instance A", async () => {
    const admin = await signedIn(await buildAdmin(ctx.db));
    const readerRow = await buildMember(ctx.db, { yearOfBirth: YEAR - 30, prefecture: 'JPPRF27' });
    const readerB = await new Client(instanceB.app, 'en').login(readerRow.email);
    const id = json<{ data: { id: number } }>(await admin.post('/api/posts', body())).data.id;
    const onB = async () => {
      const page = json<FeedList>(await readerB.get('/api/posts?limit=20'));
      const res = await readerB.get(`/api/post-detail/${id}`);
      const detail = res.statusCode === 200 ? json<{ data: PostDetail }>(res).data : undefined;
      return { card: page.data.find((p) => p.id === id)?.title, detail: detail?.title };
    };
    await onB();
    expect(await onB()).toEqual({ card: '尾道の桜', detail: '尾道の桜' });
    // Eventually, not at once: B reads the notification right after A's commit.
    const eventually = { timeout: 10_000, interval: 20 };
    await admin.post(`/api/posts/${id}/edit`, body({ title: '改題' }));
    await vi.waitFor(
      async () => expect(await onB()).toEqual({ card: '改題', detail: '改題' }),
      eventually,
    );
    const elsewhere = { type: 'custom', prefectures: ['JPPRF13'] };
    await admin.post(`/api/posts/${id}/edit`, body({ title: '改題', audience: elsewhere }));
    await vi.waitFor(
      async () => expect(await onB()).toEqual({ card: undefined, detail: undefined }),
      eventually,
    );
  });
});

describe('the change notifications', () => {
  it('read posts and readers by id, names, and anything else as everything', () => {
    expect(parseChange('p12,u7,p13')).toEqual({
      all: false,
      names: false,
      posts: [12, 13],
      readers: [7],
    });
    expect(parseChange('i')).toMatchObject({ all: false, names: true });
    expect(parseChange('*').all).toBe(true);
    expect(parseChange('x1').all).toBe(true);
  });
});
