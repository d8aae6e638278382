// A post's cover: the first image of its contents unless the admin chose one, kept when an edit
// sends no choice, back to the first image on null; answered by the feed, the detail, the public
// post and the admin's detail; written into the public page's share tags as an absolute address.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedList, PublicPost } from '@fanclub/contract/feed';
import type { AdminPostDetail, PostDetail } from '@fanclub/contract/posts';
import { posts } from '../../db/schema/index';
import { buildAdmin, buildMember, Client, json, useTestApp } from '../../../test/helpers';
import { coverFor } from './cover';

const INDEX_HTML = `<!doctype html>
<html lang="ja">
  <head>
    <meta name="description" content="瀬戸内ファンクラブ" />
    <title>瀬戸内ファンクラブ</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const webDist = mkdtempSync(path.join(tmpdir(), 'fanclub-cover-'));
writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
const ctx = useTestApp({ WEB_DIST: webDist });

const BRIDGE = '/uploads/posts/0123456789abcdef0123456789abcdef.webp';
const LEMONS = 'https://img.example.jp/lemons.webp';
const contents =
  `<p>来島海峡大橋を渡りました。</p><img src="${BRIDGE}" alt="夕暮れの来島海峡大橋">` +
  `<p>瀬戸田のレモン。</p><img src="${LEMONS}" alt="">`;

let admin: Client;
let member: Client;
beforeAll(async () => {
  admin = await new Client(ctx.app, 'ja').login((await buildAdmin(ctx.db)).email);
  member = await new Client(ctx.app, 'ja').login((await buildMember(ctx.db)).email);
});

async function save(extra: Record<string, unknown>, id?: number) {
  const res = await admin.post(id ? `/api/posts/${id}/edit` : '/api/posts', {
    title: 'しまなみ海道の橋とレモン',
    contents,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(id ? 200 : 201);
  return json<{ data: { id: number } }>(res).data.id;
}

async function coversOf(id: number) {
  const feed = json<FeedList>(await member.get('/api/posts?limit=100'));
  const detail = json<{ data: PostDetail }>(await member.get(`/api/posts/${id}`));
  const guest = await new Client(ctx.app).csrf();
  const open = json<{ data: PublicPost }>(await guest.get(`/api/public/posts/${id}`));
  const edit = json<{ data: AdminPostDetail }>(await admin.get(`/api/posts-admin/${id}`));
  return {
    feed: feed.data.find((p) => p.id === id)?.cover,
    detail: detail.data.cover,
    open: open.data.cover,
    admin: { coverImage: edit.data.coverImage, cover: edit.data.cover },
  };
}

describe('post covers', () => {
  it('takes the first image, with its alt text, everywhere the post is read', async () => {
    const id = await save({});
    const cover = { url: BRIDGE, alt: '夕暮れの来島海峡大橋' };
    expect(await coversOf(id)).toEqual({
      feed: cover,
      detail: cover,
      open: cover,
      admin: { coverImage: null, cover },
    });
  });

  it("uses the admin's choice, keeps it on an edit without one, and null goes back", async () => {
    const id = await save({ coverImage: LEMONS });
    // The chosen image has no alt text of its own: the title stands in.
    const lemons = { url: LEMONS, alt: 'しまなみ海道の橋とレモン' };
    expect((await coversOf(id)).detail).toEqual(lemons);
    await save({ title: 'しまなみ海道の橋とレモン' }, id);
    expect((await coversOf(id)).admin).toEqual({ coverImage: LEMONS, cover: lemons });
    await save({ coverImage: null }, id);
    expect((await coversOf(id)).feed).toEqual({ url: BRIDGE, alt: '夕暮れの来島海峡大橋' });
  });

  it('refuses a cover that is not an image address (422 on coverImage)', async () => {
    for (const coverImage of ['javascript:alert(1)', '/uploads/avatars/x.webp', 'http://a.jp/b']) {
      const res = await admin.post('/api/posts', { title: 'x', contents, coverImage });
      expect(res.statusCode, coverImage).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['coverImage']);
    }
  });

  it('has no cover when the contents have no image', async () => {
    const id = await save({ contents: '<p>写真はありません。</p>' });
    expect((await coversOf(id)).detail).toBeNull();
    expect(coverFor('<p>x</p>', 't', null)).toEqual({
      coverImage: null,
      coverUrl: null,
      coverAlt: '',
    });
  });

  it('writes the cover and the text into the public page share tags', async () => {
    const id = await save({ contents: `<p>島の&amp;港の話。</p>${contents}`, coverImage: LEMONS });
    const html = (await ctx.app.inject({ method: 'GET', url: `/public/posts/${id}` })).body;
    expect(html).toContain(`<meta property="og:image" content="${LEMONS}" />`);
    expect(html).toContain('<meta property="og:image:alt" content="しまなみ海道の橋とレモン" />');
    expect(html).toContain('<meta property="og:title" content="しまなみ海道の橋とレモン" />');
    expect(html).toContain('<meta property="og:description" content="島の&amp;港の話。');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta name="twitter:image" content="${LEMONS}" />`);

    // Our own upload becomes an absolute address (previews fetch it from elsewhere).
    await save({ coverImage: null }, id);
    const own = (await ctx.app.inject({ method: 'GET', url: `/public/posts/${id}` })).body;
    expect(own).toContain(`<meta property="og:image" content="http://localhost:3000${BRIDGE}" />`);
    expect(own).toContain('<meta property="og:image:alt" content="夕暮れの来島海峡大橋" />');
  });

  it('gives posts saved before covers their first image (migration 0016)', async () => {
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0016_post_cover.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    const [older] = await ctx.db
      .insert(posts)
      .values({
        title: '古い記事',
        contents: `<p>x</p><img src="${LEMONS}" alt="">`,
        status: 'draft',
      })
      .returning();
    await ctx.db.execute(sql.raw(backfill));
    const [row] = await ctx.db.select().from(posts).where(eq(posts.id, older!.id));
    expect(row).toMatchObject({ coverUrl: LEMONS, coverAlt: '古い記事', coverImage: null });
  });
});
