// The feed and the reading calls: guests are refused, audiences hide posts (404, never 403),
// drafts and scheduled posts stay hidden, category filter, paging, counts and my reaction, one
// view per member (parallel calls too), the public post, the share tags, and a fixed number of
// SQL statements per feed page whatever its size.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FeedList, PublicPost, ViewResult } from '@fanclub/contract/feed';
import type { PostDetail } from '@fanclub/contract/posts';
import type { Db } from '../../db/client';
import {
  categories,
  postCategories,
  postReactions,
  posts,
  type AudienceData,
  type UserRow,
} from '../../db/schema/index';
import { buildAdmin, buildMember, Client, useTestApp, json } from '../../../test/helpers';
import { builtWebApp } from '../../../test/instances';
import { countStatements } from '../../../test/statements';
import { inlineScriptHashes } from '../../plugins/security-headers';
import { escapeHtml } from '../../lib/html';
import { coverFor } from '../posts/cover';
import { withShareTags } from './share-page';

const INDEX_HTML = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="瀬戸内ファンクラブ — site"
    />
    <title>瀬戸内ファンクラブ</title>
    <script>
      try { document.documentElement.lang = 'ja'; } catch (e) {}
    </script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A built web app of one page, so the share page has an index.html to fill in. */
const ctx = useTestApp({ WEB_DIST: builtWebApp(INDEX_HTML) });
const YEAR = new Date().getFullYear();
const tokyoYoung = { ageMin: 20, ageMax: 39, prefectures: ['JPPRF13'] };

let sequence = 0;
async function buildPost(
  db: Db,
  overrides: Partial<typeof posts.$inferInsert> & { categoryIds?: number[] } = {},
) {
  sequence += 1;
  const { categoryIds = [], ...values } = overrides;
  const title = values.title ?? `しまなみ便り ${sequence}`;
  const contents =
    values.contents ?? `<p>本文 ${sequence}</p><img src="https://img.example.jp/a.webp" alt="">`;
  const [row] = await db
    .insert(posts)
    .values({
      title,
      contents,
      ...coverFor(contents, title, null),
      excerpt: `本文 ${sequence}`,
      status: 'published',
      publishAt: new Date(Date.now() - (1000 - sequence) * 60_000),
      audience: { type: 'all' },
      ...values,
    })
    .returning();
  if (categoryIds.length)
    await db
      .insert(postCategories)
      .values(categoryIds.map((categoryId) => ({ postId: row!.id, categoryId })));
  return row!;
}

async function buildCategory(db: Db, nameJa: string, status = 'active') {
  const [row] = await db
    .insert(categories)
    .values({ nameJa, nameEn: `${nameJa}-en`, status })
    .returning();
  return row!;
}

const signedIn = async (user: UserRow, locale: 'ja' | 'en' = 'en') =>
  new Client(ctx.app, locale).login(user.email);

