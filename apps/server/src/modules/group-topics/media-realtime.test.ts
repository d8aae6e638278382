// A post's photos (sniffed, re-encoded WebP, at most 10 of at most 3 MB), video links, likes
// that stay exact under concurrent clicks, and the topic's realtime channel (who may follow it,
// what it carries).
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { groupTopicChannel, type ServerMessage } from '@fanclub/contract/realtime';
import { json, useTestApp, type Client } from '../../../test/helpers';
import { cookieHeader, openSocket, socketBase, subscribeWith } from '../../../test/realtime-client';
import { buildGroup, buildTopic, castOf, multipart, type Cast } from './test-fixtures';

const ctx = useTestApp();
let cast: Cast;
let groupId: number;
let topicId: number;
let base: string;

beforeAll(async () => {
  const group = await buildGroup(ctx.db, { mrocEnabled: true });
  groupId = group.id;
  topicId = (await buildTopic(ctx.db, group.id)).id;
  cast = await castOf(ctx.app, ctx.db, group.id);
  base = await socketBase(ctx.app);
});

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();

function postForm(client: Client, form: ReturnType<typeof multipart>) {
  return client.request({
    method: 'POST',
    url: `/api/groups/${groupId}/topics/${topicId}/posts`,
    payload: form.payload,
    headers: form.headers,
  });
}

type Post = {
  data: {
    id: number;
    images: string[];
    videoUrls: string[];
    poll: { options: string[]; multiple: boolean } | null;
  };
};

describe('a post with photos, video links and a poll', () => {
  it('stores the photos as WebP, keeps the links and the poll', async () => {
    const bytes = await png();
    const res = await postForm(
      cast.participant.client,
      multipart(
        {
          body: '写真を3枚',
          videoUrls: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871'],
          poll: JSON.stringify({ question: 'どれ？', options: ['海', '山'], multiple: true }),
        },
        [1, 2, 3].map((i) => ({ field: 'images', name: `p${i}.png`, bytes, type: 'image/png' })),
      ),
    );
    expect(res.statusCode).toBe(201);
    const post = json<Post>(res).data;
    expect(post.images).toHaveLength(3);
    expect(post.images[0]).toMatch(/^\/uploads\/group-posts\/[a-f0-9]{32}\.webp$/);
    expect(post.videoUrls).toHaveLength(2);
    expect(post.poll).toMatchObject({ options: ['海', '山'], multiple: true });
    const file = await ctx.app.inject({ method: 'GET', url: post.images[0]! });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses a photo over 3 MB, an eleventh photo, a non-image and other video sites', async () => {
    const { client } = cast.participant;
    const big = Buffer.alloc(3 * 1024 * 1024 + 1, 1);
    const tooLarge = await postForm(
      client,
      multipart({ body: '大きい' }, [{ field: 'images', name: 'big.png', bytes: big }]),
    );
    expect(tooLarge.statusCode).toBe(422);
    expect(json<{ error_code: string; errors: Record<string, string[]> }>(tooLarge)).toMatchObject({
      error_code: 'FILE_TOO_LARGE',
      errors: { images: ['Maximum file size exceeded'] },
    });

    const bytes = await png();
    const eleven = await postForm(
      client,
      multipart(
        { body: '多い' },
        Array.from({ length: 11 }, (_, i) => ({ field: 'images', name: `${i}.png`, bytes })),
      ),
    );
    expect(eleven.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(eleven).errors.images).toEqual([
      'Attach at most 10 photos.',
    ]);

    client.locale = 'ja';
    const text = await postForm(
      client,
      multipart({ body: '偽物', videoUrls: 'https://example.com/v/1' }, [
        { field: 'images', name: 'x.png', bytes: Buffer.from('not an image at all') },
      ]),
    );
    client.locale = 'en';
    expect(text.statusCode).toBe(422);
    const errors = json<{ errors: Record<string, string[]> }>(text).errors;
    expect(errors['videoUrls.0']).toEqual(['YouTube または Vimeo のリンクを入力してください。']);
  });

  it('refuses an empty body and a poll with one option', async () => {
    const res = await cast.participant.client.post(
      `/api/groups/${groupId}/topics/${topicId}/posts`,
      { body: ' ', poll: { question: 'q', options: ['only'] } },
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(res).errors).sort()).toEqual([
      'body',
      'poll.options',
    ]);
  });
});

describe('likes', () => {
  it('stay equal to the likers under concurrent clicks', async () => {
    const created = await cast.moderator.client.post(
      `/api/groups/${groupId}/topics/${topicId}/posts`,
      { body: 'いいねしてね' },
    );
    const postId = json<Post>(created).data.id;
    const url = `/api/groups/${groupId}/posts/${postId}/like`;
    const likers = [cast.moderator.client, cast.admin.client];
    await Promise.all(
      likers.flatMap((c) => Array.from({ length: 10 }, () => c.request({ method: 'PUT', url }))),
    );
    const after = json<{ data: { likeCount: number; likedByMe: boolean } }>(
      await cast.admin.client.get(`/api/groups/${groupId}/posts/${postId}`),
    ).data;
    expect(after).toMatchObject({ likeCount: 2, likedByMe: true });
    await Promise.all(
      Array.from({ length: 10 }, () => cast.admin.client.request({ method: 'DELETE', url })),
    );
    const last = await cast.admin.client.request({ method: 'DELETE', url });
    expect(json<{ data: { likeCount: number } }>(last).data).toEqual({
      liked: false,
      likeCount: 1,
    });
  });
});

