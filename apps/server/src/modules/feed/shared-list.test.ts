// The shared live list (live-list.ts): posts for everyone are paged and counted once for every
// reader, targeted ones decided per reader and merged in. Every page and total here is compared
// with the policy's own SQL condition run directly (newest first, id breaking ties), for a member
// in a targeted audience, one outside it, a segment member and an author, whoever read first.
import { desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FeedList } from '@fanclub/contract/feed';
import type { Audience } from '@fanclub/contract/audience';
import {
  categories,
  postCategories,
  posts,
  segmentMembers,
  segments,
  type UserRow,
} from '../../db/schema/index';
import { buildMember, buildPost, Client, json, useTestApp } from '../../../test/helpers';
import { mayAccessPost, postCondition, seenByEveryReader } from '../posts/policy';

const ctx = useTestApp();
const YEAR = new Date().getFullYear();
const TOKYO_YOUNG: Audience = { type: 'custom', ageMin: 20, ageMax: 39, prefectures: ['JPPRF13'] };

/** The feed as the policy's SQL condition alone answers it (the reference). */
async function expectedFeed(user: UserRow, categoryId?: number) {
  const rows = await ctx.db
    .select({ id: posts.id })
    .from(posts)
    .where(
      sql`${postCondition(user, 'see', new Date())} ${
        categoryId === undefined
          ? sql``
          : sql`and exists (select 1 from ${postCategories} pc join ${categories} c
              on c.id = pc.category_id where pc.post_id = ${posts.id}
              and pc.category_id = ${categoryId} and c.status = 'active')`
      }`,
    )
    .orderBy(desc(posts.publishAt), desc(posts.id));
  return rows.map((r) => r.id);
}

/** Every page of the member's feed, read through the API. */
async function feedOf(client: Client, limit: number, categoryId?: number) {
  const ids: number[] = [];
  let total: number;
  for (let page = 1; ; page += 1) {
    const filter = categoryId === undefined ? '' : `&filter=${categoryId}`;
    const res = await client.get(`/api/posts?limit=${limit}&page=${page}${filter}`);
    expect(res.statusCode).toBe(200);
    const body = json<FeedList>(res);
    total = body.meta.total;
    ids.push(...body.data.map((p) => p.id));
    if (page >= body.meta.lastPage) break;
  }
  return { ids, total };
}

describe('the shared feed list', () => {
  it('places targeted posts right and counts them only for members in their audience', async () => {
    const [cat] = await ctx.db
      .insert(categories)
      .values({ nameJa: '島', nameEn: 'Islands' })
      .returning();
    const [segment] = await ctx.db.insert(segments).values({ name: '島の常連' }).returning();
    const insider = await buildMember(ctx.db, { yearOfBirth: YEAR - 30, prefecture: 'JPPRF13' });
    const outsider = await buildMember(ctx.db, { yearOfBirth: YEAR - 30, prefecture: 'JPPRF27' });
    const regular = await buildMember(ctx.db, { yearOfBirth: YEAR - 60, prefecture: 'JPPRF27' });
    const author = await buildMember(ctx.db, { yearOfBirth: YEAR - 60, prefecture: 'JPPRF01' });
    await ctx.db.insert(segmentMembers).values({ segmentId: segment!.id, userId: regular.id });

    // Posts for everyone and targeted ones interleaved, some at the very same time (ties go
    // by id), a draft and a scheduled targeted post, some in the category.
    const base = Date.now() - 3_600_000;
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const bySegment: Audience = { type: 'custom', segments: { include: [segment!.id] } };
    const plan: [number, Audience, Partial<typeof posts.$inferInsert>?][] = [
      [1, { type: 'all' }],
      [2, TOKYO_YOUNG],
      [2, { type: 'all' }],
      [2, TOKYO_YOUNG],
      [3, bySegment],
      [4, { type: 'all' }],
      [5, TOKYO_YOUNG, { authorId: author.id }],
      [5, { type: 'all' }],
      [6, TOKYO_YOUNG, { status: 'draft' }],
      [7, { type: 'all' }],
      [8, TOKYO_YOUNG],
      [9, { type: 'all' }],
      [30, TOKYO_YOUNG, { publishAt: new Date(Date.now() + 3_600_000) }],
    ];
    for (const [i, [minute, audience, extra]] of plan.entries()) {
      const post = await buildPost(ctx.db, { publishAt: at(minute), audience, ...extra });
      if (i % 2 === 0)
        await ctx.db.insert(postCategories).values({ postId: post.id, categoryId: cat!.id });
    }

    // The outsider reads first, so the others read a list someone else loaded.
    const readers = [outsider, insider, regular, author];
    const clients = await Promise.all(readers.map((u) => new Client(ctx.app).login(u.email)));
    for (const limit of [3, 10])
      for (const [n, user] of readers.entries()) {
        for (const categoryId of [undefined, cat!.id]) {
          const expected = await expectedFeed(user, categoryId);
          const seen = await feedOf(clients[n]!, limit, categoryId);
          expect(seen.ids, `${user.email} ${limit} ${categoryId}`).toEqual(expected);
          expect(seen.total).toBe(expected.length);
        }
      }

    const insiderIds = (await feedOf(clients[1]!, 10)).ids;
    const outsiderIds = (await feedOf(clients[0]!, 10)).ids;
    // The insider sees the three live Tokyo posts the outsider does not; the author their own.
    expect(insiderIds.length - outsiderIds.length).toBe(4);
    const tokyo = insiderIds.filter((id) => !outsiderIds.includes(id));
    for (const id of tokyo) {
      expect((await clients[1]!.get(`/api/post-detail/${id}`)).statusCode).toBe(200);
      expect((await clients[0]!.get(`/api/post-detail/${id}`)).statusCode).toBe(404);
    }
    expect((await feedOf(clients[3]!, 10)).total).toBe(outsiderIds.length + 1);
    expect((await feedOf(clients[2]!, 10)).total).toBe(outsiderIds.length + 1);

    // What the list shares is what the rule gives every reader: each of these sees it.
    const now = new Date();
    const all = await ctx.db.select().from(posts);
    const shared = await ctx.db.select({ id: posts.id }).from(posts).where(seenByEveryReader(now));
    const admin = { ...outsider, isAdmin: true };
    const everyone = all.filter((p) =>
      [...readers, admin].every((user) => mayAccessPost(user, p, 'see', now)),
    );
    expect(shared.map((r) => r.id).sort()).toEqual(everyone.map((p) => p.id).sort());
    expect(shared.length).toBeGreaterThan(0);
  });
});