describe('who may read', () => {
  it('refuses guests on member calls with 401', async () => {
    const guest = await new Client(ctx.app).csrf();
    const post = await buildPost(ctx.db);
    for (const url of ['/api/posts', `/api/posts/${post.id}`, `/api/post-detail/${post.id}`]) {
      const res = await guest.get(url);
      expect(res.statusCode, url).toBe(401);
      expect(json(res).error_code).toBe('UNAUTHENTICATED');
    }
    expect((await guest.post(`/api/count-view/${post.id}`)).statusCode).toBe(401);
  });

  it('shows a targeted post only to members in its audience; others get 404', async () => {
    const audience: AudienceData = { type: 'custom', ...tokyoYoung };
    const targeted = await buildPost(ctx.db, { audience, title: '東京の若い方へ' });
    const match = await buildMember(ctx.db, { yearOfBirth: YEAR - 30, prefecture: 'JPPRF13' });
    const older = await buildMember(ctx.db, { yearOfBirth: YEAR - 45, prefecture: 'JPPRF13' });
    const osaka = await buildMember(ctx.db, { yearOfBirth: YEAR - 30, prefecture: 'JPPRF27' });
    const admin = await buildAdmin(ctx.db, { yearOfBirth: YEAR - 60 });

    for (const [user, sees] of [
      [match, true],
      [older, false],
      [osaka, false],
      [admin, true],
    ] as const) {
      const client = await signedIn(user);
      const feed = json<FeedList>(await client.get('/api/posts?limit=100'));
      expect(feed.data.some((p) => p.id === targeted.id)).toBe(sees);
      for (const url of [`/api/posts/${targeted.id}`, `/api/post-detail/${targeted.id}`]) {
        const res = await client.get(url);
        expect(res.statusCode, `${user.yearOfBirth} ${user.prefecture} ${url}`).toBe(
          sees ? 200 : 404,
        );
        if (!sees) expect(json(res).error_code).toBe('NOT_FOUND');
      }
      expect((await client.post(`/api/count-view/${targeted.id}`)).statusCode).toBe(
        sees ? 200 : 404,
      );
    }
  });

  it('hides drafts and scheduled posts from everyone, admins included', async () => {
    const draft = await buildPost(ctx.db, { status: 'draft' });
    const scheduled = await buildPost(ctx.db, { publishAt: new Date(Date.now() + 3600_000) });
    const admin = await signedIn(await buildAdmin(ctx.db));
    const member = await signedIn(await buildMember(ctx.db));
    const guest = new Client(ctx.app);
    for (const client of [admin, member]) {
      const ids = json<FeedList>(await client.get('/api/posts?limit=100')).data.map((p) => p.id);
      expect(ids).not.toContain(draft.id);
      expect(ids).not.toContain(scheduled.id);
      for (const id of [draft.id, scheduled.id])
        expect((await client.get(`/api/post-detail/${id}`)).statusCode).toBe(404);
    }
    for (const id of [draft.id, scheduled.id])
      expect((await guest.get(`/api/public/posts/${id}`)).statusCode).toBe(404);
  });
});

