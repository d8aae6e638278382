// The topic page and its posts: reading (a fixed number of queries per page), writing a post
// with its photos and poll, editing and deleting, likes and poll ballots. Every call starts from
// the topic context (topic-context.ts), and every change is announced on the topic's channel.
import type { GroupPostEdit, VoteBody } from '@fanclub/contract/group-topics';
import { appError, forbidden } from '../../errors';
import type { ServiceContext } from '../../lib/context';
import { pageMeta } from '../../lib/paging';
import { visibleTopics } from '../groups/access';
import { mayDelete, mayEditOwn, topicPhase, type GroupReader } from '../groups/policy';
import type { PostForm } from './images';
import { storeGroupImages } from './images';
import { presentPost, presentTopic } from './presenter';
import {
  castBallot,
  countPosts,
  insertPost,
  listPosts,
  loadPostExtras,
  setPostLike,
  softDeletePost,
  topicPostsWhere,
  updatePost,
  type PostRow,
} from './queries';
import { publishTopicEvent } from './realtime';
import {
  assertMayWrite,
  loadPostContext,
  loadTopicContext,
  type TopicContext,
} from './topic-context';

type Ctx = Pick<ServiceContext, 'db' | 'storage'>;

const postsWhere = (c: TopicContext) =>
  topicPostsWhere(c.topic.id, c.seesOthers ? null : c.reader.id);

export async function getTopic(ctx: Ctx, reader: GroupReader, groupId: number, topicId: number) {
  const c = await loadTopicContext(ctx.db, reader, groupId, topicId);
  const seen = await visibleTopics(ctx.db, reader, c.access, c.now);
  const parent = c.topic.parentId
    ? (seen.find((t) => t.topic.id === c.topic.parentId)?.topic ?? null)
    : null;
  const subTopics = seen.filter((t) => t.topic.parentId === c.topic.id).map((t) => t.topic);
  return presentTopic(c, parent, subTopics, await countPosts(ctx.db, postsWhere(c)));
}

async function presentRows(ctx: Ctx, c: TopicContext, rows: PostRow[]) {
  const extras = await loadPostExtras(
    ctx.db,
    rows.map((r) => r.post.id),
    c.reader.id,
  );
  return rows.map((row) => presentPost(ctx.storage, c, row, extras));
}

export async function listTopicPosts(
  ctx: Ctx,
  reader: GroupReader,
  groupId: number,
  topicId: number,
  page: number,
  limit: number,
) {
  const c = await loadTopicContext(ctx.db, reader, groupId, topicId);
  const { rows, total } = await listPosts(ctx.db, postsWhere(c), page, limit);
  return {
    data: await presentRows(ctx, c, rows),
    meta: { ...pageMeta(page, limit, total), seesOthers: c.seesOthers },
  };
}

async function presentOne(ctx: Ctx, reader: GroupReader, groupId: number, postId: number) {
  const { context, row } = await loadPostContext(ctx.db, reader, groupId, postId);
  const [item] = await presentRows(ctx, context, [row]);
  return item!;
}

export const getPost = presentOne;

/** Whether the reader may post in the topic now (before a form's photos are read). */
export async function checkMayPost(
  ctx: Ctx,
  reader: GroupReader,
  groupId: number,
  topicId: number,
) {
  assertMayWrite(await loadTopicContext(ctx.db, reader, groupId, topicId));
}

export async function createPost(
  ctx: Ctx,
  reader: GroupReader,
  groupId: number,
  topicId: number,
  form: PostForm,
  socketId: string | null,
) {
  const c = await loadTopicContext(ctx.db, reader, groupId, topicId);
  assertMayWrite(c);
  const imageKeys = await storeGroupImages(ctx.storage, form.images);
  const postId = await ctx.db.transaction(async (tx) => {
    const id = await insertPost(tx, {
      groupId,
      topicId: c.topic.id,
      authorId: reader.id,
      body: form.fields.body,
      videoUrls: form.fields.videoUrls,
      imageKeys,
      poll: form.fields.poll,
    });
    await publishTopicEvent(tx, groupId, { change: 'post', topicId, postId: id }, socketId);
    return id;
  });
  return presentOne(ctx, reader, groupId, postId);
}

