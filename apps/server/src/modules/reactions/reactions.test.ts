// Reactions on posts and comments: set, change, remove, counts by type with one's own, who
// reacted, the stored counters, and concurrency (one row per member per target).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REACTION_TYPES } from '@fanclub/contract/posts';
import {
  commentReactions,
  comments,
  postReactions,
  posts,
  type UserRow,
} from '../../db/schema/index';
import { buildMember, Client, useTestApp, buildPost } from '../../../test/helpers';

const ctx = useTestApp();

const clientFor = (user: UserRow, locale: 'ja' | 'en' = 'en') =>
  new Client(ctx.app, locale).login(user.email);

async function storedCount(target: 'post' | 'comment', id: number) {
  if (target === 'post') {
    const [row] = await ctx.db
      .select({ n: posts.reactionCount })
      .from(posts)
      .where(eq(posts.id, id));
    return row!.n;
  }
  const [row] = await ctx.db
    .select({ n: comments.reactionCount })
    .from(comments)
    .where(eq(comments.id, id));
  return row!.n;
}

describe.each(['post', 'comment'] as const)('reactions on a %s', (target) => {
  let base: string;
  let targetId: number;

  beforeAll(async () => {
    const post = await buildPost(ctx.db);
    if (target === 'post') {
      targetId = post.id;
    } else {
      const author = await buildMember(ctx.db);
      const [c] = await ctx.db
        .insert(comments)
        .values({ postId: post.id, userId: author.id, body: 'いい景色ですね' })
        .returning();
      targetId = c!.id;
    }
    base = `/api/${target}s/${targetId}/reactions`;
  });

  it('sets, changes and removes one reaction per member, keeping the counts right', async () => {
    const a = await clientFor(await buildMember(ctx.db, { nickname: `aki${Date.now()}` }));
    const b = await clientFor(await buildMember(ctx.db));

    const empty = (await a.get(base)).json().data;
    expect(empty).toEqual({
      counts: { like: 0, love: 0, haha: 0, wow: 0, sad: 0, angry: 0 },
      total: 0,
      mine: null,
    });

    let res = await a.post(base, { type: 'like' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 1, mine: 'like', counts: { like: 1 } });
    await b.post(base, { type: 'like' });
    res = await a.post(base, { type: 'love' });
    expect(res.json().data).toMatchObject({ total: 2, mine: 'love', counts: { like: 1, love: 1 } });
    // The same type again keeps it (setting is idempotent).
    res = await a.post(base, { type: 'love' });
    expect(res.json().data).toMatchObject({ total: 2, mine: 'love' });
    expect(await storedCount(target, targetId)).toBe(2);

    const seenByB = (await b.get(base)).json().data;
    expect(seenByB).toMatchObject({ total: 2, mine: 'like' });

    const detail = (await b.get(`${base}/detail`)).json();
    expect(detail.meta).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(detail.data[0]).toMatchObject({ type: 'love' });
    expect(detail.data[0].user.nickname).toMatch(/^aki/);
    const likes = (await b.get(`${base}/detail?type=like`)).json();
    expect(likes.meta.total).toBe(1);

    res = await a.post(base, { type: null });
    expect(res.json().data).toMatchObject({ total: 1, mine: null, counts: { love: 0, like: 1 } });
    res = await a.post(base, { type: null });
    expect(res.json().data).toMatchObject({ total: 1, mine: null });
    expect(await storedCount(target, targetId)).toBe(1);
  });

  it('refuses unknown types with a localised field error', async () => {
    const ja = await clientFor(await buildMember(ctx.db), 'ja');
    const res = await ja.post(base, { type: 'clap' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.type).toHaveLength(1);
    expect(res.json().errors.type[0]).not.toMatch(/[a-z]{4}/);
    const missing = await ja.post(base, {});
    expect(missing.statusCode).toBe(422);
  });

  it('leaves one row and a right count after 20 concurrent reactions by one member', async () => {
    const member = await buildMember(ctx.db);
    const client = await clientFor(member);
    const before = await storedCount(target, targetId);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.post(base, { type: REACTION_TYPES[i % REACTION_TYPES.length] }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows =
      target === 'post'
        ? await ctx.db.select().from(postReactions).where(eq(postReactions.userId, member.id))
        : await ctx.db
            .select()
            .from(commentReactions)
            .where(eq(commentReactions.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(await storedCount(target, targetId)).toBe(before + 1);
  });

  it('keeps counts right when 12 members react at once', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => buildMember(ctx.db)));
    const clients = await Promise.all(members.map((m) => clientFor(m)));
    const before = await storedCount(target, targetId);
    await Promise.all(clients.map((c, i) => c.post(base, { type: i % 2 ? 'wow' : 'haha' })));
    expect(await storedCount(target, targetId)).toBe(before + 12);
    const summary = (await clients[0]!.get(base)).json().data;
    expect(summary.total).toBe(before + 12);
  });
});

it('lists the reactions of comments in the thread in one go', async () => {
  const post = await buildPost(ctx.db);
  const a = await clientFor(await buildMember(ctx.db));
  const b = await clientFor(await buildMember(ctx.db));
  const c = (await a.post(`/api/posts/${post.id}/comments`, { comment: 'x' })).json().data;
  const r = (await a.post(`/api/comments/${c.id}/reply`, { comment: 'y' })).json().data;
  await b.post(`/api/comments/${c.id}/reactions`, { type: 'haha' });
  await a.post(`/api/comments/${r.id}/reactions`, { type: 'sad' });
  const list = (await a.get(`/api/posts/${post.id}/comments`)).json().data;
  expect(list[0].reactions).toMatchObject({ total: 1, mine: null, counts: { haha: 1 } });
  expect(list[0].replies[0].reactions).toMatchObject({ total: 1, mine: 'sad' });
});
