// Counting a member's view of a post (POST api/count-view/{id}).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postViews, posts } from '../../db/schema/index';

/**
 * Records the member's view of a post once: the first view inserts the (post, member) row and
 * adds one to the post's count in the same transaction; a reload or a parallel call changes nothing.
 */
export async function countView(db: Db, postId: number, userId: number) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(postViews)
      .values({ postId, userId })
      .onConflictDoNothing()
      .returning({ postId: postViews.postId });
    if (inserted.length === 0) {
      const [row] = await tx
        .select({ viewCount: posts.viewCount })
        .from(posts)
        .where(eq(posts.id, postId));
      return { counted: false, viewCount: row?.viewCount ?? 0 };
    }
    const [row] = await tx
      .update(posts)
      .set({ viewCount: sql`${posts.viewCount} + 1` })
      .where(eq(posts.id, postId))
      .returning({ viewCount: posts.viewCount });
    return { counted: true, viewCount: row?.viewCount ?? 0 };
  });
}
