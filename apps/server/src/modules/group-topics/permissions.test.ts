// Every topic call by every role (docs/ARCHITECTURE.md "Policies"): the expected statuses are
// written out by hand, one row per call, one column per role, on an open topic of a group
// without MROC (MROC's own rules are in mroc.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mailCount, useTestApp } from '../../../test/helpers';
import {
  buildGroup,
  buildGroupPost,
  buildTopic,
  castOf,
  ROLES,
  type Cast,
  type Role,
} from './test-fixtures';
import { groupComments } from '../../db/schema/index';

const ctx = useTestApp();

type Call =
  | 'topic'
  | 'posts'
  | 'create'
  | 'post'
  | 'editOthers'
  | 'like'
  | 'unlike'
  | 'vote'
  | 'comments'
  | 'comment'
  | 'editOthersComment'
  | 'likeComment'
  | 'unlikeComment'
  | 'deleteOthersComment'
  | 'deleteOthersPost';

// guest, outsider, invited, viewer, participant, moderator, blocked, admin
const READ = [401, 404, 404, 200, 200, 200, 200, 200];
const WRITE = [401, 404, 404, 403, 200, 200, 403, 200];
const EXPECTED: Record<Call, number[]> = {
  topic: READ,
  posts: READ,
  create: [401, 404, 404, 403, 201, 201, 403, 201],
  post: READ,
  editOthers: [401, 404, 404, 403, 403, 403, 403, 403],
  like: WRITE,
  unlike: WRITE,
  vote: WRITE,
  comments: READ,
  comment: [401, 404, 404, 403, 201, 201, 403, 201],
  editOthersComment: [401, 404, 404, 403, 403, 403, 403, 403],
  likeComment: WRITE,
  unlikeComment: WRITE,
  deleteOthersComment: [401, 404, 404, 403, 403, 200, 403, 200],
  deleteOthersPost: [401, 404, 404, 403, 403, 200, 403, 200],
};

let cast: Cast;
let groupId: number;
let topicId: number;
let authorId: number;
let authorEmail: string;

beforeAll(async () => {
  const group = await buildGroup(ctx.db, { mrocEnabled: false });
  groupId = group.id;
  const topic = await buildTopic(ctx.db, group.id);
  topicId = topic.id;
  cast = await castOf(ctx.app, ctx.db, group.id);
  // Another participant writes the posts and comments the others act on.
  const others = await castOf(ctx.app, ctx.db, group.id);
  authorId = others.participant.user!.id;
  authorEmail = others.participant.user!.email;
});

