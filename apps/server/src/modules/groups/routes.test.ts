// The member's group calls for every standing (guest, outsider, invited, viewer, participant,
// moderator, blocked member, admin): who sees which group (404 for draft, private and unlisted
// ones), the list filters and search, join and accept (with the registration-complete mail),
// leave and decline, pins, the topics tree, and a member's page under MROC's answer-first rule.
import { beforeAll, describe, expect, it } from 'vitest';
import type { GroupRole, GroupMemberState } from '@fanclub/contract/group-codes';
import type { Db } from '../../db/client';
import { groupPosts, type groups, type groupTopics, type UserRow } from '../../db/schema/index';
import {
  buildAdmin,
  buildMember,
  Client,
  json,
  lastMailTo,
  useTestApp,
} from '../../../test/helpers';
import {
  GROUP_READER_ROLES,
  insertGroup,
  addGroupMember,
  insertTopic,
  type GroupReaderRole,
} from './group-fixtures';

const ctx = useTestApp();
const HOUR = 3_600_000;

const ROLES = GROUP_READER_ROLES;
type Role = GroupReaderRole;
type Person = Exclude<Role, 'guest'>;

const buildGroup = (db: Db, values: Partial<typeof groups.$inferInsert> = {}) =>
  insertGroup(db, {
    name: '瀬戸内の食と旅 研究会',
    description: '<p>島の食卓を語り合う会です。</p>',
    visibility: 'public',
    ...values,
  });
const addMember = (
  db: Db,
  groupId: number,
  userId: number,
  role: GroupRole,
  state: GroupMemberState,
) =>
  addGroupMember(db, groupId, userId, role, state, {
    joinedAt: state === 'joined' ? new Date() : null,
    invitedAt: new Date(),
  });
const buildTopic = (db: Db, groupId: number, values: Partial<typeof groupTopics.$inferInsert>) =>
  insertTopic(db, groupId, { title: 'トピック', ...values }, HOUR);
async function buildPost(db: Db, groupId: number, topicId: number, authorId: number, body: string) {
  const [row] = await db
    .insert(groupPosts)
    .values({ groupId, topicId, authorId, body })
    .returning();
  return row!;
}

const users = {} as Record<Person, UserRow>;
const clients = {} as Record<Role, Client>;
const GROUP_NAMES = ['public', 'unlisted', 'privateListed', 'privateHidden', 'draft'] as const;
type GroupName = (typeof GROUP_NAMES)[number];
const ids = {} as Record<GroupName, number>;

/** Gives every person but the outsider and the admin their row in a group. */
async function populate(groupId: number) {
  await addMember(ctx.db, groupId, users.invited.id, 'viewer', 'invited');
  await addMember(ctx.db, groupId, users.viewer.id, 'viewer', 'joined');
  await addMember(ctx.db, groupId, users.participant.id, 'participant', 'joined');
  await addMember(ctx.db, groupId, users.moderator.id, 'moderator', 'joined');
  await addMember(ctx.db, groupId, users.blocked.id, 'participant', 'joined');
}

beforeAll(async () => {
  for (const role of ROLES.filter((r) => r !== 'guest') as Person[])
    users[role] =
      role === 'admin'
        ? await buildAdmin(ctx.db)
        : await buildMember(ctx.db, { isBlocked: role === 'blocked' });
  clients.guest = await new Client(ctx.app, 'en').csrf();
  for (const role of Object.keys(users) as Person[])
    clients[role] = await new Client(ctx.app, 'en').login(users[role].email);
  ids.public = (await buildGroup(ctx.db, { name: 'Public kitchen' })).id;
  ids.unlisted = (await buildGroup(ctx.db, { name: 'Unlisted harbour', searchable: false })).id;
  ids.privateListed = (
    await buildGroup(ctx.db, { name: 'Private listed', visibility: 'private', mrocEnabled: true })
  ).id;
  ids.privateHidden = (
    await buildGroup(ctx.db, {
      name: 'Private hidden',
      visibility: 'private',
      searchable: false,
      mrocEnabled: true,
    })
  ).id;
  ids.draft = (await buildGroup(ctx.db, { name: 'Draft island', status: 'draft' })).id;
  for (const name of GROUP_NAMES) await populate(ids[name]);
});

