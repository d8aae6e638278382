// Comments (plain text, nested replies) and reactions of posts. Reaction types live in ./posts (shared with the feed).
import { z } from 'zod';
import { pageMeta, pageQuery } from './api';
import { reactionCounts, reactionType } from './posts';
import { COMMENT_MAX_LENGTH } from './codes';

/** Longest comment, in characters (after trimming). */
export { COMMENT_MAX_LENGTH };

/**
 * A comment's text: trimmed, required, at most COMMENT_MAX_LENGTH characters, otherwise kept
 * exactly as typed (plain text; never HTML-processed, shown as text).
 */
export const commentBody = z.object({
  comment: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(COMMENT_MAX_LENGTH, 'validation.too_long'),
});
export type CommentBody = z.input<typeof commentBody>;

export const commentListQuery = pageQuery;
export type CommentListQuery = z.input<typeof commentListQuery>;

/** A target's reactions: count per type, their total and the requester's own (or null). */
export const reactionSummary = z
  .object({
    counts: reactionCounts,
    total: z.number().int(),
    mine: reactionType.nullable(),
  })
  .meta({ id: 'ReactionSummary' });
export type ReactionSummary = z.infer<typeof reactionSummary>;

export const commentAuthor = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
});
export type CommentAuthor = z.infer<typeof commentAuthor>;

/** A comment's place and text, on posts and on group topics alike. */
export const commentHead = {
  id: z.number().int(),
  postId: z.number().int(),
  /** The top-level comment a reply belongs to; null for a top-level comment. */
  parentId: z.number().int().nullable(),
  /** The text as typed; null once deleted (a deleted comment with replies stays as a marker). */
  body: z.string().nullable(),
  isDeleted: z.boolean(),
};

const commentFields = {
  ...commentHead,
  /** null once deleted. */
  author: commentAuthor.nullable(),
  createdAt: z.string(),
  /** Set when the text was changed after posting. */
  editedAt: z.string().nullable(),
  reactions: reactionSummary,
  /** The requester may change the text (the author, unless blocked). */
  canEdit: z.boolean(),
  /** The requester may delete it (the author, or an admin). */
  canDelete: z.boolean(),
  /** The requester is an admin and the author is not blocked (nor the requester). */
  canBlockAuthor: z.boolean(),
};

export const commentReply = z.object(commentFields).meta({ id: 'CommentReply' });
export type CommentReply = z.infer<typeof commentReply>;

/** A top-level comment with its replies, oldest reply first (one level of nesting). */
export const commentItem = z
  .object({ ...commentFields, replies: z.array(commentReply) })
  .meta({ id: 'Comment' });
export type CommentItem = z.infer<typeof commentItem>;

/** The list's meta also says whether the requester may write (false when blocked). */
export const commentListMeta = pageMeta.extend({
  canComment: z.boolean(),
  isBlocked: z.boolean(),
});
export const commentList = z
  .object({ data: z.array(commentItem), meta: commentListMeta })
  .meta({ id: 'CommentList' });
export type CommentList = z.infer<typeof commentList>;

/** Set or change one's reaction (the same type again keeps it); `null` removes it. */
export const reactionBody = z.object({ type: reactionType.nullable() });
export type ReactionBody = z.input<typeof reactionBody>;

export const reactionDetailQuery = pageQuery.extend({
  type: z.preprocess((v) => (v === '' ? undefined : v), reactionType.optional()),
});
export type ReactionDetailQuery = z.input<typeof reactionDetailQuery>;

/** Who reacted, newest first. */
export const reactionDetailItem = z
  .object({
    user: commentAuthor,
    type: reactionType,
    createdAt: z.string(),
  })
  .meta({ id: 'ReactionDetail' });
export type ReactionDetailItem = z.infer<typeof reactionDetailItem>;

export const blockResult = z
  .object({ userId: z.number().int(), is_blocked: z.literal(true) })
  .meta({ id: 'BlockResult' });
export type BlockResult = z.infer<typeof blockResult>;
