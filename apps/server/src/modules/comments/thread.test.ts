// The thread page: the post's rule decided in memory agrees with the SQL rule (segments,
// authorship, scheduling), the rows come back exactly as stored, and the page cached under its
// thread version follows every write, however it is made.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import {
  comments,
  posts,
  segmentMembers,
  segments,
  users,
  type UserRow,
} from '../../db/schema/index';
import { buildAdmin, buildMember, buildPost, Client, useTestApp } from '../../../test/helpers';

const ctx = useTestApp();

const clientFor = (user: UserRow) => new Client(ctx.app, 'en').login(user.email);
const status = async (user: UserRow, postId: number) =>
  (await (await clientFor(user)).get(`/api/posts/${postId}/comments`)).statusCode;

describe('who reads a thread', () => {
  let inside: UserRow;
  let outside: UserRow;
  let admin: UserRow;
  let segmentId: number;

  beforeAll(async () => {
    inside = await buildMember(ctx.db, { prefecture: 'JPPRF34' });
    outside = await buildMember(ctx.db, { prefecture: 'JPPRF34' });
    admin = await buildAdmin(ctx.db);
    const [segment] = await ctx.db
      .insert(segments)
      .values({ name: 'readers' })
      .returning({ id: segments.id });
    segmentId = segment!.id;
    await ctx.db.insert(segmentMembers).values({ segmentId, userId: inside.id });
  });

  it('follows a segment audience (included and excluded) as the SQL rule does', async () => {
    const included = await buildPost(ctx.db, {
      audience: { type: 'custom', segments: { include: [segmentId] } },
    });
    const excluded = await buildPost(ctx.db, {
      audience: { type: 'custom', prefectures: ['JPPRF34'], segments: { exclude: [segmentId] } },
    });
    expect(await status(inside, included.id)).toBe(200);
    expect(await status(outside, included.id)).toBe(404);
    expect(await status(inside, excluded.id)).toBe(404);
    expect(await status(outside, excluded.id)).toBe(200);
    expect(await status(admin, included.id)).toBe(200);
    expect(await status(admin, excluded.id)).toBe(200);
  });

  it('lets an author read their own post outside their audience, and nobody a future one', async () => {
    const own = await buildPost(ctx.db, {
      authorId: outside.id,
      kind: 'member',
      audience: { type: 'custom', prefectures: ['JPPRF01'] },
    });
    expect(await status(outside, own.id)).toBe(200);
    expect(await status(inside, own.id)).toBe(404);
    const scheduled = await buildPost(ctx.db, {
      authorId: outside.id,
      kind: 'member',
      publishAt: new Date(Date.now() + 3_600_000),
    });
    expect(await status(outside, scheduled.id)).toBe(404);
    expect(await status(admin, scheduled.id)).toBe(200);
    expect(await status(admin, 999_999)).toBe(404);
  });
});

describe('the page as stored', () => {
  it('returns the rows, times, authors and reactions exactly, each reader with their own', async () => {
    const post = await buildPost(ctx.db);
    const alice = await buildMember(ctx.db, { avatarPath: 'alice.webp' });
    const bob = await buildMember(ctx.db);
    const a = await clientFor(alice);
    const b = await clientFor(bob);
    const first = (await a.post(`/api/posts/${post.id}/comments`, { comment: 'first' })).json().data
      .id as number;
    const second = (await b.post(`/api/posts/${post.id}/comments`, { comment: 'second' })).json()
      .data.id as number;
    const reply = (await b.post(`/api/comments/${first}/reply`, { comment: 'reply' })).json().data
      .id as number;
    await a.post(`/api/comments/${first}/reactions`, { type: 'like' });
    await b.post(`/api/comments/${first}/reactions`, { type: 'like' });
    await b.post(`/api/comments/${reply}/reactions`, { type: 'wow' });
    // Edited a minute after posting, with microseconds the API shows as milliseconds.
    await ctx.db
      .update(comments)
      .set({
        createdAt: new Date('2026-01-02T03:04:05.678Z'),
        updatedAt: new Date('2026-01-02T03:05:06.789Z'),
      })
      .where(eq(comments.id, second));
    const stored = await ctx.db.select().from(comments).where(eq(comments.postId, post.id));
    const byId = new Map(stored.map((row) => [row.id, row]));

    const forAlice = (await a.get(`/api/posts/${post.id}/comments`)).json();
    const forBob = (await b.get(`/api/posts/${post.id}/comments`)).json();
    expect(forAlice.meta).toMatchObject({ total: 2, canComment: true, isBlocked: false });
    expect(forAlice.data.map((c: { id: number }) => c.id)).toEqual([second, first]);
    const [top2, top1] = forAlice.data;
    expect(top2).toMatchObject({
      body: 'second',
      createdAt: '2026-01-02T03:04:05.678Z',
      editedAt: '2026-01-02T03:05:06.789Z',
      author: { id: bob.id, nickname: bob.nickname, avatarUrl: null },
      canEdit: false,
      replies: [],
    });
    expect(top1.createdAt).toBe(byId.get(first)!.createdAt.toISOString());
    expect(top1.author.avatarUrl).toMatch(/alice\.webp/);
    expect(top1.reactions).toMatchObject({ total: 2, mine: 'like' });
    expect(top1.replies).toHaveLength(1);
    expect(top1.replies[0]).toMatchObject({
      id: reply,
      parentId: first,
      body: 'reply',
      createdAt: byId.get(reply)!.createdAt.toISOString(),
      reactions: { total: 1, mine: null },
    });
    // Bob sees the same thread with his own reactions and rights.
    expect(forBob.data[1].reactions).toMatchObject({ total: 2, mine: 'like' });
    expect(forBob.data[1].replies[0].reactions).toMatchObject({ total: 1, mine: 'wow' });
    expect(forBob.data[1].replies[0].canEdit).toBe(true);
    expect(forBob.data[0].canEdit).toBe(true);
    // A renamed author shows under the new name at once.
    await ctx.db.update(users).set({ nickname: 'bob-renamed' }).where(eq(users.id, bob.id));
    const renamed = (await a.get(`/api/posts/${post.id}/comments`)).json();
    expect(renamed.data[0].author.nickname).toBe('bob-renamed');
  });
});

