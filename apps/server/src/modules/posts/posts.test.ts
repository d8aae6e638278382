// Authoring posts: every permission rule, sanitising, excerpt, mail tags, audience counting
// against a reference filter, drafts and schedules, images, stats and the activity CSV.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import { comments, postReactions, posts, users, type UserRow } from '../../db/schema/index';
import { buildAdmin, buildMember, Client, useTestApp } from '../../../test/helpers';
import { excerptOf, sanitizePostHtml } from './sanitize';

const ctx = useTestApp();
let admin: Client;
let adminRow: UserRow;

beforeAll(async () => {
  adminRow = await buildAdmin(ctx.db);
  admin = await new Client(ctx.app, 'en').login(adminRow.email);
});

async function signedIn(
  overrides: Parameters<typeof buildMember>[1] = {},
  locale: 'en' | 'ja' = 'en',
) {
  const row = await buildMember(ctx.db, overrides);
  return { row, client: await new Client(ctx.app, locale).login(row.email) };
}

const body = (extra: Record<string, unknown> = {}) => ({
  title: '尾道の桜',
  contents: '<p>千光寺公園の桜が見頃です。</p>',
  ...extra,
});

/** `YYYY-MM-DD HH:mm` Japan time, `hours` from now. */
const jst = (hours: number) => formatJapanTime(new Date(Date.now() + hours * 3_600_000));

async function rowOf(id: number) {
  const [row] = await ctx.db.select().from(posts).where(eq(posts.id, id));
  return row!;
}

describe('who may write', () => {
  it('refuses guests (401), members without the permission and blocked members (403)', async () => {
    const guest = await new Client(ctx.app).csrf();
    expect((await guest.post('/api/posts', body())).statusCode).toBe(401);

    const plain = await signedIn();
    const res = await plain.client.post('/api/posts', body());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error_code: 'PERMISSION_DENIED',
      message: 'Permission Denied',
    });

    const blocked = await signedIn({ canPost: true, isBlocked: true });
    expect((await blocked.client.post('/api/posts', body())).statusCode).toBe(403);
  });

  it('lets a member with the permission post, with audience all and no mail', async () => {
    const { client, row } = await signedIn({ canPost: true });
    const res = await client.post(
      '/api/posts',
      body({
        audience: { type: 'custom', ageMin: 20 },
        mail: { ja: { subject: '件名', body: '<p>本文</p>' } },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'published', state: 'published' });
    const saved = await rowOf(res.json().data.id);
    expect(saved).toMatchObject({
      kind: 'member',
      authorId: row.id,
      audience: { type: 'all' },
      mail: {},
    });
    expect(saved.publishAt).not.toBeNull();
  });

  it('lets an admin post with an audience and mail', async () => {
    const res = await admin.post(
      '/api/posts',
      body({
        audience: { type: 'custom', ageMin: 20, ageMax: 39, prefectures: ['JPPRF13'] },
        mail: {
          ja: { subject: '{{nick_name}}さんへ', body: '<p>{{last_name}} {{first_name}}様</p>' },
        },
        mailScheduledAt: jst(24),
      }),
    );
    expect(res.statusCode).toBe(201);
    const saved = await rowOf(res.json().data.id);
    expect(saved.kind).toBe('admin');
    expect(saved.audience).toEqual({
      type: 'custom',
      ageMin: 20,
      ageMax: 39,
      prefectures: ['JPPRF13'],
    });
    expect(saved.mail.ja?.subject).toBe('{{nick_name}}さんへ');
    expect(saved.mailScheduledAt).not.toBeNull();

    const full = await admin.get(`/api/posts-admin/${saved.id}`);
    expect(full.statusCode).toBe(200);
    expect(full.json().data).toMatchObject({
      audience: { type: 'custom', ageMin: 20 },
      mail: { ja: { subject: '{{nick_name}}さんへ' } },
      reactionCounts: { like: 0, love: 0 },
    });
    const member = await signedIn({ canPost: true });
    expect((await member.client.get(`/api/posts-admin/${saved.id}`)).statusCode).toBe(403);
  });

  it('checks edit and delete: author or admin; others 403 when they see it, 404 when not', async () => {
    const author = await signedIn({ canPost: true });
    const other = await signedIn({ canPost: true });
    const id = (await author.client.post('/api/posts', body())).json().data.id as number;

    const edit = await author.client.post(`/api/posts/${id}/edit`, body({ title: '改題' }));
    expect(edit.statusCode).toBe(200);
    expect((await rowOf(id)).title).toBe('改題');
    expect((await other.client.post(`/api/posts/${id}/edit`, body())).statusCode).toBe(403);
    expect(
      (await other.client.request({ method: 'DELETE', url: `/api/posts/${id}` })).statusCode,
    ).toBe(403);

    // A draft is not visible to another member: 404, not 403.
    const draft = (await author.client.post('/api/posts', body({ status: 'draft' }))).json().data
      .id;
    expect((await other.client.post(`/api/posts/${draft}/edit`, body())).statusCode).toBe(404);
    expect(
      (await other.client.request({ method: 'DELETE', url: `/api/posts/${draft}` })).statusCode,
    ).toBe(404);
    // An admin post outside the member's audience: 404 too.
    const hidden = (
      await admin.post('/api/posts', body({ audience: { type: 'custom', mainLanguage: 'th' } }))
    ).json().data.id;
    expect(
      (await other.client.request({ method: 'DELETE', url: `/api/posts/${hidden}` })).statusCode,
    ).toBe(404);
    expect(
      (await other.client.request({ method: 'DELETE', url: '/api/posts/99999999' })).statusCode,
    ).toBe(404);

    // Losing the permission: no more editing, deleting one's own post still works.
    await ctx.db.update(users).set({ canPost: false }).where(eq(users.id, author.row.id));
    expect((await author.client.post(`/api/posts/${id}/edit`, body())).statusCode).toBe(403);
    expect(
      (await author.client.request({ method: 'DELETE', url: `/api/posts/${id}` })).statusCode,
    ).toBe(200);

    expect(
      (await admin.post(`/api/posts/${draft}/edit`, body({ title: '管理者が修正' }))).statusCode,
    ).toBe(200);
    const draftRow = await rowOf(draft);
    expect(draftRow).toMatchObject({ kind: 'member', title: '管理者が修正' });
    expect((await admin.request({ method: 'DELETE', url: `/api/posts/${draft}` })).statusCode).toBe(
      200,
    );
    expect((await admin.request({ method: 'DELETE', url: `/api/posts/${draft}` })).statusCode).toBe(
      404,
    );
  });

  it('keeps the admin calls for admins', async () => {
    const { client } = await signedIn({ canPost: true });
    expect((await client.get('/api/admin/posts-list')).statusCode).toBe(403);
    expect(
      (await client.post('/api/posts/count-audiences', { audience: { type: 'all' } })).statusCode,
    ).toBe(403);
    const guest = await new Client(ctx.app).csrf();
    expect((await guest.get('/api/admin/posts-list')).statusCode).toBe(401);
  });
});

