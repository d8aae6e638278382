// Every management call by every role (docs/ARCHITECTURE.md "Policies"): the expected statuses
// are written out by hand, one row per call, one column per role, around a published private
// group the outsiders cannot see (so another group's moderator gets 404, not 403).
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/helpers';
import {
  addMember,
  castAround,
  DAY,
  groupFields,
  HOUR,
  jst,
  makeGroup,
  makeSegment,
  makeTopic,
  multipart,
  ROLES,
  type Cast,
} from './groups-admin-fixtures';
import { buildMember } from '../../../test/helpers';

const ctx = useTestApp();

type Request = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

// guest, member, blocked, moderator, otherModerator, admin
const MANAGE_READ = [401, 403, 403, 200, 404, 200];
const MANAGE_WRITE = [401, 403, 403, 200, 404, 200];
const ADMIN_ONLY = [401, 403, 403, 403, 403, 200];

let cast: Cast;
let groupId: number;
let otherGroupId: number;

const topicBody = () => ({
  title: '島の朝ごはん',
  body: '<p>朝に何を食べますか？</p>',
  opensAt: jst(-HOUR),
  closesAt: jst(7 * DAY),
  segments: [],
});

const CALLS: Record<string, { expected: number[]; request: () => Promise<Request> }> = {
  'GET admin/groups': {
    expected: ADMIN_ONLY,
    request: async () => ({ method: 'GET', url: '/api/admin/groups' }),
  },
  'POST admin/groups': {
    expected: [401, 403, 403, 403, 403, 201],
    request: async () => ({
      method: 'POST',
      url: '/api/admin/groups',
      ...multipart(groupFields()),
    }),
  },
  'GET admin/groups/{id}': {
    expected: MANAGE_READ,
    request: async () => ({ method: 'GET', url: `/api/admin/groups/${groupId}` }),
  },
  'POST admin/groups/{id}': {
    expected: MANAGE_WRITE,
    request: async () => ({
      method: 'POST',
      url: `/api/admin/groups/${groupId}`,
      ...multipart(groupFields({ searchable: 'false', visibility: 'private' })),
    }),
  },
  'DELETE admin/groups/{id}': {
    expected: ADMIN_ONLY,
    request: async () => {
      const g = await makeGroup(ctx.db);
      await addMember(ctx.db, g.id, cast.ids.moderator, 'moderator');
      return { method: 'DELETE', url: `/api/admin/groups/${g.id}` };
    },
  },
  'POST admin/groups/{id}/publish': {
    expected: MANAGE_WRITE,
    request: async () => ({ method: 'POST', url: `/api/admin/groups/${groupId}/publish` }),
  },
  'POST admin/groups/{id}/unpublish': {
    expected: MANAGE_WRITE,
    request: async () => {
      const g = await makeGroup(ctx.db);
      for (const role of ['member', 'blocked'] as const)
        await addMember(ctx.db, g.id, cast.ids[role]);
      await addMember(ctx.db, g.id, cast.ids.moderator, 'moderator');
      return { method: 'POST', url: `/api/admin/groups/${g.id}/unpublish` };
    },
  },
  'GET admin/groups/{id}/members': {
    expected: MANAGE_READ,
    request: async () => ({ method: 'GET', url: `/api/admin/groups/${groupId}/members` }),
  },
  'POST admin/groups/{id}/members': {
    expected: MANAGE_WRITE,
    request: async () => {
      const m = await buildMember(ctx.db);
      return {
        method: 'POST',
        url: `/api/admin/groups/${groupId}/members`,
        payload: { userIds: [m.id] },
      };
    },
  },
  'PATCH admin/groups/{id}/members/{userId}': {
    expected: MANAGE_WRITE,
    request: async () => {
      const m = await buildMember(ctx.db);
      await addMember(ctx.db, groupId, m.id);
      return {
        method: 'PATCH',
        url: `/api/admin/groups/${groupId}/members/${m.id}`,
        payload: { role: 'viewer' },
      };
    },
  },
  'DELETE admin/groups/{id}/members/{userId}': {
    expected: MANAGE_WRITE,
    request: async () => {
      const m = await buildMember(ctx.db);
      await addMember(ctx.db, groupId, m.id);
      return { method: 'DELETE', url: `/api/admin/groups/${groupId}/members/${m.id}` };
    },
  },
  'POST groups/{id}/list-user-by-conditions': {
    expected: MANAGE_READ,
    request: async () => ({
      method: 'POST',
      url: `/api/groups/${groupId}/list-user-by-conditions`,
      payload: { audience: { type: 'all' } },
    }),
  },
  'GET admin/groups/{id}/topics': {
    expected: MANAGE_READ,
    request: async () => ({ method: 'GET', url: `/api/admin/groups/${groupId}/topics` }),
  },
  'POST admin/groups/{id}/topics': {
    expected: [401, 403, 403, 201, 404, 201],
    request: async () => ({
      method: 'POST',
      url: `/api/admin/groups/${groupId}/topics`,
      payload: topicBody(),
    }),
  },
  'GET admin/groups/{id}/topics/{topicId}': {
    expected: MANAGE_READ,
    request: async () => {
      const t = await makeTopic(ctx.db, groupId, { status: 'draft' });
      return { method: 'GET', url: `/api/admin/groups/${groupId}/topics/${t.id}` };
    },
  },
  'PATCH admin/groups/{id}/topics/{topicId}': {
    expected: MANAGE_WRITE,
    request: async () => {
      const t = await makeTopic(ctx.db, groupId);
      return {
        method: 'PATCH',
        url: `/api/admin/groups/${groupId}/topics/${t.id}`,
        payload: topicBody(),
      };
    },
  },
  'DELETE admin/groups/{id}/topics/{topicId}': {
    expected: MANAGE_WRITE,
    request: async () => {
      const t = await makeTopic(ctx.db, groupId);
      return { method: 'DELETE', url: `/api/admin/groups/${groupId}/topics/${t.id}` };
    },
  },
  'POST admin/groups/{id}/topics/{topicId}/publish': {
    expected: MANAGE_WRITE,
    request: async () => {
      const t = await makeTopic(ctx.db, groupId, { status: 'draft' });
      return { method: 'POST', url: `/api/admin/groups/${groupId}/topics/${t.id}/publish` };
    },
  },
  'POST admin/groups/{id}/topics/{topicId}/unpublish': {
    expected: MANAGE_WRITE,
    request: async () => {
      const t = await makeTopic(ctx.db, groupId);
      return { method: 'POST', url: `/api/admin/groups/${groupId}/topics/${t.id}/unpublish` };
    },
  },
  'GET admin/segments': {
    expected: ADMIN_ONLY,
    request: async () => ({ method: 'GET', url: '/api/admin/segments' }),
  },
  'POST admin/segments': {
    expected: [401, 403, 403, 403, 403, 201],
    request: async () => ({
      method: 'POST',
      url: '/api/admin/segments',
      payload: { name: '常連' },
    }),
  },
  'GET admin/segments/{id}': {
    expected: ADMIN_ONLY,
    request: async () => ({
      method: 'GET',
      url: `/api/admin/segments/${(await makeSegment(ctx.db)).id}`,
    }),
  },
  'PATCH admin/segments/{id}': {
    expected: ADMIN_ONLY,
    request: async () => ({
      method: 'PATCH',
      url: `/api/admin/segments/${(await makeSegment(ctx.db)).id}`,
      payload: { name: '新しい名前' },
    }),
  },
  'DELETE admin/segments/{id}': {
    expected: ADMIN_ONLY,
    request: async () => ({
      method: 'DELETE',
      url: `/api/admin/segments/${(await makeSegment(ctx.db)).id}`,
    }),
  },
  'GET admin/segments/{id}/members': {
    expected: ADMIN_ONLY,
    request: async () => ({
      method: 'GET',
      url: `/api/admin/segments/${(await makeSegment(ctx.db)).id}/members`,
    }),
  },
  'POST admin/segments/{id}/members': {
    expected: ADMIN_ONLY,
    request: async () => ({
      method: 'POST',
      url: `/api/admin/segments/${(await makeSegment(ctx.db)).id}/members`,
      payload: { userIds: [cast.ids.member] },
    }),
  },
  'DELETE admin/segments/{id}/members/{userId}': {
    expected: ADMIN_ONLY,
    request: async () => {
      const s = await makeSegment(ctx.db, [cast.ids.member]);
      return { method: 'DELETE', url: `/api/admin/segments/${s.id}/members/${cast.ids.member}` };
    },
  },
};