describe('the feed', () => {
  it('filters by category, pages with the contract meta, newest first', async () => {
    const [sea, food, hidden] = [
      await buildCategory(ctx.db, '海'),
      await buildCategory(ctx.db, 'グルメ'),
      await buildCategory(ctx.db, '終了', 'inactive'),
    ];
    const seaPosts = [];
    for (let i = 0; i < 3; i++)
      seaPosts.push(await buildPost(ctx.db, { categoryIds: [sea.id, hidden.id] }));
    await buildPost(ctx.db, { categoryIds: [food.id] });
    const member = await signedIn(await buildMember(ctx.db), 'ja');

    const page1 = json<FeedList>(await member.get(`/api/posts?filter=${sea.id}&limit=2`));
    expect(page1.meta).toMatchObject({ page: 1, limit: 2, total: 3, lastPage: 2 });
    expect(page1.data.map((p) => p.id)).toEqual([seaPosts[2]!.id, seaPosts[1]!.id]);
    // Inactive categories are neither shown on posts nor offered as filters to members.
    expect(page1.data[0]!.categories).toEqual([{ id: sea.id, name: '海' }]);
    expect(page1.meta.categories.map((c) => c.id)).toEqual(
      expect.arrayContaining([sea.id, food.id]),
    );
    expect(page1.meta.categories.map((c) => c.id)).not.toContain(hidden.id);

    const page2 = json<FeedList>(await member.get(`/api/posts?filter=${sea.id}&limit=2&page=2`));
    expect(page2.data.map((p) => p.id)).toEqual([seaPosts[0]!.id]);
    const beyond = json<FeedList>(await member.get(`/api/posts?filter=${sea.id}&limit=2&page=9`));
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ page: 9, total: 3, lastPage: 2 });
    const inactive = json<FeedList>(await member.get(`/api/posts?filter=${hidden.id}`));
    expect(inactive.meta.total).toBe(0);

    const all = json<FeedList>(await member.get('/api/posts'));
    expect(all.meta.limit).toBe(10);
    const dates = all.data.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await member.get('/api/posts?limit=101')).statusCode).toBe(422);
    expect((await member.get('/api/posts?filter=abc')).statusCode).toBe(422);
  });

  it('counts reactions by type, comments and views, and shows my own reaction', async () => {
    const post = await buildPost(ctx.db, { commentCount: 4, viewCount: 7 });
    const me = await buildMember(ctx.db);
    const others = await Promise.all([1, 2, 3].map(() => buildMember(ctx.db)));
    await ctx.db.insert(postReactions).values([
      { postId: post.id, userId: me.id, type: 'love' },
      { postId: post.id, userId: others[0]!.id, type: 'love' },
      { postId: post.id, userId: others[1]!.id, type: 'like' },
      { postId: post.id, userId: others[2]!.id, type: 'wow' },
    ]);
    const client = await signedIn(me);
    const item = json<FeedList>(await client.get('/api/posts?limit=100')).data.find(
      (p) => p.id === post.id,
    )!;
    expect(item.reactionCounts).toEqual({ like: 1, love: 2, haha: 0, wow: 1, sad: 0, angry: 0 });
    expect(item).toMatchObject({
      myReaction: 'love',
      commentCount: 4,
      viewCount: 7,
      canEdit: false,
    });
    expect(item).not.toHaveProperty('contents');

    const other = await signedIn(others[1]!);
    const detail = json<{ data: PostDetail }>(await other.get(`/api/posts/${post.id}`)).data;
    expect(detail).toMatchObject({ myReaction: 'like', commentCount: 4, canComment: true });
    expect(detail.contents).toContain('<p>本文');
    const stranger = await signedIn(await buildMember(ctx.db));
    const plain = json<{ data: PostDetail }>(
      await stranger.get(`/api/post-detail/${post.id}`),
    ).data;
    expect(plain.myReaction).toBeNull();
  });

  it('runs the same number of SQL statements for a cold page of 5 and of 50', async () => {
    const cat = await buildCategory(ctx.db, '島');
    const author = await buildMember(ctx.db);
    for (let i = 0; i < 60; i++) {
      const post = await buildPost(ctx.db, { categoryIds: [cat.id], authorId: author.id });
      await ctx.db
        .insert(postReactions)
        .values({ postId: post.id, userId: author.id, type: 'haha' });
    }
    const client = await signedIn(author);
    const counted = async (url: string) => {
      // A new draft drops every cached list, row and reaction: each page below is a cold one.
      await buildPost(ctx.db, { status: 'draft' });
      const { result: res, statements } = await countStatements(ctx.db, () => client.get(url));
      expect(res.statusCode).toBe(200);
      expect(json<FeedList>(res).data.length).toBeGreaterThan(0);
      return statements;
    };
    const small = await counted('/api/posts?limit=5');
    const large = await counted('/api/posts?limit=50');
    const filtered = await counted(`/api/posts?limit=50&filter=${cat.id}`);
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
    expect(filtered).toBe(small);
    // The session lookup, the live list (with the chips), the page's rows and the reactions.
    expect(large).toBeLessThanOrEqual(8);
  });
});

describe('views', () => {
  it('counts one view per member, whatever the reloads and parallel calls', async () => {
    const post = await buildPost(ctx.db);
    const [a, b] = [await buildMember(ctx.db), await buildMember(ctx.db)];
    const ca = await signedIn(a);
    const first = json<{ data: ViewResult }>(await ca.post(`/api/count-view/${post.id}`)).data;
    expect(first).toEqual({ viewCount: 1, counted: true });
    const again = json<{ data: ViewResult }>(await ca.post(`/api/count-view/${post.id}`)).data;
    expect(again).toEqual({ viewCount: 1, counted: false });

    const cb = await signedIn(b);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => cb.post(`/api/count-view/${post.id}`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(results.filter((r) => json<{ data: ViewResult }>(r).data.counted)).toHaveLength(1);
    const [row] = await ctx.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row!.viewCount).toBe(2);
    expect((await ca.post('/api/count-view/999999')).statusCode).toBe(404);
  });
});