/** Status of GET api/groups/{id}, written out per role and group. */
const DETAIL: Record<Role, Record<GroupName, number>> = {
  guest: { public: 401, unlisted: 401, privateListed: 401, privateHidden: 401, draft: 401 },
  outsider: { public: 200, unlisted: 200, privateListed: 200, privateHidden: 404, draft: 404 },
  invited: { public: 200, unlisted: 200, privateListed: 200, privateHidden: 200, draft: 404 },
  viewer: { public: 200, unlisted: 200, privateListed: 200, privateHidden: 200, draft: 404 },
  participant: { public: 200, unlisted: 200, privateListed: 200, privateHidden: 200, draft: 404 },
  moderator: { public: 200, unlisted: 200, privateListed: 200, privateHidden: 200, draft: 200 },
  blocked: { public: 200, unlisted: 200, privateListed: 200, privateHidden: 200, draft: 404 },
  admin: { public: 200, unlisted: 200, privateListed: 200, privateHidden: 200, draft: 200 },
};

type Flags = {
  canJoin: boolean;
  canAccept: boolean;
  canLeave: boolean;
  canModerate: boolean;
  canEnter: boolean;
};
/** Flags on the public group: [canJoin, canAccept, canLeave, canModerate, canEnter]. */
const FLAGS: Record<Person, [boolean, boolean, boolean, boolean, boolean]> = {
  outsider: [true, false, false, false, false],
  invited: [false, true, true, false, false],
  viewer: [false, false, true, false, true],
  participant: [false, false, true, false, true],
  moderator: [false, false, true, true, true],
  blocked: [false, false, true, false, true],
  admin: [false, false, false, true, true],
};

describe('group page', () => {
  const cases = ROLES.flatMap((role) => GROUP_NAMES.map((g) => [role, g] as const));
  it.each(cases)('%s opening %s', async (role, g) => {
    const res = await clients[role].get(`/api/groups/${ids[g]}`);
    expect(res.statusCode, res.body).toBe(DETAIL[role][g]);
    if (res.statusCode === 404)
      expect(json<{ error_code: string }>(res).error_code).toBe('NOT_FOUND');
  });

  it.each(ROLES.filter((r) => r !== 'guest') as Person[])(
    '%s gets the flags of the table',
    async (role) => {
      const data = json<{ data: { flags: Flags; membership: unknown } }>(
        await clients[role].get(`/api/groups/${ids.public}`),
      ).data;
      const f = data.flags;
      expect([f.canJoin, f.canAccept, f.canLeave, f.canModerate, f.canEnter]).toEqual(FLAGS[role]);
    },
  );

  it('answers 404 for an unknown group and 422 for a bad id', async () => {
    expect((await clients.participant.get('/api/groups/999999')).statusCode).toBe(404);
    expect((await clients.participant.get('/api/groups/abc')).statusCode).toBe(422);
  });

  it('shows the contact, lead moderator and joined member count, never members e-mails', async () => {
    const g = await buildGroup(ctx.db, {
      contactName: '事務局',
      contactEmail: 'office@example.jp',
      moderatorId: users.moderator.id,
    });
    await populate(g.id);
    const res = await clients.viewer.get(`/api/groups/${g.id}`);
    const data = json<{ data: Record<string, unknown> }>(res).data;
    expect(data).toMatchObject({
      contact: { name: '事務局', email: 'office@example.jp' },
      leadModerator: { id: users.moderator.id, nickname: users.moderator.nickname },
      memberCount: 4,
      membership: { role: 'viewer', state: 'joined', pinned: false },
    });
    expect(res.body).not.toContain(users.moderator.email);
  });
});

