// The feed's cached totals (totals.ts): every change that alters what a member's feed counts
// shows on the next request, whether it went through the API or plain SQL (another process):
// a post published, unpublished, retargeted or deleted, a category added, removed or closed, a
// scheduled post coming live, and the member's own profile moving them into an audience.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FeedList } from '@fanclub/contract/feed';
import type { Db } from '../../db/client';
import {
  categories,
  postCategories,
  postReactions,
  posts,
  users,
  type UserRow,
} from '../../db/schema/index';
import { buildMember, Client, useTestApp, json } from '../../../test/helpers';

const ctx = useTestApp();
const YEAR = new Date().getFullYear();

async function buildPost(db: Db, values: Partial<typeof posts.$inferInsert> = {}) {
  const [row] = await db
    .insert(posts)
    .values({
      title: 'しまなみ便り',
      contents: '<p>本文</p>',
      status: 'published',
      publishAt: new Date(Date.now() - 60_000),
      audience: { type: 'all' },
      ...values,
    })
    .returning();
  return row!;
}

const totalOf = async (client: Client, query = '') =>
  json<FeedList>(await client.get(`/api/posts?limit=1${query}`)).meta.total;

const signedIn = (user: UserRow) => new Client(ctx.app).login(user.email);

describe('the feed total follows every change on the next request', () => {
  it('posts published, unpublished, retargeted and deleted', async () => {
    const member = await signedIn(
      await buildMember(ctx.db, { yearOfBirth: YEAR - 30, prefecture: 'JPPRF27' }),
    );
    const before = await totalOf(member);
    const post = await buildPost(ctx.db, { status: 'draft', publishAt: null });
    expect(await totalOf(member)).toBe(before);
    await ctx.db
      .update(posts)
      .set({ status: 'published', publishAt: new Date(Date.now() - 1000) })
      .where(eq(posts.id, post.id));
    expect(await totalOf(member)).toBe(before + 1);
    await ctx.db
      .update(posts)
      .set({ audience: { type: 'custom', prefectures: ['JPPRF13'] } })
      .where(eq(posts.id, post.id));
    expect(await totalOf(member)).toBe(before);
    await ctx.db.execute(
      sql`update posts set audience = '{"type":"custom","prefectures":["JPPRF27"]}' where id = ${post.id}`,
    );
    expect(await totalOf(member)).toBe(before + 1);
    await ctx.db.update(posts).set({ status: 'draft' }).where(eq(posts.id, post.id));
    expect(await totalOf(member)).toBe(before);
    await ctx.db.update(posts).set({ status: 'published' }).where(eq(posts.id, post.id));
    expect(await totalOf(member)).toBe(before + 1);
    await ctx.db.delete(posts).where(eq(posts.id, post.id));
    expect(await totalOf(member)).toBe(before);
  });

  it('categories added, removed and closed, for the filter', async () => {
    const member = await signedIn(await buildMember(ctx.db));
    const [cat] = await ctx.db
      .insert(categories)
      .values({ nameJa: '島', nameEn: 'Islands' })
      .returning();
    const filter = `&filter=${cat!.id}`;
    const post = await buildPost(ctx.db);
    expect(await totalOf(member, filter)).toBe(0);
    await ctx.db.insert(postCategories).values({ postId: post.id, categoryId: cat!.id });
    expect(await totalOf(member, filter)).toBe(1);
    await ctx.db.update(categories).set({ status: 'inactive' }).where(eq(categories.id, cat!.id));
    expect(await totalOf(member, filter)).toBe(0);
    await ctx.db.update(categories).set({ status: 'active' }).where(eq(categories.id, cat!.id));
    expect(await totalOf(member, filter)).toBe(1);
    await ctx.db.delete(postCategories).where(eq(postCategories.postId, post.id));
    expect(await totalOf(member, filter)).toBe(0);
  });

  it('a scheduled post once its time has come', async () => {
    const member = await signedIn(await buildMember(ctx.db));
    const before = await totalOf(member);
    await buildPost(ctx.db, { publishAt: new Date(Date.now() + 1500) });
    expect(await totalOf(member)).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await totalOf(member)).toBe(before + 1);
  });

  it("the member's own profile moving them into or out of an audience", async () => {
    const user = await buildMember(ctx.db, { yearOfBirth: YEAR - 30, prefecture: 'JPPRF27' });
    const member = await signedIn(user);
    await buildPost(ctx.db, { audience: { type: 'custom', prefectures: ['JPPRF13'] } });
    const before = await totalOf(member);
    await ctx.db.update(users).set({ prefecture: 'JPPRF13' }).where(eq(users.id, user.id));
    expect(await totalOf(member)).toBe(before + 1);
    await ctx.db
      .update(users)
      .set({ yearOfBirth: YEAR - 31 })
      .where(eq(users.id, user.id));
    expect(await totalOf(member)).toBe(before + 1);
    await ctx.db.update(users).set({ prefecture: 'JPPRF01' }).where(eq(users.id, user.id));
    expect(await totalOf(member)).toBe(before);
  });
});

describe('the cached page follows every change on the next request', () => {
  it('shows a retargeted post going, and edits, reactions, comments and names at once', async () => {
    const author = await buildMember(ctx.db, { nickname: 'before' });
    const user = await buildMember(ctx.db, { yearOfBirth: YEAR - 30, prefecture: 'JPPRF27' });
    const member = await signedIn(user);
    const post = await buildPost(ctx.db, { authorId: author.id, publishAt: new Date() });
    const first = async () =>
      json<FeedList>(await member.get('/api/posts?limit=5')).data.find((p) => p.id === post.id);
    // Twice: the second answer comes from the cached page.
    expect((await first())?.title).toBe('しまなみ便り');
    expect((await first())?.title).toBe('しまなみ便り');
    await ctx.db
      .update(posts)
      .set({ title: '新しい題', commentCount: 3 })
      .where(eq(posts.id, post.id));
    await ctx.db.insert(postReactions).values({ postId: post.id, userId: user.id, type: 'wow' });
    await ctx.db.update(users).set({ nickname: 'after' }).where(eq(users.id, author.id));
    const edited = await first();
    expect(edited).toMatchObject({
      title: '新しい題',
      commentCount: 3,
      myReaction: 'wow',
      author: { nickname: 'after' },
    });
    expect(edited?.reactionCounts.wow).toBe(1);
    // The post itself: remembered as seen after the first read, its contents read fresh.
    for (const title of ['新しい題', '三つ目の題']) {
      await ctx.db.update(posts).set({ title }).where(eq(posts.id, post.id));
      const detail = await member.get(`/api/post-detail/${post.id}`);
      expect(detail.statusCode).toBe(200);
      expect(json<{ data: { title: string } }>(detail).data.title).toBe(title);
    }
    await ctx.db
      .update(posts)
      .set({ audience: { type: 'custom', prefectures: ['JPPRF13'] } })
      .where(eq(posts.id, post.id));
    expect(await first()).toBeUndefined();
    expect((await member.get(`/api/post-detail/${post.id}`)).statusCode).toBe(404);
  });
});