async function run(role: Role): Promise<Record<Call, number>> {
  const { client } = cast[role];
  const topic = { id: topicId, groupId };
  const post = await buildGroupPost(ctx.db, topic, authorId, { options: ['A', 'B'] });
  const victim = await buildGroupPost(ctx.db, topic, authorId);
  const [comment] = await ctx.db
    .insert(groupComments)
    .values({ postId: post.id, authorId, body: 'いいですね' })
    .returning();
  const g = `/api/groups/${groupId}`;
  const status = async (p: Promise<{ statusCode: number }>) => (await p).statusCode;
  const req = (method: 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    status(client.request({ method, url, ...(payload ? { payload } : {}) }));
  return {
    topic: await status(client.get(`${g}/topics/${topicId}`)),
    posts: await status(client.get(`${g}/topics/${topicId}/posts`)),
    create: await status(client.post(`${g}/topics/${topicId}/posts`, { body: `${role}の回答` })),
    post: await status(client.get(`${g}/posts/${post.id}`)),
    editOthers: await req('PATCH', `${g}/posts/${post.id}`, { body: '書き換え' }),
    like: await req('PUT', `${g}/posts/${post.id}/like`),
    unlike: await req('DELETE', `${g}/posts/${post.id}/like`),
    vote: await status(client.post(`${g}/posts/${post.id}/vote`, { choices: [1] })),
    comments: await status(client.get(`${g}/posts/${post.id}/comments`)),
    comment: await status(client.post(`${g}/posts/${post.id}/comments`, { body: 'こんにちは' })),
    editOthersComment: await req('PATCH', `${g}/comments/${comment!.id}`, { body: '書き換え' }),
    likeComment: await req('PUT', `${g}/comments/${comment!.id}/like`),
    unlikeComment: await req('DELETE', `${g}/comments/${comment!.id}/like`),
    deleteOthersComment: await req('DELETE', `${g}/comments/${comment!.id}`),
    deleteOthersPost: await req('DELETE', `${g}/posts/${victim.id}`),
  };
}

describe('group topic calls by role', () => {
  it('answer each role as the table says', async () => {
    const got: Record<string, number[]> = {};
    for (const [i, role] of ROLES.entries()) {
      const statuses = await run(role);
      for (const [call, code] of Object.entries(statuses)) (got[call] ??= [])[i] = code;
    }
    expect(got).toEqual(EXPECTED);
  });

  it('lets the author edit and delete their own post and comment', async () => {
    const { client, user } = cast.participant;
    const g = `/api/groups/${groupId}`;
    const created = await client.post(`${g}/topics/${topicId}/posts`, { body: '最初の回答' });
    const postId = json<{ data: { id: number } }>(created).data.id;
    const edited = await client.request({
      method: 'PATCH',
      url: `${g}/posts/${postId}`,
      payload: { body: '直した回答', videoUrls: ['https://youtu.be/dQw4w9WgXcQ'] },
    });
    expect(edited.statusCode).toBe(200);
    const post = json<{ data: { body: string; videoUrls: string[]; isMine: boolean } }>(edited);
    expect(post.data).toMatchObject({
      body: '直した回答',
      videoUrls: ['https://youtu.be/dQw4w9WgXcQ'],
      isMine: true,
    });
    const comment = await client.post(`${g}/posts/${postId}/comments`, { body: '補足' });
    const commentId = json<{ data: { id: number } }>(comment).data.id;
    expect(
      (
        await client.request({
          method: 'PATCH',
          url: `${g}/comments/${commentId}`,
          payload: { body: '補足2' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await client.request({ method: 'DELETE', url: `${g}/comments/${commentId}` })).statusCode,
    ).toBe(200);
    const thread = json<{ data: { isDeleted: boolean; deletedByModerator: boolean }[] }>(
      await client.get(`${g}/posts/${postId}/comments`),
    );
    expect(thread.data[0]).toMatchObject({ isDeleted: true, deletedByModerator: false });
    expect(
      (await client.request({ method: 'DELETE', url: `${g}/posts/${postId}` })).statusCode,
    ).toBe(200);
    expect((await client.get(`${g}/posts/${postId}`)).statusCode).toBe(404);
    expect(user).not.toBeNull();
  });

  it('marks a comment a moderator deleted, keeping its replies', async () => {
    const g = `/api/groups/${groupId}`;
    const post = await buildGroupPost(ctx.db, { id: topicId, groupId }, authorId);
    const first = await cast.participant.client.post(`${g}/posts/${post.id}/comments`, {
      body: '親コメント',
    });
    const parentId = json<{ data: { id: number } }>(first).data.id;
    // The post's author hears of the comment (the group's comment notice, on by default).
    expect(await mailCount(ctx.db, authorEmail)).toBeGreaterThan(0);
    const reply = await cast.admin.client.post(`${g}/posts/${post.id}/comments`, {
      body: '返信',
      parentId,
    });
    const replyId = json<{ data: { id: number } }>(reply).data.id;
    // A reply to a reply joins the same top-level comment.
    const nested = await cast.moderator.client.post(`${g}/posts/${post.id}/comments`, {
      body: '返信への返信',
      parentId: replyId,
    });
    expect(json<{ data: { parentId: number } }>(nested).data.parentId).toBe(parentId);
    await cast.moderator.client.request({ method: 'DELETE', url: `${g}/comments/${parentId}` });
    const thread = json<{
      data: {
        body: string | null;
        deletedByModerator: boolean;
        replies: { body: string }[];
      }[];
    }>(await cast.viewer.client.get(`${g}/posts/${post.id}/comments`));
    expect(thread.data).toHaveLength(1);
    expect(thread.data[0]).toMatchObject({ body: null, deletedByModerator: true });
    expect(thread.data[0]!.replies.map((r) => r.body)).toEqual(['返信', '返信への返信']);
    const detail = json<{ data: { commentCount: number } }>(
      await cast.viewer.client.get(`${g}/posts/${post.id}`),
    );
    expect(detail.data.commentCount).toBe(2);
  });

  it('hides a draft topic, a draft group and a segment the member is not in', async () => {
    const { client } = cast.participant;
    const draft = await buildTopic(ctx.db, groupId, { status: 'draft' });
    expect((await client.get(`/api/groups/${groupId}/topics/${draft.id}`)).statusCode).toBe(404);
    expect(
      (await cast.moderator.client.get(`/api/groups/${groupId}/topics/${draft.id}`)).statusCode,
    ).toBe(200);
    const { segments, segmentMembers, groupTopicSegments } = await import('../../db/schema/index');
    const [segment] = await ctx.db.insert(segments).values({ name: '常連' }).returning();
    const only = await buildTopic(ctx.db, groupId);
    await ctx.db
      .insert(groupTopicSegments)
      .values({ topicId: only.id, segmentId: segment!.id, operator: 'include' });
    expect((await client.get(`/api/groups/${groupId}/topics/${only.id}`)).statusCode).toBe(404);
    await ctx.db
      .insert(segmentMembers)
      .values({ segmentId: segment!.id, userId: cast.participant.user!.id });
    expect((await client.get(`/api/groups/${groupId}/topics/${only.id}`)).statusCode).toBe(200);
    const hidden = await buildGroup(ctx.db, { status: 'draft' });
    const inHidden = await buildTopic(ctx.db, hidden.id);
    expect((await client.get(`/api/groups/${hidden.id}/topics/${inHidden.id}`)).statusCode).toBe(
      404,
    );
    // A topic of another group through this group's id.
    expect((await client.get(`/api/groups/${groupId}/topics/${inHidden.id}`)).statusCode).toBe(404);
  });
});