beforeAll(async () => {
  groupId = (await makeGroup(ctx.db)).id;
  otherGroupId = (await makeGroup(ctx.db)).id;
  cast = await castAround(ctx.app, ctx.db, groupId, otherGroupId);
});

describe('group management: every call by every role', () => {
  for (const [name, call] of Object.entries(CALLS))
    it(`${name}: ${ROLES.map((r, i) => `${r} ${call.expected[i]}`).join(', ')}`, async () => {
      const got: number[] = [];
      for (const role of ROLES) {
        const { method, url, payload, headers } = await call.request();
        const res = await cast[role].request({
          method,
          url,
          ...(payload !== undefined ? { payload: payload as never } : {}),
          ...(headers ? { headers } : {}),
        });
        if (res.statusCode >= 400) expect(json(res).error_code).toBeTypeOf('string');
        got.push(res.statusCode);
      }
      expect(got).toEqual(call.expected);
    });
});

describe('blocked moderators and hidden groups', () => {
  it('lets a blocked moderator read the management screens but change nothing', async () => {
    const g = await makeGroup(ctx.db);
    const blockedModerator = await buildMember(ctx.db, { isBlocked: true });
    await addMember(ctx.db, g.id, blockedModerator.id, 'moderator');
    const { Client } = await import('../../../test/helpers');
    const c = await new Client(ctx.app).login(blockedModerator.email);
    expect((await c.get(`/api/admin/groups/${g.id}`)).statusCode).toBe(200);
    expect(
      json<{ data: { canEdit: boolean } }>(await c.get(`/api/admin/groups/${g.id}`)).data.canEdit,
    ).toBe(false);
    expect((await c.post(`/api/admin/groups/${g.id}/publish`)).statusCode).toBe(403);
    expect((await c.post(`/api/admin/groups/${g.id}/topics`, topicBody())).statusCode).toBe(403);
  });

  it('answers 404 to a member for a draft group and 403 for a public group they see', async () => {
    const draft = await makeGroup(ctx.db, {
      status: 'draft',
      visibility: 'public',
      searchable: true,
    });
    const open = await makeGroup(ctx.db, { visibility: 'public', searchable: true });
    expect((await cast.member.get(`/api/admin/groups/${draft.id}`)).statusCode).toBe(404);
    expect((await cast.member.get(`/api/admin/groups/${open.id}`)).statusCode).toBe(403);
    expect((await cast.otherModerator.get(`/api/admin/groups/${open.id}/members`)).statusCode).toBe(
      403,
    );
    expect((await cast.admin.get('/api/admin/groups/999999')).statusCode).toBe(404);
  });

  it('lets an invited (not joined) moderator manage nothing yet', async () => {
    const g = await makeGroup(ctx.db);
    const invited = await buildMember(ctx.db);
    await addMember(ctx.db, g.id, invited.id, 'moderator', 'invited');
    const { Client } = await import('../../../test/helpers');
    const c = await new Client(ctx.app).login(invited.email);
    expect((await c.get(`/api/admin/groups/${g.id}`)).statusCode).toBe(403);
  });
});
