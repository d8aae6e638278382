// MROC's rules on the topic calls: writing only inside the window (its opening minute
// inclusive, its closing minute exclusive, on the app's clock), upcoming topics hidden from
// non-moderators, a participant seeing only their own posts until they answer, and polls
// (results after voting, for moderators and after closing; one ballot however many tries).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { json, useTestApp } from '../../../test/helpers';
import { groupPollBallots, groupPosts } from '../../db/schema/index';
import { loadGroupAccess } from '../groups/access';
import { visibleGroupPostsWhere } from './visibility';
import { buildGroup, buildGroupPost, buildTopic, castOf, HOUR, type Cast } from './test-fixtures';

const ctx = useTestApp();
let cast: Cast;
let groupId: number;

beforeAll(async () => {
  const group = await buildGroup(ctx.db, { mrocEnabled: true, visibility: 'private' });
  groupId = group.id;
  cast = await castOf(ctx.app, ctx.db, group.id);
});
afterEach(() => {
  vi.useRealTimers();
});

type PostList = { data: { id: number; body: string }[]; meta: { seesOthers: boolean } };
type Topic = { data: { phase: string; canWrite: boolean; writeBlock: string | null } };

describe('the window', () => {
  it('opens at its opening minute and closes at its closing minute', async () => {
    const minute = 60_000;
    const opensAt = new Date(Math.ceil((Date.now() + 2 * minute) / minute) * minute);
    const closesAt = new Date(opensAt.getTime() + 10 * minute);
    const topic = await buildTopic(ctx.db, groupId, { opensAt, closesAt });
    const url = `/api/groups/${groupId}/topics/${topic.id}`;
    const { client } = cast.participant;
    const at = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: ms });
    const tryPost = async () =>
      (await client.post(`${url}/posts`, { body: `at ${new Date().toISOString()}` })).statusCode;

    at(opensAt.getTime() - 1);
    expect((await client.get(url)).statusCode).toBe(404);
    const early = json<Topic>(await cast.moderator.client.get(url)).data;
    expect(early).toMatchObject({ phase: 'upcoming', canWrite: false, writeBlock: 'upcoming' });
    const refused = await cast.moderator.client.post(`${url}/posts`, { body: 'まだ' });
    expect(refused.statusCode).toBe(403);
    expect(json<{ message: string }>(refused).message).toBe(
      'This topic is not open for answers now.',
    );

    at(opensAt.getTime());
    expect(json<Topic>(await client.get(url)).data).toMatchObject({
      phase: 'open',
      canWrite: true,
    });
    expect(await tryPost()).toBe(201);

    at(closesAt.getTime() - 1);
    expect(await tryPost()).toBe(201);

    at(closesAt.getTime());
    expect(json<Topic>(await client.get(url)).data).toMatchObject({
      phase: 'closed',
      canWrite: false,
      writeBlock: 'closed',
    });
    expect(await tryPost()).toBe(403);
    cast.participant.client.locale = 'ja';
    const ja = await client.post(`${url}/posts`, { body: '遅れました' });
    expect(json<{ message: string }>(ja).message).toBe(
      'このトピックは現在、回答を受け付けていません。',
    );
    cast.participant.client.locale = 'en';
    // Closed topics stay readable.
    expect((await client.get(`${url}/posts`)).statusCode).toBe(200);
  });

  it('tells a viewer and a blocked member why they cannot write', async () => {
    const topic = await buildTopic(ctx.db, groupId);
    const url = `/api/groups/${groupId}/topics/${topic.id}`;
    expect(json<Topic>(await cast.viewer.client.get(url)).data.writeBlock).toBe('viewer');
    expect(json<Topic>(await cast.blocked.client.get(url)).data.writeBlock).toBe('blocked');
    const res = await cast.viewer.client.post(`${url}/posts`, { body: '見るだけ' });
    expect(json<{ message: string }>(res).message).toBe(
      'Viewers can read this topic but cannot write in it.',
    );
  });
});

