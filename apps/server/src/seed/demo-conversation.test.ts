// The demo conversation: comments answer their post in its language, by members who may see it;
// every counter equals its rows, and views are never fewer than the people who reacted or
// commented; nothing at all when no post is live.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  commentReactions,
  comments,
  postReactions,
  postViews,
  posts,
  users,
} from '../db/schema/index';
import { seedDemoIfEmpty } from './demo';
import { seedConversation } from './demo-post-talk';
import { mayAccessPost } from '../modules/posts/policy';
import { useTestApp } from '../../test/helpers';

const ctx = useTestApp();
const KANA = /[\u3040-\u30ff]/;

it('gives every live post a conversation in its language, with counts that agree', async () => {
  await seedDemoIfEmpty(ctx.app);
  const everyone = await ctx.db.select().from(users);
  const userOf = new Map(everyone.map((u) => [u.id, u]));
  const rows = await ctx.db.select().from(posts);
  const live = rows.filter((p) => mayAccessPost({ ...everyone[0]!, isAdmin: true }, p));
  let talked = 0;
  for (const post of live) {
    const said = await ctx.db.select().from(comments).where(eq(comments.postId, post.id));
    const reacted = await ctx.db
      .select()
      .from(postReactions)
      .where(eq(postReactions.postId, post.id));
    const viewed = new Set(
      (
        await ctx.db
          .select({ userId: postViews.userId })
          .from(postViews)
          .where(eq(postViews.postId, post.id))
      ).map((v) => v.userId),
    );
    expect(post.commentCount, post.title).toBe(said.length);
    expect(post.reactionCount, post.title).toBe(reacted.length);
    expect(post.viewCount, post.title).toBe(viewed.size);
    for (const who of [...said, ...reacted].map((r) => r.userId))
      expect(viewed.has(who)).toBe(true);
    for (const comment of said) {
      expect(KANA.test(comment.body), comment.body).toBe(KANA.test(post.title));
      expect(mayAccessPost(userOf.get(comment.userId)!, post), comment.body).toBe(true);
    }
    if (said.length > 0) {
      talked += 1;
      expect(
        said.some((c) => c.parentId !== null),
        post.title,
      ).toBe(true);
    }
  }
  expect(talked).toBeGreaterThanOrEqual(8);
  const drift = await ctx.db
    .select({ id: comments.id })
    .from(comments)
    .where(
      sql`${comments.reactionCount} <> (select count(*) from ${commentReactions} where ${commentReactions.commentId} = ${comments.id})`,
    );
  expect(drift).toEqual([]);
  // Drafts and scheduled posts have no conversation.
  const hidden = rows.filter((p) => !live.includes(p)).map((p) => p.id);
  for (const id of hidden) expect(await ctx.db.$count(comments, eq(comments.postId, id))).toBe(0);
});

it('adds nothing when no post is live', async () => {
  await ctx.db.delete(posts);
  await seedConversation(ctx.app);
  expect(await ctx.db.$count(comments)).toBe(0);
  expect(await ctx.db.$count(postViews)).toBe(0);
});