describe('topics tree', () => {
  it('nests sub-topics, gives phases, hides drafts, segments and (MROC) upcoming topics', async () => {
    const g = await buildGroup(ctx.db, { visibility: 'private', mrocEnabled: true });
    await populate(g.id);
    const now = Date.now();
    const main = await buildTopic(ctx.db, g.id, { title: 'main', position: 1 });
    await buildTopic(ctx.db, g.id, { title: 'sub', parentId: main.id });
    await buildTopic(ctx.db, g.id, {
      title: 'upcoming',
      position: 2,
      opensAt: new Date(now + HOUR),
      closesAt: new Date(now + 2 * HOUR),
    });
    await buildTopic(ctx.db, g.id, {
      title: 'closed',
      position: 3,
      opensAt: new Date(now - 2 * HOUR),
      closesAt: new Date(now - HOUR),
    });
    await buildTopic(ctx.db, g.id, { title: 'draft', position: 4, status: 'draft' });
    await buildPost(ctx.db, g.id, main.id, users.participant.id, 'hello');

    type Tree = {
      title: string;
      phase: string;
      postCount: number;
      subTopics: { title: string }[];
    }[];
    const tree = async (role: Person) =>
      json<{ data: { topics: Tree } }>(await clients[role].get(`/api/groups/${g.id}`)).data.topics;
    const participant = await tree('participant');
    expect(participant.map((t) => [t.title, t.phase])).toEqual([
      ['main', 'open'],
      ['closed', 'closed'],
    ]);
    expect(participant[0]).toMatchObject({ postCount: 1, subTopics: [{ title: 'sub' }] });
    expect((await tree('moderator')).map((t) => t.title)).toEqual([
      'main',
      'upcoming',
      'closed',
      'draft',
    ]);
    expect((await tree('admin')).map((t) => t.title)).toEqual([
      'main',
      'upcoming',
      'closed',
      'draft',
    ]);
    expect(await tree('invited')).toEqual([]);
  });
});

