// Comments on group posts: the thread (three queries whatever its size), writing and replying
// (one level), editing by the author while they may write, deletion by the author or a
// moderator (kept as a marker that says which), likes, the comment-notice mail and the topic's
// realtime event. A comment is reached through its post, so MROC's answer-first rule holds.
import type { GroupCommentList } from '@fanclub/contract/group-topics';
import { forbidden, notFound } from '../../errors';
import type { ServiceContext } from '../../lib/context';
import { pageMeta } from '../../lib/paging';
import { sendGroupNotice } from '../group-mail/index';
import { mayDelete, mayEditOwn, type GroupReader } from '../groups/policy';
import {
  findComment,
  insertComment,
  listReplies,
  listTopLevel,
  myCommentLikes,
  setCommentLike,
  softDeleteComment,
  updateComment,
  type CommentRow,
} from './comment-queries';
import { presentComment } from './presenter';
import { publishTopicEvent } from './realtime';
import { assertMayWrite, loadPostContext, type TopicContext } from './topic-context';

export async function listComments(
  ctx: Pick<ServiceContext, 'db' | 'storage'>,
  reader: GroupReader,
  groupId: number,
  postId: number,
  page: number,
  limit: number,
): Promise<GroupCommentList> {
  const { context: c } = await loadPostContext(ctx.db, reader, groupId, postId);
  const { rows, total } = await listTopLevel(ctx.db, postId, page, limit);
  const replies = await listReplies(
    ctx.db,
    rows.map((r) => r.comment.id),
  );
  const likes = await myCommentLikes(
    ctx.db,
    [...rows, ...replies].map((r) => r.comment.id),
    reader.id,
  );
  const repliesOf = new Map<number, CommentRow[]>();
  for (const reply of replies) {
    const list = repliesOf.get(reply.comment.parentId!) ?? [];
    list.push(reply);
    repliesOf.set(reply.comment.parentId!, list);
  }
  return {
    data: rows.map((row) =>
      presentComment(ctx.storage, c, row, repliesOf.get(row.comment.id) ?? [], likes),
    ),
    meta: { ...pageMeta(page, limit, total), canComment: c.canWrite },
  };
}

async function presentOne(
  ctx: Pick<ServiceContext, 'db' | 'storage'>,
  c: TopicContext,
  commentId: number,
) {
  const row = await findComment(ctx.db, commentId);
  if (!row) throw notFound();
  const likes = await myCommentLikes(ctx.db, [commentId], c.reader.id);
  return presentComment(ctx.storage, c, row, [], likes);
}

export async function addComment(
  ctx: ServiceContext,
  reader: GroupReader,
  groupId: number,
  postId: number,
  input: { body: string; parentId?: number | null | undefined },
  socketId: string | null,
) {
  const { context: c } = await loadPostContext(ctx.db, reader, groupId, postId);
  assertMayWrite(c);
  let parentId: number | null = null;
  if (input.parentId) {
    const parent = await findComment(ctx.db, input.parentId);
    if (!parent || parent.comment.postId !== postId || parent.comment.deletedAt) throw notFound();
    parentId = parent.comment.parentId ?? parent.comment.id;
  }
  const commentId = await ctx.db.transaction(async (tx) => {
    const id = await insertComment(tx, { postId, parentId, authorId: reader.id, body: input.body });
    await publishTopicEvent(
      tx,
      groupId,
      { change: 'comment', topicId: c.topic.id, postId, commentId: id },
      socketId,
    );
    return id;
  });
  await sendGroupNotice(ctx, {
    kind: 'comment_notice',
    groupId,
    topicId: c.topic.id,
    postId,
    commentId,
  });
  return presentOne(ctx, c, commentId);
}

/** The comment (not deleted) of this group, reached through a post the reader sees. */
async function loadComment(
  ctx: Pick<ServiceContext, 'db'>,
  reader: GroupReader,
  groupId: number,
  commentId: number,
) {
  const row = await findComment(ctx.db, commentId);
  if (!row || row.comment.deletedAt) throw notFound();
  const { context } = await loadPostContext(ctx.db, reader, groupId, row.comment.postId);
  return { c: context, row };
}

export async function editComment(
  ctx: Pick<ServiceContext, 'db' | 'storage'>,
  reader: GroupReader,
  groupId: number,
  commentId: number,
  body: string,
  socketId: string | null,
) {
  const { c, row } = await loadComment(ctx, reader, groupId, commentId);
  if (row.comment.authorId !== reader.id) throw forbidden();
  assertMayWrite(c);
  if (!mayEditOwn(reader.id, row.comment.authorId, c.canWrite)) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    await updateComment(tx, commentId, body);
    await publishTopicEvent(
      tx,
      groupId,
      { change: 'edit', topicId: c.topic.id, postId: row.comment.postId, commentId },
      socketId,
    );
  });
  return presentOne(ctx, c, commentId);
}

export async function deleteComment(
  ctx: Pick<ServiceContext, 'db'>,
  reader: GroupReader,
  groupId: number,
  commentId: number,
  socketId: string | null,
) {
  const { c, row } = await loadComment(ctx, reader, groupId, commentId);
  if (!mayDelete(c.access.standing, reader.id, row.comment.authorId)) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    if (await softDeleteComment(tx, commentId, row.comment.postId, reader.id))
      await publishTopicEvent(
        tx,
        groupId,
        { change: 'delete', topicId: c.topic.id, postId: row.comment.postId, commentId },
        socketId,
      );
  });
}

export async function likeComment(
  ctx: Pick<ServiceContext, 'db'>,
  reader: GroupReader,
  groupId: number,
  commentId: number,
  liked: boolean,
  socketId: string | null,
) {
  const { c, row } = await loadComment(ctx, reader, groupId, commentId);
  assertMayWrite(c);
  const likeCount = await ctx.db.transaction(async (tx) => {
    const n = await setCommentLike(tx, commentId, reader.id, liked);
    await publishTopicEvent(
      tx,
      groupId,
      { change: 'like', topicId: c.topic.id, postId: row.comment.postId, commentId },
      socketId,
    );
    return n;
  });
  return { liked, likeCount };
}
