// A post's conversation: the thread page (one statement whatever its size), writing,
// replying, editing, deleting, and an admin blocking a commenter.
import type { ServiceContext } from '../../lib/context';
import type { CommentList } from '@fanclub/contract/comments';
import { forbidden, notFound } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { presentSummaries } from '../reactions/presenter';
import { reactionCounts } from '../reactions/queries';
import { assertMayComment, canDelete, canEdit, mayReadThread, type Actor } from './policy';
import { presentComment } from './presenter';
import {
  blockUser,
  findAccessibleComment,
  findAccessiblePost,
  insertComment,
  softDeleteComment,
  updateCommentBody,
  type CommentRow,
} from './queries';
import { loadThreadPage } from './thread';

type Ctx = Pick<ServiceContext, 'db' | 'storage'>;

export async function loadThread(
  ctx: Ctx,
  actor: Actor,
  postId: number,
  page: number,
  limit: number,
): Promise<CommentList> {
  // One statement: the post's facts, the page (or, cached, its version), its count, the page's
  // replies, their authors and every reaction of both (thread.ts). The post's rule is then
  // decided in memory (posts/policy.ts `mayAccessPost`, the SQL rule's tested twin); only an
  // audience naming segments asks the database again.
  const thread = await loadThreadPage(ctx.db, postId, page, limit, actor.id);
  const readable = thread.post !== null && mayReadThread(actor, thread.post);
  if (readable === undefined) {
    if ((await findAccessiblePost(ctx.db, actor, postId, false)) === undefined) throw notFound();
  } else if (!readable) throw notFound();
  const reactions = presentSummaries(thread.reactions);
  const top: CommentRow[] = [];
  const repliesOf = new Map<number, CommentRow[]>();
  for (const row of thread.rows) {
    if (row.parentId === null) {
      top.push(row);
      continue;
    }
    const list = repliesOf.get(row.parentId);
    if (list) list.push(row);
    else repliesOf.set(row.parentId, [row]);
  }
  top.reverse(); // newest first; replies stay oldest first
  return {
    data: top.map((row) =>
      presentComment(ctx.storage, actor, row, repliesOf.get(row.id) ?? [], reactions),
    ),
    meta: {
      ...pageMeta(page, limit, thread.total),
      canComment: !actor.isBlocked,
      isBlocked: actor.isBlocked,
    },
  };
}

/** The comment as its post's thread shows it (a reply inside its parent's list is not needed). */
async function loadOne(ctx: Ctx, actor: Actor, id: number) {
  const row = await findAccessibleComment(ctx.db, actor, id, false);
  if (!row) throw notFound();
  const reactions = presentSummaries(await reactionCounts(ctx.db, 'comment', [id], actor.id));
  return presentComment(ctx.storage, actor, row, [], reactions);
}

export async function addComment(ctx: Ctx, actor: Actor, postId: number, body: string) {
  if ((await findAccessiblePost(ctx.db, actor, postId, true)) === undefined) throw notFound();
  assertMayComment(actor);
  const id = await insertComment(ctx.db, { postId, userId: actor.id, parentId: null, body });
  return loadOne(ctx, actor, id);
}

/** A reply to a reply joins the same top-level comment: the thread nests one level. */
export async function replyTo(ctx: Ctx, actor: Actor, commentId: number, body: string) {
  const parent = await findAccessibleComment(ctx.db, actor, commentId, true);
  if (!parent || parent.deletedAt) throw notFound();
  assertMayComment(actor);
  const id = await insertComment(ctx.db, {
    postId: parent.postId,
    userId: actor.id,
    parentId: parent.parentId ?? parent.id,
    body,
  });
  return loadOne(ctx, actor, id);
}

export async function editComment(ctx: Ctx, actor: Actor, commentId: number, body: string) {
  const row = await findAccessibleComment(ctx.db, actor, commentId, false);
  if (!row || row.deletedAt) throw notFound();
  assertMayComment(actor);
  if (!canEdit(actor, row)) throw forbidden();
  if (!(await updateCommentBody(ctx.db, commentId, body))) throw notFound();
  return loadOne(ctx, actor, commentId);
}

export async function deleteComment(ctx: Ctx, actor: Actor, commentId: number) {
  const row = await findAccessibleComment(ctx.db, actor, commentId, false);
  if (!row || row.deletedAt) throw notFound();
  if (!canDelete(actor, row)) throw forbidden();
  if (!(await softDeleteComment(ctx.db, commentId))) throw notFound();
}

/** Admin: the comment's author may no longer comment until unblocked (idempotent). */
export async function blockAuthor(ctx: Ctx, actor: Actor, commentId: number) {
  const row = await findAccessibleComment(ctx.db, actor, commentId, false);
  if (!row) throw notFound();
  if (!(await blockUser(ctx.db, row.userId))) throw notFound();
  return { userId: row.userId, is_blocked: true as const };
}
