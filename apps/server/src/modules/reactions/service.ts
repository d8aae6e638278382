// Reacting to a post or a comment: the target must be one the member may see (else 404).
// Blocked members may react: blocking restricts commenting and posting only.
import type { ReactionSummary } from '@fanclub/contract/comments';
import type { ReactionType } from '@fanclub/contract/posts';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { Actor } from '../comments/policy';
import { findAccessibleComment, findAccessiblePost } from '../comments/queries';
import { emptySummary, presentSummaries } from './presenter';
import { reactionCounts, saveReaction, type ReactionTarget } from './queries';

/** 404 unless the actor may see the target (a deleted comment is gone for reactions). */
export async function assertTargetVisible(
  db: Db,
  actor: Actor,
  target: ReactionTarget,
  id: number,
  write: boolean,
): Promise<void> {
  if (target === 'post') {
    if ((await findAccessiblePost(db, actor, id, write)) === undefined) throw notFound();
    return;
  }
  const comment = await findAccessibleComment(db, actor, id, write);
  if (!comment || comment.deletedAt) throw notFound();
}

export async function loadSummary(
  db: Db,
  target: ReactionTarget,
  id: number,
  viewerId: number,
): Promise<ReactionSummary> {
  const rows = await reactionCounts(db, target, [id], viewerId);
  return presentSummaries(rows).get(id) ?? emptySummary();
}

export async function react(
  db: Db,
  actor: Actor,
  target: ReactionTarget,
  id: number,
  type: ReactionType | null,
): Promise<ReactionSummary> {
  await assertTargetVisible(db, actor, target, id, true);
  await saveReaction(db, target, id, actor.id, type);
  return loadSummary(db, target, id, actor.id);
}
