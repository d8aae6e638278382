// Segments: create, rename, list with counts, members by hand and by an audience (active members
// only, once), removal, and deletion refused with 409 while a group topic uses the segment.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildMember, json, useTestApp, type ErrorBody } from '../../../test/helpers';
import { deleteTwice, useAdmins } from '../../../test/clients';
import { groupTopicSegments, segments } from '../../db/schema/index';
import { makeGroup, makeTopic } from '../groups-admin/groups-admin-fixtures';

const ctx = useTestApp();
const admins = useAdmins(ctx);
type S = { id: number; name: string; memberCount: number; topicCount: number };

describe('segments', () => {
  it('creates, renames and lists a segment; a blank name is a localised 422', async () => {
    const created = await admins.en.post('/api/admin/segments', { name: '  リピーター  ' });
    expect(created.statusCode).toBe(201);
    const s = json<{ data: S }>(created).data;
    expect(s).toMatchObject({ name: 'リピーター', memberCount: 0, topicCount: 0 });
    const renamed = await admins.en.request({
      method: 'PATCH',
      url: `/api/admin/segments/${s.id}`,
      payload: { name: '常連さん' },
    });
    expect(json<{ data: S }>(renamed).data.name).toBe('常連さん');
    const list = json<{ data: S[] }>(await admins.en.get('/api/admin/segments?keyword=常連'));
    expect(list.data.map((x) => x.id)).toContain(s.id);
    const blankEn = await admins.en.post('/api/admin/segments', { name: ' ' });
    expect(json<ErrorBody>(blankEn)).toMatchObject({
      code: 422,
      errors: { name: ['should not be blank'] },
    });
    const blankJa = await admins.ja.post('/api/admin/segments', { name: '' });
    expect(json<ErrorBody>(blankJa).errors?.name).toEqual(['入力してください']);
    expect(
      (
        await admins.en.request({
          method: 'PATCH',
          url: '/api/admin/segments/999999',
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('adds members by id and by audience, active members once, and removes one', async () => {
    const s = json<{ data: S }>(
      await admins.en.post('/api/admin/segments', { name: 'by hand' }),
    ).data;
    const a = await buildMember(ctx.db);
    const b = await buildMember(ctx.db, { yearOfBirth: 1931 });
    const provisional = await buildMember(ctx.db, { status: 'provisional' });
    const first = await admins.en.post(`/api/admin/segments/${s.id}/members`, {
      userIds: [a.id, provisional.id],
    });
    expect(json(first).data).toEqual({ added: 1, memberCount: 1 });
    const again = await admins.en.post(`/api/admin/segments/${s.id}/members`, { userIds: [a.id] });
    expect(json(again).data).toEqual({ added: 0, memberCount: 1 });
    const year = new Date().getFullYear();
    const byAudience = await admins.en.post(`/api/admin/segments/${s.id}/members`, {
      audience: { type: 'custom', ageMin: year - 1931, ageMax: year - 1931 },
    });
    expect(json<{ data: { added: number } }>(byAudience).data.added).toBeGreaterThanOrEqual(1);
    const members = json<{ data: { id: number; email: string }[] }>(
      await admins.en.get(`/api/admin/segments/${s.id}/members?limit=100`),
    );
    expect(members.data.map((m) => m.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(members.data.map((m) => m.id)).not.toContain(provisional.id);
    const neither = await admins.en.post(`/api/admin/segments/${s.id}/members`, {});
    expect(json<ErrorBody>(neither).errors?.userIds).toEqual([
      'Choose members, or conditions to add everyone they match.',
    ]);
    // Removed once; the second time there is nothing left to remove.
    expect(await deleteTwice(admins.en, `/api/admin/segments/${s.id}/members/${a.id}`)).toEqual([
      200, 404,
    ]);
  });

  it('refuses to delete a segment a topic uses with 409 and deletes nothing; deletes it once unused', async () => {
    const s = json<{ data: S }>(
      await admins.en.post('/api/admin/segments', { name: 'in use' }),
    ).data;
    const g = await makeGroup(ctx.db);
    const t = await makeTopic(ctx.db, g.id);
    await ctx.db
      .insert(groupTopicSegments)
      .values({ topicId: t.id, segmentId: s.id, operator: 'exclude' });
    expect(
      json<{ data: S }>(await admins.en.get(`/api/admin/segments/${s.id}`)).data.topicCount,
    ).toBe(1);
    const en = await admins.en.request({ method: 'DELETE', url: `/api/admin/segments/${s.id}` });
    expect(en.statusCode).toBe(409);
    expect(json<ErrorBody>(en)).toMatchObject({
      error_code: 'CONFLICT',
      message: 'This segment is used by a topic and cannot be deleted.',
    });
    const ja = await admins.ja.request({ method: 'DELETE', url: `/api/admin/segments/${s.id}` });
    expect(json<ErrorBody>(ja).message).toBe(
      'このセグメントはトピックで使用されているため削除できません。',
    );
    expect(await ctx.db.select().from(segments).where(eq(segments.id, s.id))).toHaveLength(1);
    await ctx.db.delete(groupTopicSegments).where(eq(groupTopicSegments.segmentId, s.id));
    expect(
      (await admins.en.request({ method: 'DELETE', url: `/api/admin/segments/${s.id}` }))
        .statusCode,
    ).toBe(200);
    expect(await ctx.db.select().from(segments).where(eq(segments.id, s.id))).toHaveLength(0);
  });
});
