// SQL of reactions on posts and comments: one row per member per target (the primary key),
// summaries for many targets in one query, the "who reacted" page, and the locked upsert that
// keeps the target's reaction_count equal to its rows.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ReactionType } from '@fanclub/contract/posts';
import type { Db } from '../../db/client';
import { commentReactions, comments, postReactions, posts, users } from '../../db/schema/index';

export type ReactionTarget = 'post' | 'comment';

const tables = {
  post: { reactions: postReactions, key: postReactions.postId },
  comment: { reactions: commentReactions, key: commentReactions.commentId },
} as const;

export type ReactionCountRow = { targetId: number; type: ReactionType; n: number; mine: boolean };

/** Count per (target, type) and whether the viewer's reaction is that one. */
export async function reactionCounts(
  db: Db,
  target: ReactionTarget,
  targetIds: number[],
  viewerId: number,
): Promise<ReactionCountRow[]> {
  if (targetIds.length === 0) return [];
  const t = tables[target];
  const rows = await db
    .select({
      targetId: t.key,
      type: t.reactions.type,
      n: count(),
      mine: sql<boolean>`bool_or(${t.reactions.userId} = ${viewerId})`,
    })
    .from(t.reactions)
    .where(inArray(t.key, targetIds))
    .groupBy(t.key, t.reactions.type);
  return rows as ReactionCountRow[];
}

/** Who reacted to one target, newest first, optionally of one type. */
export async function listReactors(
  db: Db,
  target: ReactionTarget,
  targetId: number,
  type: ReactionType | undefined,
  page: number,
  limit: number,
) {
  const t = tables[target];
  const where = and(eq(t.key, targetId), type ? eq(t.reactions.type, type) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        userId: users.id,
        nickname: users.nickname,
        avatarPath: users.avatarPath,
        type: t.reactions.type,
        createdAt: t.reactions.createdAt,
      })
      .from(t.reactions)
      .innerJoin(users, eq(users.id, t.reactions.userId))
      .where(where)
      .orderBy(desc(t.reactions.createdAt), desc(t.reactions.userId))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(t.reactions).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * Sets, changes (`type`) or removes (`null`) the member's reaction. The target row is locked
 * first, so concurrent calls on one target run one after another and the recount that follows
 * sees every committed row: the count cannot drift.
 */
export async function saveReaction(
  db: Db,
  target: ReactionTarget,
  targetId: number,
  userId: number,
  type: ReactionType | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (target === 'post') {
      await tx.execute(sql`select 1 from ${posts} where ${posts.id} = ${targetId} for update`);
      if (type === null) {
        await tx
          .delete(postReactions)
          .where(and(eq(postReactions.postId, targetId), eq(postReactions.userId, userId)));
      } else {
        await tx
          .insert(postReactions)
          .values({ postId: targetId, userId, type })
          .onConflictDoUpdate({
            target: [postReactions.postId, postReactions.userId],
            set: { type, createdAt: sql`now()` },
            setWhere: sql`${postReactions.type} <> excluded.type`,
          });
      }
      await tx
        .update(posts)
        .set({
          reactionCount: sql`(select count(*) from ${postReactions} where ${postReactions.postId} = ${targetId})`,
        })
        .where(eq(posts.id, targetId));
    } else {
      await tx.execute(
        sql`select 1 from ${comments} where ${comments.id} = ${targetId} for update`,
      );
      if (type === null) {
        await tx
          .delete(commentReactions)
          .where(
            and(eq(commentReactions.commentId, targetId), eq(commentReactions.userId, userId)),
          );
      } else {
        await tx
          .insert(commentReactions)
          .values({ commentId: targetId, userId, type })
          .onConflictDoUpdate({
            target: [commentReactions.commentId, commentReactions.userId],
            set: { type, createdAt: sql`now()` },
            setWhere: sql`${commentReactions.type} <> excluded.type`,
          });
      }
      await tx
        .update(comments)
        .set({
          reactionCount: sql`(select count(*) from ${commentReactions} where ${commentReactions.commentId} = ${targetId})`,
        })
        .where(eq(comments.id, targetId));
    }
  });
}
