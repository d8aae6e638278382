// Group management behaviour: the group form (validation in both languages, sanitised
// description, image and banner re-encoded, 3 MB + 1 byte refused), the lead moderator, members
// (filters, invitations by hand and by conditions with the invitation mail, roles, removal), the
// spec's list-user-by-conditions with memberState, and topics (windows, nesting, segments).
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMember, Client, json, useTestApp, type ErrorBody } from '../../../test/helpers';
import { deleteTwice, useAdmins } from '../../../test/clients';
import { groupMailTemplates, groupMembers, groupPosts, groups } from '../../db/schema/index';
import { pngOfSize, smallPng } from '../offers/offer-fixtures';
import {
  addMember,
  DAY,
  groupFields,
  HOUR,
  jst,
  makeGroup,
  makeSegment,
  multipart,
} from './groups-admin-fixtures';

const ctx = useTestApp();
const admins = useAdmins(ctx);

type Detail = {
  data: Record<string, unknown> & { id: number; imageUrl: string | null; bannerUrl: string | null };
};
type List<T> = { data: T[]; meta: { total: number; page: number; limit: number } };

const postForm = (c: Client, url: string, body: ReturnType<typeof multipart>) =>
  c.request({ method: 'POST', url, ...body });

describe('the group form', () => {
  it('creates a draft group with a sanitised description, image and banner as WebP', async () => {
    const png = await smallPng();
    const res = await postForm(
      admins.en,
      '/api/admin/groups',
      multipart(groupFields({ description: '<p onclick="x()">島<script>alert(1)</script></p>' }), [
        { field: 'image', data: png },
        { field: 'banner', data: png },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const g = json<Detail>(res).data;
    expect(g).toMatchObject({
      status: 'draft',
      visibility: 'private',
      mrocEnabled: true,
    });
    expect(g.description).toBe('<p>島</p>');
    expect(g.imageUrl).toMatch(/^\/uploads\/groups\/[0-9a-f]{32}\.webp$/);
    expect(g.bannerUrl).toMatch(/^\/uploads\/groups\/[0-9a-f]{32}\.webp$/);
    const file = await ctx.app.inject({ method: 'GET', url: g.imageUrl! });
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  });

  it('answers 422 per field, localised in Japanese and English', async () => {
    const bad = groupFields({ name: '', visibility: 'secret', contactEmail: 'not-an-email' });
    const en = json<ErrorBody>(await postForm(admins.en, '/api/admin/groups', multipart(bad)));
    expect(en.code).toBe(422);
    expect(en.errors).toMatchObject({
      name: ['should not be blank'],
      visibility: ['Choose one of the options.'],
      contactEmail: ['Please enter a valid email address.'],
    });
    const ja = json<ErrorBody>(await postForm(admins.ja, '/api/admin/groups', multipart(bad)));
    expect(ja.errors?.name).toEqual(['入力してください']);
    const long = json<ErrorBody>(
      await postForm(
        admins.en,
        '/api/admin/groups',
        multipart(groupFields({ name: 'あ'.repeat(101) })),
      ),
    );
    expect(long.errors?.name?.[0]).toContain('100');
  });

  it('passes an image of exactly 3 MB and refuses a banner of 3 MB + 1 byte with FILE_TOO_LARGE', async () => {
    const limit = 3 * 1024 * 1024;
    const ok = await postForm(
      admins.en,
      '/api/admin/groups',
      multipart(groupFields(), [{ field: 'image', data: await pngOfSize(limit) }]),
    );
    expect(ok.statusCode).toBe(201);
    const tooBig = await postForm(
      admins.en,
      '/api/admin/groups',
      multipart(groupFields(), [
        { field: 'image', data: await smallPng() },
        { field: 'banner', data: await pngOfSize(limit + 1) },
      ]),
    );
    expect(tooBig.statusCode).toBe(422);
    const body = json<ErrorBody>(tooBig);
    expect(body.error_code).toBe('FILE_TOO_LARGE');
    expect(body.errors?.banner).toEqual(['Maximum file size exceeded']);
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const res = await postForm(
      admins.en,
      '/api/admin/groups',
      multipart(groupFields(), [
        { field: 'image', data: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' },
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(json<ErrorBody>(res).errors?.image).toBeDefined();
  });

  it('seats the lead moderator as a joined moderator, who may then edit and publish', async () => {
    const lead = await buildMember(ctx.db);
    const created = json<Detail>(
      await postForm(
        admins.en,
        '/api/admin/groups',
        multipart(groupFields({ moderatorId: String(lead.id) })),
      ),
    ).data;
    expect(created.moderator).toEqual({ id: lead.id, nickname: lead.nickname });
    const c = await new Client(ctx.app).login(lead.email);
    const saved = await postForm(
      c,
      `/api/admin/groups/${created.id}`,
      multipart(groupFields({ name: '新しい名前', moderatorId: String(lead.id) })),
    );
    expect(saved.statusCode).toBe(200);
    expect(json<Detail>(saved).data).toMatchObject({
      name: '新しい名前',
      canDelete: false,
      canEdit: true,
    });
    expect(json<Detail>(await c.post(`/api/admin/groups/${created.id}/publish`)).data.status).toBe(
      'published',
    );
    expect(
      json<Detail>(await c.post(`/api/admin/groups/${created.id}/unpublish`)).data.status,
    ).toBe('draft');
    const inactive = await buildMember(ctx.db, { status: 'provisional' });
    const refused = await postForm(
      admins.en,
      `/api/admin/groups/${created.id}`,
      multipart(groupFields({ moderatorId: String(inactive.id) })),
    );
    expect(json<ErrorBody>(refused).errors?.moderatorId).toEqual([
      'Choose an active registered member.',
    ]);
  });

  it('keeps the stored image when none is sent, removes it when asked, deletes the group', async () => {
    const created = json<Detail>(
      await postForm(
        admins.en,
        '/api/admin/groups',
        multipart(groupFields(), [{ field: 'image', data: await smallPng() }]),
      ),
    ).data;
    const kept = json<Detail>(
      await postForm(admins.en, `/api/admin/groups/${created.id}`, multipart(groupFields())),
    ).data;
    expect(kept.imageUrl).toBe(created.imageUrl);
    const removed = json<Detail>(
      await postForm(
        admins.en,
        `/api/admin/groups/${created.id}`,
        multipart(groupFields({ removeImage: 'true' })),
      ),
    ).data;
    expect(removed.imageUrl).toBeNull();
    expect(
      (await admins.en.request({ method: 'DELETE', url: `/api/admin/groups/${created.id}` }))
        .statusCode,
    ).toBe(200);
    expect(await ctx.db.select().from(groups).where(eq(groups.id, created.id))).toHaveLength(0);
  });

  it('leaves the notice switches to the mail tab: saving the form keeps them as they are', async () => {
    const g = await makeGroup(ctx.db);
    const switched = await admins.en.request({
      method: 'PATCH',
      url: `/api/admin/groups/${g.id}/mail-settings`,
      payload: { registrationComplete: false, commentNotice: false },
    });
    expect(switched.statusCode).toBe(200);
    const saved = await postForm(
      admins.en,
      `/api/admin/groups/${g.id}`,
      multipart(groupFields({ mailRegistrationComplete: 'true', mailCommentNotice: 'true' })),
    );
    expect(saved.statusCode).toBe(200);
    expect(json<Detail>(saved).data).not.toHaveProperty('mailRegistrationComplete');
    const [row] = await ctx.db.select().from(groups).where(eq(groups.id, g.id));
    expect(row).toMatchObject({ mailRegistrationComplete: false, mailCommentNotice: false });
  });

  it('lists groups with counts, keyword and status filters, 10 a page', async () => {
    const g = await makeGroup(ctx.db, { name: 'しまなみ自転車部' });
    await addMember(ctx.db, g.id, (await buildMember(ctx.db)).id);
    await addMember(ctx.db, g.id, (await buildMember(ctx.db)).id, 'participant', 'invited');
    const list = json<List<{ id: number; joinedCount: number; invitedCount: number }>>(
      await admins.en.get('/api/admin/groups?keyword=しまなみ&status=published'),
    );
    expect(list.meta).toMatchObject({ total: 1, limit: 10 });
    expect(list.data[0]).toMatchObject({ id: g.id, joinedCount: 1, invitedCount: 1 });
  });
});

describe('members', () => {
  it('invites by hand: only active members, once; a joined member stays as they were', async () => {
    const g = await makeGroup(ctx.db);
    const a = await buildMember(ctx.db);
    const joined = await buildMember(ctx.db);
    const provisional = await buildMember(ctx.db, { status: 'provisional' });
    await addMember(ctx.db, g.id, joined.id, 'viewer');
    const res = await admins.en.post(`/api/admin/groups/${g.id}/members`, {
      userIds: [a.id, joined.id, provisional.id],
      role: 'participant',
    });
    expect(json(res).data).toEqual({ invited: 1, unchanged: 2, mailed: null, mailError: null });
    const [row] = await ctx.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, g.id), eq(groupMembers.userId, joined.id)));
    expect(row).toMatchObject({ state: 'joined', role: 'viewer' });
    const again = await admins.en.post(`/api/admin/groups/${g.id}/members`, { userIds: [a.id] });
    expect(json(again).data).toMatchObject({ invited: 0, unchanged: 1 });
  });

  it('invites everyone an audience matches and sends the invitation mail to the newly invited', async () => {
    const g = await makeGroup(ctx.db);
    await ctx.db.insert(groupMailTemplates).values({
      groupId: g.id,
      kind: 'invitation',
      language: 'ja',
      subject: `招待 ${g.id}`,
      body: '<p>{{group_name}}へどうぞ</p>',
    });
    const inSeg = [
      await buildMember(ctx.db, { surveyConsent: true }),
      await buildMember(ctx.db, { surveyConsent: true }),
    ];
    const noConsent = await buildMember(ctx.db, { surveyConsent: false });
    const seg = await makeSegment(ctx.db, [...inSeg.map((m) => m.id), noConsent.id]);
    await addMember(ctx.db, g.id, inSeg[0]!.id);
    const res = await admins.en.post(`/api/admin/groups/${g.id}/members`, {
      audience: { type: 'custom', segments: { include: [seg.id] } },
      role: 'viewer',
      sendInvitation: true,
    });
    expect(res.statusCode).toBe(200);
    // inSeg[0] was already joined; the one without survey consent is invited but not mailed.
    expect(json(res).data).toEqual({ invited: 2, unchanged: 0, mailed: 1, mailError: null });
  });

  it('keeps the invitations and says why when the mail cannot go', async () => {
    const g = await makeGroup(ctx.db);
    const m = await buildMember(ctx.db, { surveyConsent: true });
    const res = await admins.ja.post(`/api/admin/groups/${g.id}/members`, {
      userIds: [m.id],
      sendInvitation: true,
    });
    expect(json(res).data).toMatchObject({ invited: 1, mailed: 0 });
    expect(json<{ data: { mailError: string } }>(res).data.mailError).toContain('メール');
  });

  it('asks for members or conditions, not both or neither', async () => {
    const g = await makeGroup(ctx.db);
    const res = await admins.en.post(`/api/admin/groups/${g.id}/members`, { role: 'participant' });
    expect(res.statusCode).toBe(422);
    expect(json<ErrorBody>(res).errors?.userIds).toEqual([
      'Choose members, or conditions to invite everyone they match.',
    ]);
  });

  it('lists members by state, role and keyword, changes a role and removes a member', async () => {
    const g = await makeGroup(ctx.db);
    const hana = await buildMember(ctx.db, { nickname: `hana${g.id}` });
    const ken = await buildMember(ctx.db);
    await addMember(ctx.db, g.id, hana.id, 'participant', 'joined');
    await addMember(ctx.db, g.id, ken.id, 'viewer', 'invited');
    type M = { userId: number; state: string; role: string; email: string | null };
    const invited = json<List<M>>(
      await admins.en.get(`/api/admin/groups/${g.id}/members?state=invited`),
    );
    expect(invited.data.map((m) => m.userId)).toEqual([ken.id]);
    expect(invited.data[0]!.email).toBe(ken.email);
    const byRole = json<List<M>>(
      await admins.en.get(`/api/admin/groups/${g.id}/members?role=participant`),
    );
    expect(byRole.data.map((m) => m.userId)).toEqual([hana.id]);
    const byKeyword = json<List<M>>(
      await admins.en.get(`/api/admin/groups/${g.id}/members?keyword=hana${g.id}`),
    );
    expect(byKeyword.meta.total).toBe(1);
    const changed = await admins.en.request({
      method: 'PATCH',
      url: `/api/admin/groups/${g.id}/members/${hana.id}`,
      payload: { role: 'moderator' },
    });
    expect(json<{ data: M }>(changed).data.role).toBe('moderator');
    const bad = await admins.en.request({
      method: 'PATCH',
      url: `/api/admin/groups/${g.id}/members/${hana.id}`,
      payload: { role: 'owner' },
    });
    expect(bad.statusCode).toBe(422);
    // Removed once; the second time there is nothing left to remove.
    expect(await deleteTwice(admins.en, `/api/admin/groups/${g.id}/members/${ken.id}`)).toEqual([
      200, 404,
    ]);
  });

  it('shows emails to admins only; a moderator sees members without them', async () => {
    const g = await makeGroup(ctx.db);
    const mod = await buildMember(ctx.db);
    await addMember(ctx.db, g.id, mod.id, 'moderator');
    const c = await new Client(ctx.app).login(mod.email);
    const list = json<List<{ email: string | null }>>(
      await c.get(`/api/admin/groups/${g.id}/members`),
    );
    expect(list.data.every((m) => m.email === null)).toBe(true);
  });
});

describe('list-user-by-conditions', () => {
  it('answers the members an audience matches with their state, filtered by memberState', async () => {
    const g = await makeGroup(ctx.db);
    const [joined, invited, outside] = [
      await buildMember(ctx.db),
      await buildMember(ctx.db),
      await buildMember(ctx.db),
    ];
    const closed = await buildMember(ctx.db, { status: 'unsubscribed' });
    const seg = await makeSegment(ctx.db, [joined.id, invited.id, outside.id, closed.id]);
    await addMember(ctx.db, g.id, joined.id, 'viewer');
    await addMember(ctx.db, g.id, invited.id, 'participant', 'invited');
    const audience = { type: 'custom', segments: { include: [seg.id] } };
    type R = { id: number; memberState: string; role: string | null };
    const all = json<List<R>>(
      await admins.en.post(`/api/groups/${g.id}/list-user-by-conditions`, { audience }),
    );
    expect(all.meta.total).toBe(3);
    expect(all.data.map((r) => [r.id, r.memberState, r.role])).toEqual([
      [joined.id, 'joined', 'viewer'],
      [invited.id, 'invited', 'participant'],
      [outside.id, 'none', null],
    ]);
    for (const [state, id] of [
      ['joined', joined.id],
      ['invited', invited.id],
      ['none', outside.id],
    ] as const) {
      const page = json<List<R>>(
        await admins.en.post(`/api/groups/${g.id}/list-user-by-conditions`, {
          audience,
          memberState: state,
        }),
      );
      expect(page.data.map((r) => r.id)).toEqual([id]);
    }
    const paged = json<List<R>>(
      await admins.en.post(`/api/groups/${g.id}/list-user-by-conditions`, {
        audience,
        page: 2,
        limit: 2,
      }),
    );
    expect(paged.data.map((r) => r.id)).toEqual([outside.id]);
    const bad = await admins.en.post(`/api/groups/${g.id}/list-user-by-conditions`, {
      audience: { type: 'custom', ageMin: 50, ageMax: 20 },
      memberState: 'left',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<ErrorBody>(bad).errors ?? {}).sort()).toEqual([
      'audience.ageMax',
      'memberState',
    ]);
  });

  it('finds members by nickname (and email for admins) for inviting by hand', async () => {
    const g = await makeGroup(ctx.db);
    const m = await buildMember(ctx.db, { nickname: `olive${g.id}` });
    const byNick = json<List<{ id: number }>>(
      await admins.en.post(`/api/groups/${g.id}/list-user-by-conditions`, {
        keyword: `olive${g.id}`,
      }),
    );
    expect(byNick.data.map((r) => r.id)).toEqual([m.id]);
    const byEmail = json<List<{ id: number }>>(
      await admins.en.post(`/api/groups/${g.id}/list-user-by-conditions`, { keyword: m.email }),
    );
    expect(byEmail.data.map((r) => r.id)).toEqual([m.id]);
  });
});

describe('topics', () => {
  let groupId: number;
  beforeAll(async () => {
    groupId = (await makeGroup(ctx.db)).id;
  });
  type T = {
    id: number;
    parentId: number | null;
    status: string;
    opensAt: string;
    segments: { segmentId: number; operator: string; name: string }[];
    position: number;
  };
  const create = (body: Record<string, unknown>, c = admins.en) =>
    c.post(`/api/admin/groups/${groupId}/topics`, body);

  it('creates main and sub-topics as drafts, times in Japan time, ordered', async () => {
    const main = json<{ data: T }>(
      await create({
        title: '島の朝',
        body: '<p>朝<img src="javascript:x"></p>',
        opensAt: '2030-04-01 09:00',
        closesAt: '2030-04-30 18:00',
      }),
    ).data;
    expect(main).toMatchObject({
      parentId: null,
      status: 'draft',
      opensAt: '2030-04-01T00:00:00.000Z',
    });
    const sub = json<{ data: T }>(
      await create({
        parentId: main.id,
        title: '朝ごはん',
        opensAt: '2030-04-02 09:00',
        closesAt: '2030-04-10 18:00',
      }),
    ).data;
    expect(sub.parentId).toBe(main.id);
    const second = json<{ data: T }>(
      await create({
        parentId: main.id,
        title: '朝の散歩',
        opensAt: '2030-04-02 09:00',
        closesAt: '2030-04-10 18:00',
      }),
    ).data;
    expect(second.position).toBe(sub.position + 1);
    const list = json<{ data: T[] }>(
      await admins.en.get(`/api/admin/groups/${groupId}/topics`),
    ).data;
    expect(list.map((t) => t.id)).toEqual(expect.arrayContaining([main.id, sub.id, second.id]));
    // A sub-topic of a sub-topic is refused (one level).
    const deep = await create({
      parentId: sub.id,
      title: 'x',
      opensAt: '2030-04-03 09:00',
      closesAt: '2030-04-04 09:00',
    });
    expect(json<ErrorBody>(deep).errors?.parentId).toEqual(['Choose a main topic of this group.']);
    // Main window shrunk so the sub-topics fall out: refused.
    const shrink = await admins.en.request({
      method: 'PATCH',
      url: `/api/admin/groups/${groupId}/topics/${main.id}`,
      payload: { title: '島の朝', opensAt: '2030-04-05 09:00', closesAt: '2030-04-30 18:00' },
    });
    expect(json<ErrorBody>(shrink).errors?.opensAt?.[0]).toContain('sub-topics');
    const publish = await admins.en.post(`/api/admin/groups/${groupId}/topics/${main.id}/publish`);
    expect(json<{ data: T }>(publish).data.status).toBe('published');
  });

  it('refuses closes ≤ opens, bad times and a sub-topic outside its main window, in both languages', async () => {
    const same = await create({
      title: 't',
      opensAt: '2030-05-01 09:00',
      closesAt: '2030-05-01 09:00',
    });
    expect(same.statusCode).toBe(422);
    expect(json<ErrorBody>(same).errors?.closesAt).toEqual([
      'The closing time must be after the opening time.',
    ]);
    const ja = await create({ title: '', opensAt: '2030/05/01', closesAt: '' }, admins.ja);
    expect(json<ErrorBody>(ja).errors).toMatchObject({
      title: ['入力してください'],
      opensAt: ['日時はYYYY-MM-DD HH:mmの形式（日本時間）で入力してください。'],
      closesAt: ['入力してください'],
    });
    const main = json<{ data: T }>(
      await create({ title: 'm', opensAt: jst(-DAY), closesAt: jst(DAY) }),
    ).data;
    const outside = await create({
      parentId: main.id,
      title: 's',
      opensAt: jst(-2 * DAY),
      closesAt: jst(HOUR),
    });
    expect(json<ErrorBody>(outside).errors?.opensAt?.[0]).toMatch(
      /^A sub-topic's window must lie inside/,
    );
  });

  it('keeps segments with their operators and refuses unknown or repeated ones', async () => {
    const a = await makeSegment(ctx.db, [], 'A');
    const b = await makeSegment(ctx.db, [], 'B');
    const t = json<{ data: T }>(
      await create({
        title: 'seg',
        opensAt: '2030-06-01 09:00',
        closesAt: '2030-06-02 09:00',
        segments: [
          { segmentId: a.id, operator: 'include' },
          { segmentId: b.id, operator: 'exclude' },
        ],
      }),
    ).data;
    expect(t.segments).toEqual([
      { segmentId: a.id, operator: 'include', name: 'A' },
      { segmentId: b.id, operator: 'exclude', name: 'B' },
    ]);
    const unknown = await create({
      title: 'x',
      opensAt: '2030-06-01 09:00',
      closesAt: '2030-06-02 09:00',
      segments: [{ segmentId: 999999, operator: 'include' }],
    });
    expect(json<ErrorBody>(unknown).errors?.segments).toEqual(['This segment does not exist.']);
    const twice = await create({
      title: 'x',
      opensAt: '2030-06-01 09:00',
      closesAt: '2030-06-02 09:00',
      segments: [
        { segmentId: a.id, operator: 'include' },
        { segmentId: a.id, operator: 'exclude' },
      ],
    });
    expect(json<ErrorBody>(twice).errors?.segments).toEqual(['Each segment can be chosen once.']);
    const del = await admins.en.request({
      method: 'DELETE',
      url: `/api/admin/groups/${groupId}/topics/${t.id}`,
    });
    expect(del.statusCode).toBe(200);
    expect((await admins.en.get(`/api/admin/groups/${groupId}/topics/${t.id}`)).statusCode).toBe(
      404,
    );
  });

  it('counts the posts of each topic, and only its own', async () => {
    const t1 = json<{ data: T & { postCount: number } }>(
      await create({ title: 'a', opensAt: '2030-07-01 09:00', closesAt: '2030-07-02 09:00' }),
    ).data;
    expect(t1.postCount).toBe(0);
    await ctx.db.insert(groupPosts).values({ groupId, topicId: t1.id, body: 'x' });
    const again = json<{ data: { postCount: number } }>(
      await admins.en.get(`/api/admin/groups/${groupId}/topics/${t1.id}`),
    ).data;
    expect(again.postCount).toBe(1);
  });

  it('answers 404 for a topic of another group', async () => {
    const other = await makeGroup(ctx.db);
    const t = json<{ data: T }>(
      await create({ title: 'mine', opensAt: '2030-06-01 09:00', closesAt: '2030-06-02 09:00' }),
    ).data;
    expect((await admins.en.get(`/api/admin/groups/${other.id}/topics/${t.id}`)).statusCode).toBe(
      404,
    );
  });
});
