// Group topics, posts and comments as the API shows them, with what the reader may do with each
// (from the topic context, so the flags and the checks of the calls are the same rules).
import type {
  GroupCommentItem,
  GroupCommentReply,
  GroupPoll,
  GroupPostItem,
  GroupTopicDetail,
  TopicBrief,
} from '@fanclub/contract/group-topics';
import type { GroupTopicRow } from '../../db/schema/index';
import type { Storage } from '../../lib/storage';
import { presentAvatar } from '../avatar/presenter';
import { mayDelete, mayEditOwn, seesPollResults, topicPhase } from '../groups/policy';
import type { CommentRow } from './comment-queries';
import type { PostExtras, PostRow } from './queries';
import type { TopicContext } from './topic-context';

const EDITED_AFTER_MS = 1000;

export function presentTopicBrief(topic: GroupTopicRow, now: Date): TopicBrief {
  return {
    id: topic.id,
    title: topic.title,
    phase: topicPhase(topic, now),
    opensAt: topic.opensAt.toISOString(),
    closesAt: topic.closesAt.toISOString(),
  };
}

export function presentTopic(
  c: TopicContext,
  parent: GroupTopicRow | null,
  subTopics: GroupTopicRow[],
  postCount: number,
): GroupTopicDetail {
  return {
    ...presentTopicBrief(c.topic, c.now),
    groupId: c.access.group.id,
    groupName: c.access.group.name,
    mrocEnabled: c.access.group.mrocEnabled,
    parent: parent ? presentTopicBrief(parent, c.now) : null,
    body: c.topic.body,
    subTopics: subTopics.map((t) => presentTopicBrief(t, c.now)),
    myRole: c.access.membership?.state === 'joined' ? c.access.membership.role : null,
    canModerate: c.canModerate,
    canWrite: c.canWrite,
    writeBlock: c.writeBlock,
    seesOthers: c.seesOthers,
    hasPosted: c.hasPosted,
    postCount,
  };
}

function author(
  storage: Storage,
  id: number | null,
  nickname: string | null,
  avatar: string | null,
) {
  return id !== null && nickname !== null
    ? { id, nickname, avatarUrl: presentAvatar(storage, avatar).url }
    : null;
}

function presentPoll(c: TopicContext, row: PostRow, extras: PostExtras): GroupPoll | null {
  const poll = extras.polls.get(row.post.id);
  if (!poll) return null;
  const mine = extras.myBallots.get(row.post.id) ?? null;
  const isOpen = topicPhase(c.topic, c.now) !== 'closed';
  const showResults = seesPollResults(c.access.standing, mine !== null, c.topic, c.now);
  const tally = extras.tallies.get(row.post.id);
  return {
    question: poll.question,
    multiple: poll.multiple,
    options: poll.options,
    isOpen,
    myChoices: mine,
    canVote: isOpen && mine === null && c.canWrite,
    results: showResults
      ? {
          counts: poll.options.map((_, i) => tally?.counts.get(i) ?? 0),
          total: tally?.total ?? 0,
        }
      : null,
  };
}

export function presentPost(
  storage: Storage,
  c: TopicContext,
  row: PostRow,
  extras: PostExtras,
): GroupPostItem {
  const p = row.post;
  const isMine = p.authorId === c.reader.id;
  return {
    id: p.id,
    groupId: p.groupId,
    topicId: p.topicId,
    body: p.body,
    videoUrls: p.videoUrls,
    images: (extras.images.get(p.id) ?? []).map((key) => storage.url(key)),
    author: author(storage, p.authorId, row.nickname, row.avatarPath),
    createdAt: p.createdAt.toISOString(),
    editedAt:
      p.updatedAt.getTime() - p.createdAt.getTime() > EDITED_AFTER_MS
        ? p.updatedAt.toISOString()
        : null,
    likeCount: p.likeCount,
    likedByMe: extras.myLikes.has(p.id),
    commentCount: p.commentCount,
    poll: presentPoll(c, row, extras),
    isMine,
    canEdit: mayEditOwn(c.reader.id, p.authorId, c.canWrite),
    canDelete: mayDelete(c.access.standing, c.reader.id, p.authorId),
    canLike: c.canWrite,
    canComment: c.canWrite,
  };
}

export function presentReply(
  storage: Storage,
  c: TopicContext,
  row: CommentRow,
  myLikes: Set<number>,
): GroupCommentReply {
  const m = row.comment;
  const isDeleted = m.deletedAt !== null;
  return {
    id: m.id,
    postId: m.postId,
    parentId: m.parentId,
    body: isDeleted ? null : m.body,
    isDeleted,
    deletedByModerator: isDeleted && m.deletedById !== null && m.deletedById !== m.authorId,
    author: isDeleted ? null : author(storage, m.authorId, row.nickname, row.avatarPath),
    createdAt: m.createdAt.toISOString(),
    editedAt:
      !isDeleted && m.updatedAt.getTime() - m.createdAt.getTime() > EDITED_AFTER_MS
        ? m.updatedAt.toISOString()
        : null,
    likeCount: m.likeCount,
    likedByMe: myLikes.has(m.id),
    canEdit: !isDeleted && mayEditOwn(c.reader.id, m.authorId, c.canWrite),
    canDelete: !isDeleted && mayDelete(c.access.standing, c.reader.id, m.authorId),
    canLike: !isDeleted && c.canWrite,
  };
}

export function presentComment(
  storage: Storage,
  c: TopicContext,
  row: CommentRow,
  replies: CommentRow[],
  myLikes: Set<number>,
): GroupCommentItem {
  return {
    ...presentReply(storage, c, row, myLikes),
    replies: replies.map((r) => presentReply(storage, c, r, myLikes)),
  };
}