export async function editPost(
  ctx: Ctx,
  reader: GroupReader,
  groupId: number,
  postId: number,
  changes: GroupPostEdit,
  socketId: string | null,
) {
  const { context: c, row } = await loadPostContext(ctx.db, reader, groupId, postId);
  if (row.post.authorId !== reader.id) throw forbidden();
  assertMayWrite(c);
  if (!mayEditOwn(reader.id, row.post.authorId, c.canWrite)) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    await updatePost(tx, postId, {
      ...(changes.body !== undefined ? { body: changes.body.trim() } : {}),
      ...(changes.videoUrls !== undefined ? { videoUrls: changes.videoUrls } : {}),
    });
    await publishTopicEvent(tx, groupId, { change: 'edit', topicId: c.topic.id, postId }, socketId);
  });
  return presentOne(ctx, reader, groupId, postId);
}

export async function deletePost(
  ctx: Ctx,
  reader: GroupReader,
  groupId: number,
  postId: number,
  socketId: string | null,
) {
  const { context: c, row } = await loadPostContext(ctx.db, reader, groupId, postId);
  if (!mayDelete(c.access.standing, reader.id, row.post.authorId)) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    if (await softDeletePost(tx, postId))
      await publishTopicEvent(
        tx,
        groupId,
        { change: 'delete', topicId: c.topic.id, postId },
        socketId,
      );
  });
}

export async function likePost(
  ctx: Ctx,
  reader: GroupReader,
  groupId: number,
  postId: number,
  liked: boolean,
  socketId: string | null,
) {
  const { context: c } = await loadPostContext(ctx.db, reader, groupId, postId);
  assertMayWrite(c);
  const likeCount = await ctx.db.transaction(async (tx) => {
    const n = await setPostLike(tx, postId, reader.id, liked);
    await publishTopicEvent(tx, groupId, { change: 'like', topicId: c.topic.id, postId }, socketId);
    return n;
  });
  return { liked, likeCount };
}

/** One final ballot per member while the topic is open: single choice takes exactly one. */
export async function vote(
  ctx: Ctx,
  reader: GroupReader,
  groupId: number,
  postId: number,
  body: VoteBody,
  socketId: string | null,
) {
  const { context: c } = await loadPostContext(ctx.db, reader, groupId, postId);
  const extras = await loadPostExtras(ctx.db, [postId], reader.id);
  const poll = extras.polls.get(postId);
  if (!poll) throw appError('NOT_FOUND', { messageKey: 'group_topics.no_poll' });
  if (topicPhase(c.topic, c.now) === 'closed')
    throw appError('PERMISSION_DENIED', { messageKey: 'group_topics.poll_closed' });
  assertMayWrite(c);
  const choices = [...new Set(body.choices)].sort((a, b) => a - b);
  if (choices.some((i) => i >= poll.options.length))
    throw appError('VALIDATION_ERROR', {
      fieldErrors: { choices: [{ key: 'validation.option' }] },
    });
  if (!poll.multiple && choices.length !== 1)
    throw appError('VALIDATION_ERROR', {
      fieldErrors: { choices: [{ key: 'group_topics.one_choice' }] },
    });
  if (extras.myBallots.has(postId))
    throw appError('CONFLICT', { messageKey: 'group_topics.already_voted' });
  const cast = await ctx.db.transaction(async (tx) => {
    const done = await castBallot(tx, postId, reader.id, choices);
    if (done)
      await publishTopicEvent(
        tx,
        groupId,
        { change: 'vote', topicId: c.topic.id, postId },
        socketId,
      );
    return done;
  });
  if (!cast) throw appError('CONFLICT', { messageKey: 'group_topics.already_voted' });
  return presentOne(ctx, reader, groupId, postId);
}