describe('the cached page follows every change', () => {
  type Thread = {
    data: {
      id: number;
      body: string | null;
      canBlockAuthor: boolean;
      replies: { body: string }[];
    }[];
    meta: { total: number };
  };
  const bodies = (t: Thread) => t.data.map((c) => [c.body, c.replies.map((r) => r.body)]);

  it('shows writes through the API and by plain SQL, moderation and visibility at once', async () => {
    const post = await buildPost(ctx.db);
    const alice = await buildMember(ctx.db, { prefecture: 'JPPRF34' });
    const admin = await buildAdmin(ctx.db);
    const a = await clientFor(alice);
    const moderator = await clientFor(admin);
    const url = `/api/posts/${post.id}/comments`;
    const thread = async (client = a, query = ''): Promise<Thread> =>
      (await client.get(`${url}${query}`)).json();

    const first = (await a.post(url, { comment: 'one' })).json().data.id as number;
    expect(bodies(await thread())).toEqual([['one', []]]);
    // Read again: the same answer from the cached page.
    expect(bodies(await thread())).toEqual([['one', []]]);
    const second = (await a.post(url, { comment: 'two' })).json().data.id as number;
    expect(bodies(await thread())).toEqual([
      ['two', []],
      ['one', []],
    ]);
    expect(bodies(await thread(a, '?limit=1&page=2'))).toEqual([['one', []]]);
    await a.post(`/api/comments/${first}/reply`, { comment: 're' });
    expect(bodies(await thread(a, '?limit=1&page=2'))).toEqual([['one', ['re']]]);
    await a.request({
      method: 'PUT',
      url: `/api/comments/${second}`,
      payload: { comment: 'two!' },
    });
    expect(bodies(await thread())[0]).toEqual(['two!', []]);
    // An admin deletes it (moderation), then blocks the author.
    await moderator.request({ method: 'DELETE', url: `/api/comments/${second}` });
    const afterDelete = await thread();
    expect(bodies(afterDelete)).toEqual([['one', ['re']]]);
    expect(afterDelete.meta.total).toBe(1);
    expect((await thread(moderator)).data[0]!.canBlockAuthor).toBe(true);
    await moderator.post(`/api/comments/${first}/block`);
    expect((await thread(moderator)).data[0]!.canBlockAuthor).toBe(false);
    // Writes that bypass the app (another process, a script).
    await ctx.db.update(comments).set({ body: 'by sql' }).where(eq(comments.id, first));
    expect(bodies(await thread())).toEqual([['by sql', ['re']]]);
    await ctx.db.delete(comments).where(eq(comments.parentId, first));
    expect(bodies(await thread())).toEqual([['by sql', []]]);
    await ctx.db.insert(comments).values({ postId: post.id, userId: admin.id, body: 'inserted' });
    expect(bodies(await thread())).toEqual([
      ['inserted', []],
      ['by sql', []],
    ]);
    // The post leaves the reader's audience, becomes a draft, comes back.
    const custom = { type: 'custom' as const, prefectures: ['JPPRF01'] };
    await ctx.db.update(posts).set({ audience: custom }).where(eq(posts.id, post.id));
    expect((await a.get(url)).statusCode).toBe(404);
    expect((await moderator.get(url)).statusCode).toBe(200);
    await ctx.db
      .update(posts)
      .set({ audience: { type: 'all' }, status: 'draft' })
      .where(eq(posts.id, post.id));
    expect((await a.get(url)).statusCode).toBe(404);
    await ctx.db.update(posts).set({ status: 'published' }).where(eq(posts.id, post.id));
    expect(bodies(await thread())).toEqual([
      ['inserted', []],
      ['by sql', []],
    ]);
  });

  it('moves the thread version on shown columns only, never back to a used value', async () => {
    const post = await buildPost(ctx.db);
    const member = await buildMember(ctx.db);
    const version = async () =>
      rowsOf<{ v: string }>(
        await ctx.db.execute(
          sql`select version::text as v from comment_thread_versions where post_id = ${post.id}`,
        ),
      )[0]?.v;
    expect(await version()).toBeUndefined();
    const [row] = await ctx.db
      .insert(comments)
      .values({ postId: post.id, userId: member.id, body: 'x' })
      .returning({ id: comments.id });
    const seen = [await version()];
    expect(seen[0]).toBeDefined();
    await ctx.db.update(comments).set({ reactionCount: 3 }).where(eq(comments.id, row!.id));
    expect(await version()).toBe(seen[0]);
    await ctx.db.update(comments).set({ deletedAt: new Date() }).where(eq(comments.id, row!.id));
    seen.push(await version());
    await ctx.db.delete(comments).where(eq(comments.id, row!.id));
    seen.push(await version());
    expect(new Set(seen).size).toBe(3);
  });
});
