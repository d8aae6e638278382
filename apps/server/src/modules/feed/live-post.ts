// Whether a post is live at all, apart from who may read it (the public post's answer to a guest).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema/index';
import { livePost } from '../posts/policy';

/**
 * Whether a live post has this id, whoever it is meant for: a guest asking for a members-only
 * post is told to sign in (MEMBERS_ONLY), not that it does not exist; nothing else is read.
 */
export async function isLivePostId(db: Db, postId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), livePost(now)))
    .limit(1);
  return row !== undefined;
}