describe('answer first, then see the others', () => {
  it('shows a participant only their own posts until they post', async () => {
    const topic = await buildTopic(ctx.db, groupId);
    const url = `/api/groups/${groupId}/topics/${topic.id}`;
    const others = await castOf(ctx.app, ctx.db, groupId);
    const theirs = await buildGroupPost(ctx.db, topic, others.participant.user!.id);
    const { client } = cast.participant;

    const before = json<PostList>(await client.get(`${url}/posts`));
    expect(before.data).toEqual([]);
    expect(before.meta.seesOthers).toBe(false);
    expect(json<{ data: { seesOthers: boolean } }>(await client.get(url)).data.seesOthers).toBe(
      false,
    );
    // Not by id, nor its comments, nor a like.
    expect((await client.get(`/api/groups/${groupId}/posts/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await client.get(`/api/groups/${groupId}/posts/${theirs.id}/comments`)).statusCode,
    ).toBe(404);
    expect(
      (
        await client.request({
          method: 'PUT',
          url: `/api/groups/${groupId}/posts/${theirs.id}/like`,
        })
      ).statusCode,
    ).toBe(404);
    // Viewers, moderators and admins read everything.
    for (const role of ['viewer', 'moderator', 'admin'] as const)
      expect(json<PostList>(await cast[role].client.get(`${url}/posts`)).data).toHaveLength(1);

    expect((await client.post(`${url}/posts`, { body: '私の答え' })).statusCode).toBe(201);
    const after = json<PostList>(await client.get(`${url}/posts`));
    expect(after.meta.seesOthers).toBe(true);
    expect(after.data.map((p) => p.body)).toEqual(['私の答え', '大三島です。']);
    expect((await client.get(`/api/groups/${groupId}/posts/${theirs.id}`)).statusCode).toBe(200);
  });

  it("counts on the group page only the posts the reader sees: not the others' before answering", async () => {
    const group = await buildGroup(ctx.db, { mrocEnabled: true });
    const people = await castOf(ctx.app, ctx.db, group.id);
    const others = await castOf(ctx.app, ctx.db, group.id);
    const topic = await buildTopic(ctx.db, group.id);
    for (let i = 0; i < 5; i += 1) await buildGroupPost(ctx.db, topic, others.participant.user!.id);
    const gone = await buildGroupPost(ctx.db, topic, others.participant.user!.id);
    await ctx.db
      .update(groupPosts)
      .set({ deletedAt: new Date() })
      .where(eq(groupPosts.id, gone.id));
    type Page = { data: { topics: { id: number; postCount: number }[] } };
    const countFor = async (role: 'participant' | 'viewer' | 'moderator' | 'admin') =>
      json<Page>(await people[role].client.get(`/api/groups/${group.id}`)).data.topics.find(
        (t) => t.id === topic.id,
      )?.postCount;
    expect(await countFor('participant')).toBe(0);
    for (const role of ['viewer', 'moderator', 'admin'] as const)
      expect(await countFor(role)).toBe(5);
    const { client } = people.participant;
    expect(
      (await client.post(`/api/groups/${group.id}/topics/${topic.id}/posts`, { body: '答え' }))
        .statusCode,
    ).toBe(201);
    expect(await countFor('participant')).toBe(6);
    // The same count as the topic's own list.
    const list = json<PostList & { meta: { total: number } }>(
      await client.get(`/api/groups/${group.id}/topics/${topic.id}/posts`),
    );
    expect(list.meta.total).toBe(6);
  });

  it('holds on lists outside the topic page (a member page): per topic, until answered', async () => {
    const group = await buildGroup(ctx.db, { mrocEnabled: true });
    const people = await castOf(ctx.app, ctx.db, group.id);
    const answered = await buildTopic(ctx.db, group.id);
    const unanswered = await buildTopic(ctx.db, group.id);
    const upcoming = await buildTopic(ctx.db, group.id, {
      opensAt: new Date(Date.now() + HOUR),
      closesAt: new Date(Date.now() + 2 * HOUR),
    });
    const moderatorId = people.moderator.user!.id;
    const me = people.participant.user!;
    await buildGroupPost(ctx.db, answered, moderatorId);
    await buildGroupPost(ctx.db, answered, me.id);
    await buildGroupPost(ctx.db, unanswered, moderatorId);
    await buildGroupPost(ctx.db, upcoming, moderatorId);
    const seenBy = async (user: typeof me) => {
      const access = await loadGroupAccess(ctx.db, user, group.id);
      const where = await visibleGroupPostsWhere(ctx.db, user, access);
      const rows = await ctx.db
        .select({ topicId: groupPosts.topicId })
        .from(groupPosts)
        .where(where);
      return rows.map((r) => r.topicId).sort();
    };
    expect(await seenBy(me)).toEqual([answered.id, answered.id]);
    expect(await seenBy(people.viewer.user!)).toEqual(
      [answered.id, answered.id, unanswered.id].sort(),
    );
    expect((await seenBy(people.moderator.user!)).length).toBe(4);
    expect(await seenBy(people.outsider.user!)).toEqual([]);
  });
});

describe('polls', () => {
  it('count 30 concurrent votes by one member once', async () => {
    const topic = await buildTopic(ctx.db, groupId, { opensAt: new Date(Date.now() - HOUR) });
    const post = await buildGroupPost(ctx.db, topic, cast.moderator.user!.id, {
      options: ['しまなみ', 'とびしま', 'ゆめしま'],
    });
    const { client, user } = cast.participant;
    // MROC: the participant answers first, then sees (and votes in) the others' posts.
    await buildGroupPost(ctx.db, topic, user!.id);
    const url = `/api/groups/${groupId}/posts/${post.id}/vote`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => client.post(url, { choices: [2] })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(29);
    const ballots = await ctx.db
      .select()
      .from(groupPollBallots)
      .where(and(eq(groupPollBallots.postId, post.id), eq(groupPollBallots.userId, user!.id)));
    expect(ballots).toHaveLength(1);
    const poll = json<{ data: { poll: { results: { counts: number[]; total: number } } } }>(
      await cast.admin.client.get(`/api/groups/${groupId}/posts/${post.id}`),
    ).data.poll;
    expect(poll.results).toEqual({ counts: [0, 0, 1], total: 1 });
  });

  it('shows results after voting, to moderators and after closing; takes one choice when single', async () => {
    const minute = 60_000;
    const closesAt = new Date(Math.ceil((Date.now() + 5 * minute) / minute) * minute);
    const topic = await buildTopic(ctx.db, groupId, { closesAt });
    const post = await buildGroupPost(ctx.db, topic, cast.moderator.user!.id, {
      options: ['A', 'B', 'C'],
    });
    const others = await castOf(ctx.app, ctx.db, groupId);
    await buildGroupPost(ctx.db, topic, cast.participant.user!.id);
    await buildGroupPost(ctx.db, topic, others.participant.user!.id);
    const url = `/api/groups/${groupId}/posts/${post.id}`;
    type Poll = { results: unknown; canVote: boolean; isOpen: boolean; myChoices: number[] | null };
    const pollOf = async (c: typeof cast.participant.client) =>
      json<{ data: { poll: Poll } }>(await c.get(url)).data.poll;

    expect(await pollOf(cast.participant.client)).toMatchObject({ results: null, canVote: true });
    expect((await pollOf(cast.moderator.client)).results).toEqual({ counts: [0, 0, 0], total: 0 });
    const two = await cast.participant.client.post(`${url}/vote`, { choices: [0, 1] });
    expect(two.statusCode).toBe(422);
    const voted = await cast.participant.client.post(`${url}/vote`, { choices: [1] });
    expect(json<{ data: { poll: Poll } }>(voted).data.poll).toMatchObject({
      myChoices: [1],
      canVote: false,
      results: { counts: [0, 1, 0], total: 1 },
    });
    expect((await pollOf(others.participant.client)).results).toBeNull();

    vi.useFakeTimers({ toFake: ['Date'], now: closesAt.getTime() });
    expect(await pollOf(others.participant.client)).toMatchObject({
      isOpen: false,
      canVote: false,
      results: { counts: [0, 1, 0], total: 1 },
    });
    const late = await others.participant.client.post(`${url}/vote`, { choices: [0] });
    expect(late.statusCode).toBe(403);
    expect(json<{ message: string }>(late).message).toBe('This poll has closed.');
  });
});
