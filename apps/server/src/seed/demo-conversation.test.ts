// The demo conversation: comments, replies and reactions on published posts, with the posts'
// and comments' counters equal to their rows; nothing at all when no post is published.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { commentReactions, comments, postReactions, posts } from '../db/schema/index';
import { seedConversation, seedDemoIfEmpty } from './demo';
import { useTestApp } from '../../test/helpers';

const ctx = useTestApp();

it('adds a consistent conversation to published posts only', async () => {
  await seedDemoIfEmpty(ctx.app);
  // Whatever posts the demo has (and their conversation) go: this test brings its own.
  await ctx.db.delete(posts);
  await seedConversation(ctx.app);
  expect(await ctx.db.$count(comments)).toBe(0);

  const [draft] = await ctx.db
    .insert(posts)
    .values({ title: 'draft', contents: '', status: 'draft' })
    .returning();
  const [live] = await ctx.db
    .insert(posts)
    .values({
      title: 'live',
      contents: '',
      status: 'published',
      publishAt: new Date(Date.now() - 86_400_000),
    })
    .returning();
  await seedConversation(ctx.app);
  expect(await ctx.db.$count(comments, eq(comments.postId, draft!.id))).toBe(0);
  const rows = await ctx.db.select().from(comments).where(eq(comments.postId, live!.id));
  expect(rows.length).toBeGreaterThan(5);
  expect(rows.some((row) => row.parentId !== null)).toBe(true);

  const [post] = await ctx.db.select().from(posts).where(eq(posts.id, live!.id));
  expect(post!.commentCount).toBe(rows.length);
  expect(post!.reactionCount).toBe(
    await ctx.db.$count(postReactions, eq(postReactions.postId, live!.id)),
  );
  const drift = await ctx.db
    .select({ id: comments.id })
    .from(comments)
    .where(
      sql`${comments.reactionCount} <> (select count(*) from ${commentReactions} where ${commentReactions.commentId} = ${comments.id})`,
    );
  expect(drift).toEqual([]);
});