describe('list', () => {
  type Item = {
    id: number;
    name: string;
    memberCount: number;
    membership: { pinned: boolean } | null;
  };
  const list = async (role: Person, query: string) => {
    const res = await clients[role].get(`/api/groups?${query}&limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    return json<{ data: Item[]; meta: { total: number } }>(res);
  };
  const names = async (role: Person, filter: string) =>
    (await list(role, `filter=${filter}`)).data
      .filter((i) => Object.values(ids).includes(i.id))
      .map((i) => i.name)
      .sort();

  it('needs a session', async () => {
    expect((await clients.guest.get('/api/groups')).statusCode).toBe(401);
  });

  it.each([
    ['outsider', 'all', ['Private listed', 'Public kitchen']],
    [
      'participant',
      'all',
      ['Private hidden', 'Private listed', 'Public kitchen', 'Unlisted harbour'],
    ],
    [
      'invited',
      'invited',
      ['Private hidden', 'Private listed', 'Public kitchen', 'Unlisted harbour'],
    ],
    ['participant', 'invited', []],
    [
      'participant',
      'joined',
      ['Private hidden', 'Private listed', 'Public kitchen', 'Unlisted harbour'],
    ],
    [
      'viewer',
      'joined',
      ['Private hidden', 'Private listed', 'Public kitchen', 'Unlisted harbour'],
    ],
    ['moderator', 'joined', []],
    [
      'moderator',
      'mine',
      ['Draft island', 'Private hidden', 'Private listed', 'Public kitchen', 'Unlisted harbour'],
    ],
    [
      'moderator',
      'all',
      ['Draft island', 'Private hidden', 'Private listed', 'Public kitchen', 'Unlisted harbour'],
    ],
    ['participant', 'mine', []],
    ['outsider', 'mine', []],
    [
      'admin',
      'mine',
      ['Draft island', 'Private hidden', 'Private listed', 'Public kitchen', 'Unlisted harbour'],
    ],
    [
      'blocked',
      'joined',
      ['Private hidden', 'Private listed', 'Public kitchen', 'Unlisted harbour'],
    ],
  ] as const)('%s with filter %s', async (role, filter, expected) => {
    expect(await names(role, filter)).toEqual([...expected].sort());
  });

  it('searches names and descriptions, with wildcards taken literally, and pages', async () => {
    expect((await list('participant', 'keyword=kitchen')).data.map((i) => i.name)).toEqual([
      'Public kitchen',
    ]);
    expect((await list('participant', 'keyword=%25')).meta.total).toBe(0);
    const page = await clients.participant.get('/api/groups?limit=2&page=2');
    expect(json<{ meta: unknown }>(page).meta).toMatchObject({ page: 2, limit: 2 });
    expect(json<{ data: unknown[] }>(page).data.length).toBeLessThanOrEqual(2);
    const item = (await list('participant', 'keyword=kitchen')).data[0]!;
    expect(item.memberCount).toBe(4);
  });

  it('treats an unknown filter as all', async () => {
    const res = await clients.outsider.get('/api/groups?filter=weird');
    expect(res.statusCode).toBe(200);
  });
});

describe('join, leave, pin', () => {
  it('joins a public group as participant and mails the registration notice', async () => {
    const g = await buildGroup(ctx.db);
    const member = await buildMember(ctx.db);
    const client = await new Client(ctx.app, 'ja').login(member.email);
    const res = await client.post(`/api/groups/${g.id}/join`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: { membership: unknown; flags: Flags } }>(res).data).toMatchObject({
      membership: { role: 'participant', state: 'joined' },
      flags: { canEnter: true, canJoin: false },
    });
    expect((await lastMailTo(ctx.db, member.email))?.template).toBe('group_registration_complete');
    expect((await client.post(`/api/groups/${g.id}/join`)).statusCode).toBe(409);
  });

  it('sends no notice when the group turned it off', async () => {
    const g = await buildGroup(ctx.db, { mailRegistrationComplete: false });
    const member = await buildMember(ctx.db);
    const client = await new Client(ctx.app, 'en').login(member.email);
    expect((await client.post(`/api/groups/${g.id}/join`)).statusCode).toBe(200);
    expect(await lastMailTo(ctx.db, member.email)).toBeUndefined();
  });

  it('accepts an invitation to a private group keeping the invited role', async () => {
    const g = await buildGroup(ctx.db, { visibility: 'private', searchable: false });
    const member = await buildMember(ctx.db);
    await addMember(ctx.db, g.id, member.id, 'viewer', 'invited');
    const client = await new Client(ctx.app, 'en').login(member.email);
    const res = await client.post(`/api/groups/${g.id}/join`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: { membership: unknown } }>(res).data.membership).toMatchObject({
      role: 'viewer',
      state: 'joined',
    });
  });

  it.each([
    ['guest', 'public', 401],
    ['outsider', 'privateListed', 403],
    ['outsider', 'privateHidden', 404],
    ['outsider', 'draft', 404],
    ['invited', 'draft', 404],
    ['viewer', 'public', 409],
    ['moderator', 'draft', 409],
    ['admin', 'public', 403],
  ] as const)('%s joining %s → %i', async (role, g, status) => {
    expect((await clients[role].post(`/api/groups/${ids[g]}/join`)).statusCode).toBe(status);
  });

  it('refuses a join without the CSRF token (419)', async () => {
    const res = await clients.outsider.request({
      method: 'POST',
      url: `/api/groups/${ids.public}/join`,
      headers: { 'x-xsrf-token': 'wrong' },
    });
    expect(res.statusCode).toBe(419);
  });

  it('leaves a group and declines an invitation; a private group is then unseen', async () => {
    const g = await buildGroup(ctx.db, { visibility: 'private', searchable: false });
    const [a, b] = [await buildMember(ctx.db), await buildMember(ctx.db)];
    await addMember(ctx.db, g.id, a.id, 'participant', 'joined');
    await addMember(ctx.db, g.id, b.id, 'participant', 'invited');
    for (const m of [a, b]) {
      const client = await new Client(ctx.app, 'en').login(m.email);
      expect((await client.post(`/api/groups/${g.id}/leave`)).statusCode).toBe(200);
      expect((await client.get(`/api/groups/${g.id}`)).statusCode).toBe(404);
    }
  });

  it('lets the last moderator leave (admins still moderate)', async () => {
    const g = await buildGroup(ctx.db);
    const mod = await buildMember(ctx.db);
    await addMember(ctx.db, g.id, mod.id, 'moderator', 'joined');
    const client = await new Client(ctx.app, 'en').login(mod.email);
    expect((await client.post(`/api/groups/${g.id}/leave`)).statusCode).toBe(200);
    expect(
      json<{ data: { flags: Flags } }>(await client.get(`/api/groups/${g.id}`)).data.flags.canJoin,
    ).toBe(true);
  });

  it.each([
    ['guest', 401],
    ['outsider', 403],
    ['admin', 403],
  ] as const)('%s leaving the public group → %i', async (role, status) => {
    expect((await clients[role].post(`/api/groups/${ids.public}/leave`)).statusCode).toBe(status);
  });

  it('pins and unpins; the pinned filter follows; without a membership 403', async () => {
    const pin = await clients.participant.request({
      method: 'PUT',
      url: `/api/groups/${ids.unlisted}/pin`,
    });
    expect(pin.statusCode, pin.body).toBe(200);
    expect(json<{ data: { pinned: boolean } }>(pin).data.pinned).toBe(true);
    const pinned = json<{ data: { id: number }[] }>(
      await clients.participant.get('/api/groups?filter=pinned'),
    );
    expect(pinned.data.map((i) => i.id)).toEqual([ids.unlisted]);
    const first = json<{ data: { id: number }[] }>(
      await clients.participant.get('/api/groups?limit=100'),
    );
    expect(first.data[0]!.id).toBe(ids.unlisted);
    const unpin = await clients.participant.request({
      method: 'DELETE',
      url: `/api/groups/${ids.unlisted}/pin`,
    });
    expect(json<{ data: { pinned: boolean } }>(unpin).data.pinned).toBe(false);
    expect(
      json<{ data: unknown[] }>(await clients.participant.get('/api/groups?filter=pinned')).data,
    ).toEqual([]);
    expect(
      (
        await clients.invited.request({
          method: 'PUT',
          url: `/api/groups/${ids.privateHidden}/pin`,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await clients.outsider.request({ method: 'PUT', url: `/api/groups/${ids.public}/pin` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await clients.outsider.request({ method: 'PUT', url: `/api/groups/${ids.draft}/pin` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await clients.guest.request({ method: 'PUT', url: `/api/groups/${ids.public}/pin` }))
        .statusCode,
    ).toBe(401);
  });
});

describe("a member's page", () => {
  let groupId: number;
  let topicA: number;
  let topicB: number;
  beforeAll(async () => {
    const g = await buildGroup(ctx.db, { visibility: 'private', mrocEnabled: true });
    groupId = g.id;
    await populate(groupId);
    topicA = (await buildTopic(ctx.db, groupId, { title: 'A' })).id;
    topicB = (await buildTopic(ctx.db, groupId, { title: 'B' })).id;
    const hidden = await buildTopic(ctx.db, groupId, { title: 'draft', status: 'draft' });
    await buildPost(ctx.db, groupId, topicA, users.moderator.id, 'mod in A');
    await buildPost(ctx.db, groupId, topicB, users.moderator.id, 'mod in B');
    await buildPost(ctx.db, groupId, hidden.id, users.moderator.id, 'mod in draft');
    await buildPost(ctx.db, groupId, topicA, users.participant.id, 'participant in A');
  });

  type Page = { member: { nickname: string; role: string }; posts: { body: string }[] };
  const page = async (role: Role, memberId: number) => {
    const res = await clients[role].get(`/api/groups/${groupId}/members/${memberId}`);
    return {
      status: res.statusCode,
      body: res.body,
      data: res.statusCode === 200 ? json<{ data: Page }>(res).data : null,
    };
  };

  it.each([
    ['guest', 401],
    ['outsider', 404],
    ['invited', 404],
    ['viewer', 200],
    ['participant', 200],
    ['moderator', 200],
    ['blocked', 200],
    ['admin', 200],
  ] as const)('%s → %i', async (role, status) => {
    const res = await page(role, users.moderator.id);
    expect(res.status).toBe(status);
    if (res.data) expect(res.body).not.toContain('@example');
  });

  it('shows only the posts the reader may see (MROC: topics they answered)', async () => {
    const bodies = async (role: Role) =>
      (await page(role, users.moderator.id)).data!.posts.map((p) => p.body).sort();
    expect(await bodies('participant')).toEqual(['mod in A']);
    expect(await bodies('blocked')).toEqual([]);
    expect(await bodies('viewer')).toEqual(['mod in A', 'mod in B']);
    expect(await bodies('admin')).toEqual(['mod in A', 'mod in B', 'mod in draft']);
    const own = (await page('participant', users.participant.id)).data!;
    expect(own.posts.map((p) => p.body)).toEqual(['participant in A']);
    expect(own.member).toMatchObject({ nickname: users.participant.nickname, role: 'participant' });
  });

  it('answers 404 for someone who is only invited, or not in the group', async () => {
    expect((await page('participant', users.invited.id)).status).toBe(404);
    expect((await page('participant', users.outsider.id)).status).toBe(404);
    expect((await page('participant', 99999999)).status).toBe(404);
  });
});