describe('the public post', () => {
  it('answers posts for everyone without sign-in, and MEMBERS_ONLY for targeted ones', async () => {
    const cat = await buildCategory(ctx.db, '瀬戸田');
    const open = await buildPost(ctx.db, { categoryIds: [cat.id], viewCount: 3 });
    const targeted = await buildPost(ctx.db, { audience: { type: 'custom', ...tokyoYoung } });
    const guest = new Client(ctx.app, 'ja');
    const res = await guest.get(`/api/public/posts/${open.id}`);
    expect(res.statusCode).toBe(200);
    const body = json<{ data: PublicPost }>(res).data;
    expect(body).toMatchObject({
      id: open.id,
      title: open.title,
      excerpt: open.excerpt,
      contents: open.contents,
      categories: [{ id: cat.id, name: '瀬戸田' }],
      viewCount: 3,
      reactionTotal: 0,
    });
    expect(body).not.toHaveProperty('myReaction');
    // A live post for members: the guest is told to sign in, in their language, and nothing of
    // the post comes with the answer.
    const membersOnly = await guest.get(`/api/public/posts/${targeted.id}`);
    expect(membersOnly.statusCode).toBe(401);
    expect(membersOnly.json()).toEqual({
      code: 401,
      error_code: 'MEMBERS_ONLY',
      message: 'この記事はファンクラブ会員限定です。ログインしてお読みください。',
    });
    expect(membersOnly.body).not.toContain(targeted.title);
    const inEnglish = await new Client(ctx.app, 'en').get(`/api/public/posts/${targeted.id}`);
    expect(inEnglish.json()).toMatchObject({
      error_code: 'MEMBERS_ONLY',
      message: 'This post is for fan club members. Please sign in to read it.',
    });
    expect((await guest.get('/api/public/posts/999999')).statusCode).toBe(404);
    // A signed-in member gets the same public answer.
    const member = await signedIn(await buildMember(ctx.db));
    expect((await member.get(`/api/public/posts/${open.id}`)).statusCode).toBe(200);
  });

  it('serves index.html with escaped share tags, keeping the inline script hashes valid', async () => {
    const post = await buildPost(ctx.db, {
      title: '"島"<script>alert(1)</script> & $& 旅',
      excerpt: 'レモンの島 <b>"瀬戸田"</b>',
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/public/posts/${post.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(`<title>${escapeHtml(post.title)} | 瀬戸内ファンクラブ</title>`);
    expect(html).toContain('&quot;島&quot;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; 旅');
    expect(html).toContain(`<meta name="description" content="${escapeHtml(post.excerpt)}" />`);
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(post.title)}" />`);
    expect(html).toContain(
      `<meta property="og:url" content="http://localhost:3000/public/posts/${post.id}" />`,
    );
    expect(html).toContain('<meta property="og:image" content="https://img.example.jp/a.webp" />');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(INDEX_HTML));
    // The CSP sent with it allows exactly that inline script.
    expect(res.headers['content-security-policy']).toContain(inlineScriptHashes(INDEX_HTML)[0]);

    const targeted = await buildPost(ctx.db, { audience: { type: 'custom', ...tokyoYoung } });
    for (const url of [`/public/posts/${targeted.id}`, '/public/posts/999999', '/public/posts/x']) {
      const plain = await ctx.app.inject({ method: 'GET', url });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.body, url).toBe(INDEX_HTML);
    }
  });

  it('writes share tags into the title and description only', () => {
    const html = withShareTags(INDEX_HTML, { title: 'A', description: 'B', url: 'http://x/p/1' });
    expect(html).toContain('<title>A | 瀬戸内ファンクラブ</title>');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });
});
