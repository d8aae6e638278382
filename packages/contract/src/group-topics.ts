// A group topic as its members use it: the topic page, its posts (text, images, video links, a
// poll), likes, poll ballots and comments (docs/DECISIONS.md "Groups"). Server and web share
// these schemas; the video link rules are in video-links.ts, so both sides accept the same links.
import { z } from 'zod';
import { idSchema, pageMeta, pageQuery, strictInteger } from './api';
import { commentHead } from './comments';
import { GROUP_LIMITS, GROUP_ROLES, GROUP_TOPIC_PHASES } from './group-codes';
import { videoUrl } from './video-links';

const required = () => ({ error: 'validation.required' }) as const;
const id = idSchema;

export const groupTopicParams = z.object({ id, topicId: id });
export const groupPostParams = z.object({ id, postId: id });
export const groupCommentParams = z.object({ id, commentId: id });

/** The multipart part names of a new post. */
export const GROUP_POST_IMAGE_FIELD = 'images';

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

const postBody = z
  .string(required())
  .trim()
  .min(1, 'validation.required')
  .max(GROUP_LIMITS.postBodyMax, 'validation.too_long');

export const pollInput = z.object({
  question: z
    .string(required())
    .trim()
    .min(1, 'validation.required')
    .max(GROUP_LIMITS.pollQuestionMax, 'validation.too_long'),
  options: z
    .array(
      z
        .string(required())
        .trim()
        .min(1, 'validation.required')
        .max(GROUP_LIMITS.pollOptionMax, 'validation.too_long'),
    )
    .min(GROUP_LIMITS.pollOptionsMin, 'group_topics.poll_options')
    .max(GROUP_LIMITS.pollOptionsMax, 'group_topics.poll_options'),
  multiple: z.boolean().default(false),
});
export type PollInput = z.input<typeof pollInput>;

/**
 * A new post's text fields. Sent as multipart/form-data (with the images in the repeated part
 * `images`): `body`, `videoUrls` repeated (or one JSON array), `poll` as a JSON string. A JSON
 * body without images is accepted too.
 */
export const groupPostFields = z.object({
  body: postBody,
  videoUrls: z
    .array(videoUrl)
    .max(GROUP_LIMITS.videoLinksPerPost, 'group_topics.too_many_videos')
    .default([]),
  poll: pollInput.nullable().default(null),
});
export type GroupPostFields = z.input<typeof groupPostFields>;

/** Editing a post: its text and video links (images and the poll stay as posted). */
export const groupPostEdit = z.object({
  body: postBody.optional(),
  videoUrls: z
    .array(videoUrl)
    .max(GROUP_LIMITS.videoLinksPerPost, 'group_topics.too_many_videos')
    .optional(),
});
export type GroupPostEdit = z.input<typeof groupPostEdit>;

export const voteBody = z.object({
  choices: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(GROUP_LIMITS.pollOptionsMax - 1),
    )
    .min(1, 'validation.choose_one')
    .max(GROUP_LIMITS.pollOptionsMax),
});
export type VoteBody = z.input<typeof voteBody>;

const commentText = z
  .string(required())
  .trim()
  .min(1, 'validation.required')
  .max(GROUP_LIMITS.commentBodyMax, 'validation.too_long');

/** A comment, or a reply to one (a reply to a reply joins the same top-level comment). */
export const groupCommentBody = z.object({
  body: commentText,
  parentId: z.number().int().positive().nullable().optional(),
});
export type GroupCommentBody = z.input<typeof groupCommentBody>;

export const groupCommentEdit = z.object({ body: commentText });
export type GroupCommentEdit = z.input<typeof groupCommentEdit>;

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export const groupTopicPhase = z.enum(GROUP_TOPIC_PHASES);

/** Why the reader may not write in a topic (null: they may). */
export const WRITE_BLOCKS = ['blocked', 'viewer', 'upcoming', 'closed'] as const;
export type WriteBlock = (typeof WRITE_BLOCKS)[number];

export const topicBrief = z
  .object({
    id: z.number().int(),
    title: z.string(),
    phase: groupTopicPhase,
    opensAt: z.string(),
    closesAt: z.string(),
  })
  .meta({ id: 'GroupTopicBrief' });