describe('contents', () => {
  it('strips script, event handlers, javascript: links and style attributes', async () => {
    const dirty =
      '<p style="color:red" onclick="x()">Hi <strong>there</strong></p><script>alert(1)</script>' +
      '<img src=x onerror=alert(1)><img src="/uploads/posts/' +
      'a'.repeat(32) +
      '.webp" alt="ok">' +
      '<a href="javascript:alert(1)">bad</a><a href="https://example.com/" target="_top">good</a>' +
      '<iframe src="https://evil.example"></iframe><h1>Big</h1>';
    const res = await admin.post('/api/posts', body({ contents: dirty }));
    expect(res.statusCode).toBe(201);
    const { contents, excerpt } = await rowOf(res.json().data.id);
    expect(contents).not.toMatch(/script|onerror|onclick|style=|javascript:|iframe|src="x"/i);
    expect(contents).toContain('<p>Hi <strong>there</strong></p>');
    expect(contents).toContain(`<img src="/uploads/posts/${'a'.repeat(32)}.webp" alt="ok" />`);
    expect(contents).toContain(
      '<a rel="noopener noreferrer" href="https://example.com/" target="_blank">good</a>',
    );
    expect(contents).toContain('<a rel="noopener noreferrer">bad</a>');
    expect(contents).toContain('<h2>Big</h2>');
    expect(excerpt).toBe('Hi there badgood Big');
  });

  it('sanitises and excerpts in isolation', () => {
    expect(sanitizePostHtml('<img src="http://insecure.example/a.png">')).toBe('');
    expect(sanitizePostHtml('<a href="mailto:info@example.jp">m</a>')).toContain('href="mailto:');
    expect(excerptOf('<p>a &amp; b</p><p>c&nbsp;d</p>')).toBe('a & b c d');
    expect([...excerptOf(`<p>${'あ'.repeat(400)}</p>`)].length).toBe(200);
  });

  it('refuses a blank title, empty contents, unknown categories and inactive ones for members', async () => {
    const res = await admin.post('/api/posts', {
      title: ' ',
      contents: '<p><script>x</script></p>',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain('title');
    const empty = await admin.post('/api/posts', body({ contents: '<script>alert(1)</script>' }));
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['contents']);
    const unknown = await admin.post('/api/posts', body({ categoryIds: [99999999] }));
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['categoryIds']);

    const cat = (
      await admin.post('/api/categories', { nameJa: '休止', nameEn: 'Paused', status: 'inactive' })
    ).json().data;
    const { client } = await signedIn({ canPost: true });
    expect((await client.post('/api/posts', body({ categoryIds: [cat.id] }))).statusCode).toBe(422);
    expect((await admin.post('/api/posts', body({ categoryIds: [cat.id] }))).statusCode).toBe(201);
  });

  it('refuses unknown mail tags and a language without subject or body (422)', async () => {
    const tag = await admin.post(
      '/api/posts',
      body({ mail: { en: { subject: 'Hi {{email}}', body: 'x' } } }),
    );
    expect(tag.statusCode).toBe(422);
    expect(tag.json().errors['mail.en.subject']).toEqual([
      'Unknown tag {{email}}: use only the tags offered by the tag buttons.',
    ]);
    const blank = await admin.post('/api/posts', body({ mail: { ko: { subject: '', body: '' } } }));
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors).sort()).toEqual([
      'mail.ja.subject',
      'mail.ko.body',
      'mail.ko.subject',
    ]);
    const badDate = await admin.post('/api/posts', body({ publishAt: '2026-02-31 10:00' }));
    expect(badDate.statusCode).toBe(422);
    expect(Object.keys(badDate.json().errors)).toEqual(['publishAt']);
  });

  it('sanitises mail bodies too', async () => {
    const res = await admin.post(
      '/api/posts',
      body({
        mail: {
          ja: { subject: '{{nick_name}} 様', body: '<p>こんにちは</p>' },
          en: { subject: 'Hello {{nick_name}}', body: '<p onclick="x">Hi</p><script>1</script>' },
        },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect((await rowOf(res.json().data.id)).mail.en).toEqual({
      subject: 'Hello {{nick_name}}',
      body: '<p>Hi</p>',
    });
  });
});

describe('drafts and schedules', () => {
  it('keeps drafts and future posts out of sight, and lists them by state', async () => {
    const title = `state-${randomBytes(3).toString('hex')}`;
    const draft = (
      await admin.post('/api/posts', body({ title: `${title} draft`, status: 'draft' }))
    ).json().data;
    expect(draft.state).toBe('draft');
    expect((await rowOf(draft.id)).publishAt).toBeNull();
    const scheduled = (
      await admin.post('/api/posts', body({ title: `${title} later`, publishAt: jst(48) }))
    ).json().data;
    expect(scheduled.state).toBe('scheduled');
    const past = (
      await admin.post('/api/posts', body({ title: `${title} past`, publishAt: jst(-2) }))
    ).json().data;
    expect(past.state).toBe('published');

    const { client } = await signedIn({ canPost: true });
    // Visible → 403 for someone who may not delete; hidden → 404.
    expect(
      (await client.request({ method: 'DELETE', url: `/api/posts/${past.id}` })).statusCode,
    ).toBe(403);
    expect(
      (await client.request({ method: 'DELETE', url: `/api/posts/${draft.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await client.request({ method: 'DELETE', url: `/api/posts/${scheduled.id}` })).statusCode,
    ).toBe(404);

    const list = async (status: string) =>
      (
        (await admin.get(`/api/admin/posts-list?keyword=${title}&status=${status}`)).json()
          .data as { id: number }[]
      ).map((p) => p.id);
    expect(await list('draft')).toEqual([draft.id]);
    expect(await list('scheduled')).toEqual([scheduled.id]);
    expect(await list('published')).toEqual([past.id]);
    const all = (await admin.get(`/api/admin/posts-list?keyword=${title}&limit=2`)).json();
    expect(all.meta).toMatchObject({ total: 3, lastPage: 2, limit: 2 });
    expect(all.data.map((p: { id: number }) => p.id)).toEqual([past.id, scheduled.id]);

    // Publishing the draft later sets its time; editing it again keeps that time.
    await admin.post(`/api/posts/${draft.id}/edit`, body({ status: 'published' }));
    const first = (await rowOf(draft.id)).publishAt!;
    await admin.post(`/api/posts/${draft.id}/edit`, body({ status: 'published', title: 'x' }));
    expect((await rowOf(draft.id)).publishAt!.getTime()).toBe(first.getTime());
    const detail = (await admin.get(`/api/posts-admin/${scheduled.id}`)).json().data;
    expect(detail.publishAtJst).toBe(jst(48));
  });
});

describe('audience counting', () => {
  it('matches a reference filter over generated members', async () => {
    const year = new Date().getFullYear();
    const prefectures = ['JPPRF13', 'JPPRF34', 'JPPRF27', null];
    const languages = ['ja', 'en', 'zh'];
    for (let i = 0; i < 60; i += 1) {
      await buildMember(ctx.db, {
        yearOfBirth: year - (15 + ((i * 7) % 40)),
        prefecture: prefectures[i % prefectures.length]!,
        mainLanguage: languages[i % languages.length]!,
        gender: i % 2 ? 'GD01' : 'GD02',
        status: i % 11 === 0 ? 'provisional' : 'active',
        newsletterConsent: i % 3 === 0,
      });
    }
    const everyone = await ctx.db.select().from(users);
    const reference = (f: (u: UserRow) => boolean) =>
      everyone.filter((u) => u.status === 'active' && f(u)).length;
    const count = async (audience: object) => {
      const res = await admin.post('/api/posts/count-audiences', { audience });
      expect(res.statusCode).toBe(200);
      return res.json().data.count as number;
    };
    const age = (u: UserRow) => year - u.yearOfBirth;
    const tokyo2039 = reference((u) => age(u) >= 20 && age(u) <= 39 && u.prefecture === 'JPPRF13');
    expect(tokyo2039).toBeGreaterThan(0);
    expect(await count({ type: 'custom', ageMin: 20, ageMax: 39, prefectures: ['JPPRF13'] })).toBe(
      tokyo2039,
    );
    expect(await count({ type: 'all' })).toBe(reference(() => true));
    const all = await admin.post('/api/posts/count-audiences', { audience: { type: 'all' } });
    const withConsent = reference((u) => u.newsletterConsent);
    expect(withConsent).toBeGreaterThan(0);
    expect(all.json().data.newsletter).toBe(withConsent);
    expect(await count({ type: 'custom', mainLanguage: 'en', gender: 'GD01' })).toBe(
      reference((u) => u.mainLanguage === 'en' && u.gender === 'GD01'),
    );
    expect(await count({ type: 'custom', ageMin: 30, prefectures: ['JPPRF34', 'JPPRF27'] })).toBe(
      reference((u) => age(u) >= 30 && ['JPPRF34', 'JPPRF27'].includes(u.prefecture ?? '')),
    );
    const bad = await admin.post('/api/posts/count-audiences', {
      audience: { type: 'custom', ageMin: 40, ageMax: 20 },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('images, stats and CSV', () => {
  function multipart(name: string, data: Buffer) {
    const boundary = `----fanclub${randomBytes(8).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  it('stores a rich-text image as a WebP at most 1600 px wide under /uploads/posts/', async () => {
    const png = await sharp({
      create: { width: 2400, height: 300, channels: 3, background: '#3a7' },
    })
      .png()
      .toBuffer();
    const res = await admin.request({
      method: 'POST',
      url: '/api/posts/images',
      ...multipart('image', png),
    });
    expect(res.statusCode).toBe(201);
    const url = res.json().data.url as string;
    expect(url).toMatch(/^\/uploads\/posts\/[0-9a-f]{32}\.webp$/);
    const file = await admin.get(url);
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600 });

    const text = await admin.request({
      method: 'POST',
      url: '/api/posts/images',
      ...multipart('image', Buffer.from('<svg onload=alert(1)>')),
    });
    expect(text.statusCode).toBe(422);
    const plain = await signedIn();
    expect(
      (
        await plain.client.request({
          method: 'POST',
          url: '/api/posts/images',
          ...multipart('image', png),
        })
      ).statusCode,
    ).toBe(403);
    const poster = await signedIn({ canPost: true });
    expect(
      (
        await poster.client.request({
          method: 'POST',
          url: '/api/posts/images',
          ...multipart('image', png),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('shows stats and exports reactions and comments with a BOM and formula guard', async () => {
    const id = (await admin.post('/api/posts', body({ title: 'CSV' }))).json().data.id as number;
    const a = await buildMember(ctx.db, { nickname: `瀬戸${randomBytes(2).toString('hex')}` });
    const b = await buildMember(ctx.db);
    await ctx.db.insert(postReactions).values([
      { postId: id, userId: a.id, type: 'love' },
      { postId: id, userId: b.id, type: 'like' },
    ]);
    await ctx.db.insert(comments).values([
      { postId: id, userId: a.id, body: '=HYPERLINK("http://evil")' },
      { postId: id, userId: b.id, body: 'きれいですね' },
      { postId: id, userId: b.id, body: 'deleted', deletedAt: new Date() },
    ]);
    const detail = (await admin.get(`/api/posts-admin/${id}`)).json().data;
    expect(detail.reactionCounts).toMatchObject({ love: 1, like: 1, wow: 0 });
    expect(detail.commentCount).toBe(2);

    const ja = await new Client(ctx.app, 'ja').login(adminRow.email);
    const res = await ja.get(`/api/export/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`post-${id}-activity-`);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const lines = res.body.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('種類,ニックネーム,リアクション・コメント,日時');
    expect(lines).toHaveLength(5);
    expect(res.body).toContain(`コメント,${a.nickname},"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).toContain('きれいですね');
    expect(res.body).not.toContain('deleted');
    const { client } = await signedIn({ canPost: true });
    expect((await client.get(`/api/export/${id}`)).statusCode).toBe(403);
    expect((await admin.get('/api/export/99999999')).statusCode).toBe(404);
  });
});
