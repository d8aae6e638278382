// Reading posts: the demo member sees the feed on /home, filters it by a category and opens a
// post (its view counted once); a post targeted at others is the 404 screen; the public page
// opens without signing in, carries share tags, tells a guest at a members' post to sign in, and
// sends a signed-in visitor to /posts/{id}.
// The posts are written through the admin's API, so the journey does not depend on demo data,
// and deleted afterwards, so journeys after it on the same server see the demo's feed.
import { expect, test, type Page } from '@playwright/test';
import { adminSession, DEMO_MEMBER, signIn, useLocale } from './support/app';

type Made = { categoryId: number; categoryName: string; open: Post; other: Post; targeted: Post };
type Post = { id: number; title: string };
let made: Made;

test.beforeAll(async ({ baseURL }) => {
  const { api, xsrf } = await adminSession(baseURL!);
  // Digits: other journeys recognise a journey's post by a title ending in one.
  const tag = String(Date.now());
  const send = async <T>(path: string, data: object) => {
    const res = await api.post(path, { data, headers: { 'X-XSRF-TOKEN': xsrf } });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
    return ((await res.json()) as { data: T }).data;
  };
  try {
    const categoryName = `島旅${tag}`;
    const category = await send<{ id: number }>('/api/categories', {
      nameJa: categoryName,
      nameEn: `Island trips ${tag}`,
    });
    const post = async (title: string, extra: object = {}) => {
      const saved = await send<{ id: number }>('/api/posts', {
        title,
        contents: `<p>${title}の本文です。港町の朝市を歩きました。</p>`,
        status: 'published',
        ...extra,
      });
      return { id: saved.id, title };
    };
    const other = await post(`鞆の浦の雛祭り ${tag}`);
    const open = await post(`大三島のレモン便り ${tag}`, { categoryIds: [category.id] });
    // Young members in Tokyo only: the demo member (born 1992, Hiroshima) is not among them.
    const targeted = await post(`東京の会員限定 ${tag}`, {
      audience: { type: 'custom', ageMin: 20, ageMax: 39, prefectures: ['JPPRF13'] },
    });
    made = { categoryId: category.id, categoryName, open, other, targeted };
  } finally {
    await api.dispose();
  }
});

test.afterAll(async ({ baseURL }) => {
  if (!made) return;
  const { api, xsrf } = await adminSession(baseURL!);
  try {
    for (const path of [
      ...[made.open, made.other, made.targeted].map((p) => `/api/posts/${p.id}`),
      `/api/categories/${made.categoryId}`,
    ]) {
      const res = await api.delete(path, { headers: { 'X-XSRF-TOKEN': xsrf } });
      expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
    }
  } finally {
    await api.dispose();
  }
});

async function signInAsDemoMember(page: Page) {
  await useLocale(page, 'ja');
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, 'ja');
  await expect(page).toHaveURL(/\/home$/);
}

test('the demo member reads the feed, filters it and opens a post', async ({ page }) => {
  await signInAsDemoMember(page);
  const feed = page.getByRole('region', { name: 'お知らせ・記事' });
  await expect(feed.getByRole('link', { name: made.open.title })).toBeVisible();
  await expect(feed.getByRole('link', { name: made.other.title })).toBeVisible();
  await expect(feed.getByRole('link', { name: made.targeted.title })).toHaveCount(0);

  const chips = feed.getByRole('group', { name: 'カテゴリーで絞り込む' });
  await expect(chips.getByRole('radio', { name: 'すべて' })).toBeChecked();
  await chips.getByText(made.categoryName, { exact: true }).click();
  await expect(chips.getByRole('radio', { name: made.categoryName })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`category=${made.categoryId}`));
  await expect(feed.getByRole('link', { name: made.open.title })).toBeVisible();
  await expect(feed.getByRole('link', { name: made.other.title })).toHaveCount(0);

  await feed.getByRole('link', { name: made.open.title }).click();
  await expect(page).toHaveURL(new RegExp(`/posts/${made.open.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: made.open.title })).toBeVisible();
  await expect(page.getByText('港町の朝市を歩きました。')).toBeVisible();
  await expect(page.getByText('閲覧数 1')).toBeVisible();
  // A reload is not a second view.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: made.open.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('閲覧数 1')).toBeVisible();

  // A post for others is not found, not forbidden: its existence does not leak.
  await page.goto(`/posts/${made.targeted.id}`);
  await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
  await expect(page.getByText(made.targeted.title)).toHaveCount(0);
});

test('the public page opens without signing in; a signed-in visitor goes to the post', async ({
  page,
  request,
}) => {
  await useLocale(page, 'ja');
  await page.goto(`/public/posts/${made.open.id}`);
  await expect(page.getByRole('heading', { level: 1, name: made.open.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'リンクをコピーして共有' })).toBeVisible();
  await expect(page.getByRole('link', { name: '無料で会員登録' })).toBeVisible();

  // Link previews read the share tags from the HTML itself.
  const html = await (await request.get(`/public/posts/${made.open.id}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${made.open.title}" />`);
  expect(html).toContain(`/public/posts/${made.open.id}" />`);

  await page.goto(`/public/posts/${made.targeted.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'この記事は会員限定です' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'ログインして読む' })).toBeVisible();
  await expect(page.getByText(made.targeted.title)).toHaveCount(0);

  await signInAsDemoMember(page);
  await page.goto(`/public/posts/${made.open.id}`);
  await expect(page).toHaveURL(new RegExp(`/posts/${made.open.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: made.open.title })).toBeVisible();
});

test('the feed reads in English too', async ({ page }) => {
  await useLocale(page, 'en');
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, 'en');
  await expect(page).toHaveURL(/\/home$/);
  const feed = page.getByRole('region', { name: 'News and stories' });
  await expect(feed.getByRole('link', { name: made.other.title })).toBeVisible();
  await expect(
    feed.getByRole('group', { name: 'Filter by category' }).getByRole('radio', { name: 'All' }),
  ).toBeChecked();
  await expect(feed.getByText(/^Views \d+$/).first()).toBeVisible();
});