export type TopicBrief = z.infer<typeof topicBrief>;

export const groupTopicDetail = z
  .object({
    id: z.number().int(),
    groupId: z.number().int(),
    groupName: z.string(),
    mrocEnabled: z.boolean(),
    /** The main topic of a sub-topic; null for a main topic. */
    parent: topicBrief.nullable(),
    title: z.string(),
    /** Sanitised HTML. */
    body: z.string(),
    opensAt: z.string(),
    closesAt: z.string(),
    phase: groupTopicPhase,
    subTopics: z.array(topicBrief),
    myRole: z.enum(GROUP_ROLES).nullable(),
    /** Moderator of this group or admin: sees and does everything. */
    canModerate: z.boolean(),
    canWrite: z.boolean(),
    writeBlock: z.enum(WRITE_BLOCKS).nullable(),
    /** false: an MROC participant who has not posted here yet sees only their own posts. */
    seesOthers: z.boolean(),
    hasPosted: z.boolean(),
    postCount: z.number().int(),
  })
  .meta({ id: 'GroupTopicDetail' });
export type GroupTopicDetail = z.infer<typeof groupTopicDetail>;

export const groupAuthor = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
});
export type GroupAuthor = z.infer<typeof groupAuthor>;

export const groupPoll = z
  .object({
    question: z.string(),
    multiple: z.boolean(),
    options: z.array(z.string()),
    /** Open for ballots until the topic closes. */
    isOpen: z.boolean(),
    /** The reader's ballot (option indexes), or null. */
    myChoices: z.array(z.number().int()).nullable(),
    canVote: z.boolean(),
    /** Votes per option and ballots in all: after voting, for moderators, once the topic closed. */
    results: z.object({ counts: z.array(z.number().int()), total: z.number().int() }).nullable(),
  })
  .meta({ id: 'GroupPoll' });
export type GroupPoll = z.infer<typeof groupPoll>;

export const groupPostItem = z
  .object({
    id: z.number().int(),
    groupId: z.number().int(),
    topicId: z.number().int(),
    /** Plain text, as typed. */
    body: z.string(),
    videoUrls: z.array(z.string()),
    images: z.array(z.string()),
    author: groupAuthor.nullable(),
    createdAt: z.string(),
    editedAt: z.string().nullable(),
    likeCount: z.number().int(),
    likedByMe: z.boolean(),
    commentCount: z.number().int(),
    poll: groupPoll.nullable(),
    isMine: z.boolean(),
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    canLike: z.boolean(),
    canComment: z.boolean(),
  })
  .meta({ id: 'GroupPost' });
export type GroupPostItem = z.infer<typeof groupPostItem>;

/** Posts newest first. */
export const groupPostListQuery = pageQuery;
export const groupPostList = z
  .object({
    data: z.array(groupPostItem),
    meta: pageMeta.extend({ seesOthers: z.boolean() }),
  })
  .meta({ id: 'GroupPostList' });
export type GroupPostList = z.infer<typeof groupPostList>;

const commentFields = {
  ...commentHead,
  /** Deleted by a moderator rather than by its author. */
  deletedByModerator: z.boolean(),
  author: groupAuthor.nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canLike: z.boolean(),
};
export const groupCommentReply = z.object(commentFields).meta({ id: 'GroupCommentReply' });
export type GroupCommentReply = z.infer<typeof groupCommentReply>;
export const groupCommentItem = z
  .object({ ...commentFields, replies: z.array(groupCommentReply) })
  .meta({ id: 'GroupComment' });
export type GroupCommentItem = z.infer<typeof groupCommentItem>;

/** Top-level comments oldest first, each with its replies (oldest first). */
export const groupCommentListQuery = pageQuery.extend({
  limit: strictInteger(z.number().int().min(1).max(100)).default(50),
});
export const groupCommentList = z
  .object({
    data: z.array(groupCommentItem),
    meta: pageMeta.extend({ canComment: z.boolean() }),
  })
  .meta({ id: 'GroupCommentList' });
export type GroupCommentList = z.infer<typeof groupCommentList>;

export const likeState = z
  .object({ liked: z.boolean(), likeCount: z.number().int() })
  .meta({ id: 'GroupLikeState' });
export type LikeState = z.infer<typeof likeState>;
