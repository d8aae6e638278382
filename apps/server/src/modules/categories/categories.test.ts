// Categories: admin CRUD, validation, members see active ones only, deleting keeps the posts.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postCategories, posts } from '../../db/schema/index';
import { buildAdmin, buildMember, Client, useTestApp } from '../../../test/helpers';

const ctx = useTestApp();
let admin: Client;
let member: Client;
let adminRow: Awaited<ReturnType<typeof buildAdmin>>;

beforeAll(async () => {
  adminRow = await buildAdmin(ctx.db);
  admin = await new Client(ctx.app, 'ja').login(adminRow.email);
  member = await new Client(ctx.app, 'en').login((await buildMember(ctx.db)).email);
});

type Item = { id: number; name: string; status: string; postCount: number };

describe('categories', () => {
  it('lets an admin create, rename, deactivate and delete, with ja and en names required', async () => {
    const blank = await admin.post('/api/categories', { nameJa: ' ', nameEn: '' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['nameEn', 'nameJa']);
    expect(blank.json().errors.nameJa).toEqual(['入力してください']);

    const created = await admin.post('/api/categories', { nameJa: 'グルメ', nameEn: 'Food' });
    expect(created.statusCode).toBe(201);
    const cat = created.json().data as Item;
    expect(cat).toMatchObject({ name: 'グルメ', status: 'active', postCount: 0 });

    const renamed = await admin.request({
      method: 'PUT',
      url: `/api/categories/${cat.id}`,
      payload: { nameEn: 'Food & drink' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ nameJa: 'グルメ', nameEn: 'Food & drink' });

    const off = await admin.request({
      method: 'PUT',
      url: `/api/categories/${cat.id}`,
      payload: { status: 'inactive' },
    });
    expect(off.json().data.status).toBe('inactive');

    const memberList = (await member.get('/api/categories?limit=100')).json().data as Item[];
    expect(memberList.map((c) => c.id)).not.toContain(cat.id);
    const adminList = (await admin.get('/api/categories?status=inactive')).json().data as Item[];
    expect(adminList.map((c) => c.id)).toContain(cat.id);
    const keyword = (await admin.get('/api/categories?keyword=drink')).json().data as Item[];
    expect(keyword.map((c) => c.id)).toEqual([cat.id]);

    const del = await admin.request({ method: 'DELETE', url: `/api/categories/${cat.id}` });
    expect(del.statusCode).toBe(200);
    const again = await admin.request({ method: 'DELETE', url: `/api/categories/${cat.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('refuses members and guests the admin calls', async () => {
    expect((await member.post('/api/categories', { nameJa: 'x', nameEn: 'x' })).statusCode).toBe(
      403,
    );
    const guest = await new Client(ctx.app).csrf();
    expect((await guest.get('/api/categories')).statusCode).toBe(401);
    const cat = (await admin.post('/api/categories', { nameJa: '島', nameEn: 'Islands' })).json()
      .data as Item;
    const put = await member.request({
      method: 'PUT',
      url: `/api/categories/${cat.id}`,
      payload: { status: 'inactive' },
    });
    expect(put.statusCode).toBe(403);
    const del = await member.request({ method: 'DELETE', url: `/api/categories/${cat.id}` });
    expect(del.statusCode).toBe(403);
  });

  it('deleting a category keeps its posts, only without that category', async () => {
    const cat = (await admin.post('/api/categories', { nameJa: '行事', nameEn: 'Events' })).json()
      .data as Item;
    const post = await admin.post('/api/posts', {
      title: '祭り',
      contents: '<p>夏祭り</p>',
      categoryIds: [cat.id],
    });
    expect(post.statusCode).toBe(201);
    const id = post.json().data.id as number;
    const listed = (await admin.get('/api/categories?keyword=Events')).json().data as Item[];
    expect(listed[0]!.postCount).toBe(1);
    await admin.request({ method: 'DELETE', url: `/api/categories/${cat.id}` });
    const [row] = await ctx.db.select().from(posts).where(eq(posts.id, id));
    expect(row?.title).toBe('祭り');
    expect(await ctx.db.select().from(postCategories).where(eq(postCategories.postId, id))).toEqual(
      [],
    );
  });
});

describe('GET /api/categories as the spec gives it', () => {
  it('searches by `filter`, pages 10 by default, caps at 100 and names who created each', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await admin.post('/api/categories', {
        nameJa: `温泉めぐり${i}`,
        nameEn: `Onsen tour ${i}`,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.createdBy).toEqual({ id: adminRow.id, nickname: adminRow.nickname });
    }
    const first = await admin.get('/api/categories?filter=Onsen%20tour');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toHaveLength(10);
    expect(first.json().meta).toMatchObject({ total: 12 });
    const one = await member.get('/api/categories?filter=Onsen%20tour%2011&limit=100');
    expect(one.json().data.map((c: Item) => c.name)).toEqual(['Onsen tour 11']);
    expect(one.json().data[0].createdBy).toEqual({
      id: adminRow.id,
      nickname: adminRow.nickname,
    });
    expect((await admin.get('/api/categories?limit=101')).statusCode).toBe(422);
  });
});