describe('the topic channel', () => {
  const auth = (client: Client, socketId: string, channel: string) =>
    client.post('/api/broadcasting/auth', { socket_id: socketId, channel_name: channel });

  it('is signed only for readers who see the topic', async () => {
    const channel = groupTopicChannel(groupId, topicId);
    const socketId = '123.456';
    for (const role of ['viewer', 'participant', 'moderator', 'admin'] as const)
      expect((await auth(cast[role].client, socketId, channel)).statusCode).toBe(200);
    // MROC: a blocked participant never answers, so never reads the others' posts.
    for (const role of ['outsider', 'invited', 'blocked'] as const)
      expect((await auth(cast[role].client, socketId, channel)).statusCode).toBe(403);
    expect((await auth(cast.guest.client, socketId, channel)).statusCode).toBe(401);
    const other = await buildGroup(ctx.db);
    expect(
      (await auth(cast.moderator.client, socketId, groupTopicChannel(other.id, topicId)))
        .statusCode,
    ).toBe(403);
    const draft = await buildTopic(ctx.db, groupId, { status: 'draft' });
    expect(
      (await auth(cast.participant.client, socketId, groupTopicChannel(groupId, draft.id)))
        .statusCode,
    ).toBe(403);
  });

  it("is refused to an MROC participant until they answer, as the others' posts are", async () => {
    const socketId = '123.456';
    const topic = await buildTopic(ctx.db, groupId);
    const channel = groupTopicChannel(groupId, topic.id);
    const late = (await castOf(ctx.app, ctx.db, groupId)).participant.client;
    expect((await auth(late, socketId, channel)).statusCode).toBe(403);
    const answered = await late.post(`/api/groups/${groupId}/topics/${topic.id}/posts`, {
      body: '私の答え',
    });
    expect(answered.statusCode).toBe(201);
    expect((await auth(late, socketId, channel)).statusCode).toBe(200);
    // Outside MROC a participant follows at once.
    const plain = await buildGroup(ctx.db, { mrocEnabled: false });
    const plainTopic = await buildTopic(ctx.db, plain.id);
    const member = (await castOf(ctx.app, ctx.db, plain.id)).participant.client;
    expect(
      (await auth(member, socketId, groupTopicChannel(plain.id, plainTopic.id))).statusCode,
    ).toBe(200);
  });

  it('carries new posts, comments and likes as ids, to the others only', async () => {
    const channel = groupTopicChannel(groupId, topicId);
    const follow = async (client: Client) => {
      const socket = await openSocket(base, cookieHeader(client.cookies));
      const res = await auth(client, socket.socketId, channel);
      expect(await subscribeWith(socket, channel, res)).toEqual({
        event: 'subscription_succeeded',
        channel,
      });
      return socket;
    };
    const watcher = await follow(cast.viewer.client);
    const writer = await follow(cast.moderator.client);
    const isTopic = (m: ServerMessage) => m.event === 'group_topic';
    const nextTopicEvent = async (socket: typeof watcher) =>
      ((await socket.next(isTopic)) as Extract<ServerMessage, { event: 'group_topic' }>).data;

    const created = await cast.moderator.client.post(
      `/api/groups/${groupId}/topics/${topicId}/posts`,
      { body: '秘密の回答' },
      { 'x-socket-id': writer.socketId },
    );
    const postId = json<Post>(created).data.id;
    const event = await watcher.next(isTopic);
    expect(event).toEqual({
      event: 'group_topic',
      channel,
      data: { type: 'group_topic', change: 'post', topicId, postId },
    });
    expect(JSON.stringify(event)).not.toContain('秘密');

    await cast.admin.client.post(`/api/groups/${groupId}/posts/${postId}/comments`, {
      body: 'コメント',
    });
    expect(await nextTopicEvent(watcher)).toMatchObject({ change: 'comment', postId });
    await cast.admin.client.request({
      method: 'PUT',
      url: `/api/groups/${groupId}/posts/${postId}/like`,
    });
    expect(await nextTopicEvent(watcher)).toMatchObject({ change: 'like', postId });
    // The writer's own tab (its X-Socket-Id) was skipped for its post, not for the others'.
    expect(await nextTopicEvent(writer)).toMatchObject({ change: 'comment' });
    watcher.close();
    writer.close();
  });

  it('refuses a subscription with a signature for another socket', async () => {
    const channel = groupTopicChannel(groupId, topicId);
    const socket = await openSocket(base, cookieHeader(cast.participant.client.cookies));
    const res = await auth(cast.participant.client, '999.999', channel);
    expect(await subscribeWith(socket, channel, res)).toEqual({
      event: 'subscription_error',
      channel,
      data: { status: 403 },
    });
    socket.close();
  });
});
