// Comments as the API shows them: the text exactly as stored, the author (hidden once
// deleted), reactions and what the requester may do with each.
import type { CommentItem, CommentReply, ReactionSummary } from '@fanclub/contract/comments';
import type { Storage } from '../../lib/storage';
import { presentAvatar } from '../avatar/presenter';
import { emptySummary } from '../reactions/presenter';
import { canBlockAuthor, canDelete, canEdit, type Actor } from './policy';
import type { CommentRow } from './queries';

export function presentReply(
  storage: Storage,
  actor: Actor,
  row: CommentRow,
  reactions: Map<number, ReactionSummary>,
): CommentReply {
  const isDeleted = row.deletedAt !== null;
  const edited = row.updatedAt.getTime() - row.createdAt.getTime() > 1000;
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    body: isDeleted ? null : row.body,
    isDeleted,
    author: isDeleted
      ? null
      : {
          id: row.userId,
          nickname: row.nickname,
          avatarUrl: presentAvatar(storage, row.avatarPath).url,
        },
    createdAt: row.createdAt.toISOString(),
    editedAt: edited && !isDeleted ? row.updatedAt.toISOString() : null,
    reactions: reactions.get(row.id) ?? emptySummary(),
    canEdit: canEdit(actor, row),
    canDelete: canDelete(actor, row),
    canBlockAuthor: !isDeleted && canBlockAuthor(actor, row),
  };
}

export function presentComment(
  storage: Storage,
  actor: Actor,
  row: CommentRow,
  replies: CommentRow[],
  reactions: Map<number, ReactionSummary>,
): CommentItem {
  return {
    ...presentReply(storage, actor, row, reactions),
    replies: replies.map((reply) => presentReply(storage, actor, reply, reactions)),
  };
}
