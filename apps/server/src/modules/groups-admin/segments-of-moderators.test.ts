// Segments are admins' only: a group moderator who is an ordinary member can name none in an
// audience (search by conditions, invitation) or a topic, so a segment's members and name never
// reach them; an admin still can, and a moderator may save a topic keeping an admin's segments.
import { beforeAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../../test/helpers';
import {
  castAround,
  DAY,
  HOUR,
  jst,
  makeGroup,
  makeSegment,
  makeTopic,
  type Cast,
} from './groups-admin-fixtures';
import { buildMember } from '../../../test/helpers';

const ctx = useTestApp();

let cast: Cast;
let groupId: number;
let segmentId: number;
let insiderNickname: string;

beforeAll(async () => {
  const group = await makeGroup(ctx.db);
  const other = await makeGroup(ctx.db);
  groupId = group.id;
  cast = await castAround(ctx.app, ctx.db, group.id, other.id);
  const insider = await buildMember(ctx.db);
  insiderNickname = insider.nickname!;
  segmentId = (await makeSegment(ctx.db, [insider.id], '高額寄付者リスト')).id;
});

const topicBody = (segments: { segmentId: number; operator: 'include' | 'exclude' }[]) => ({
  title: '島の朝ごはん',
  body: '<p>朝に何を食べますか？</p>',
  opensAt: jst(-HOUR),
  closesAt: jst(7 * DAY),
  segments,
});

describe('segments in calls a moderator reaches', () => {
  it('refuses a segment in the search by conditions (include or exclude); an admin gets its members', async () => {
    const url = `/api/groups/${groupId}/list-user-by-conditions`;
    for (const segments of [{ include: [segmentId] }, { exclude: [segmentId] }]) {
      const res = await cast.moderator.post(url, { audience: { type: 'custom', segments } });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.body).not.toContain(insiderNickname);
    }
    const plain = await cast.moderator.post(url, { audience: { type: 'all' } });
    expect(plain.statusCode).toBe(200);
    const admin = await cast.admin.post(url, {
      audience: { type: 'custom', segments: { include: [segmentId] } },
    });
    expect(admin.statusCode).toBe(200);
    expect(json<{ data: { nickname: string }[] }>(admin).data.map((m) => m.nickname)).toEqual([
      insiderNickname,
    ]);
  });

  it('refuses a segment in an invitation by conditions', async () => {
    const res = await cast.moderator.post(`/api/admin/groups/${groupId}/members`, {
      audience: { type: 'custom', segments: { include: [segmentId] } },
    });
    expect(res.statusCode, res.body).toBe(403);
  });

  it('refuses a segment in a new topic without echoing its name; an admin may set one', async () => {
    const url = `/api/admin/groups/${groupId}/topics`;
    const res = await cast.moderator.post(url, topicBody([{ segmentId, operator: 'include' }]));
    expect(res.statusCode, res.body).toBe(403);
    expect(res.body).not.toContain('高額寄付者リスト');
    expect((await cast.moderator.post(url, topicBody([]))).statusCode).toBe(201);
    const admin = await cast.admin.post(url, topicBody([{ segmentId, operator: 'include' }]));
    expect(admin.statusCode).toBe(201);
  });

  it('lets a moderator keep the segments an admin set on a topic, but not add or swap one', async () => {
    const topic = await makeTopic(ctx.db, groupId);
    const url = `/api/admin/groups/${groupId}/topics/${topic.id}`;
    const other = (await makeSegment(ctx.db, [], '別のリスト')).id;
    const set = (segments: { segmentId: number; operator: 'include' | 'exclude' }[]) =>
      cast.moderator.request({ method: 'PATCH', url, payload: topicBody(segments) });
    expect((await set([{ segmentId, operator: 'include' }])).statusCode).toBe(403);
    const byAdmin = await cast.admin.request({
      method: 'PATCH',
      url,
      payload: topicBody([{ segmentId, operator: 'include' }]),
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await set([{ segmentId, operator: 'include' }])).statusCode).toBe(200);
    expect((await set([{ segmentId: other, operator: 'exclude' }])).statusCode).toBe(403);
    expect((await set([])).statusCode).toBe(200);
  });
});
