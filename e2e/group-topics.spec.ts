// Group topic journey: an admin (a moderator of every group) opens an MROC topic, posts with a
// photo, a video link and a poll, votes, likes, comments and replies, deletes a comment; a
// second tab on the same topic shows the new post without reloading; the composer refuses a
// photo over 3 MB in the reader's language. Screens in Japanese and English, desktop and phone.
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatJapanTime } from '../packages/contract/src/japan-time';
import { adminSession, DEMO_ADMIN, newMember, useLocale } from './support/app';
import { pngOfSize } from './support/images';
import { audit, fail, guardPage, signInByApi, type PageGuard } from './support/walk';

const SHOTS = process.env.SHOTS_DIR;

/** axe (serious and critical) and the page guard (console errors, CSP, 5xx) on what shows now. */
async function check(page: Page, guard: PageGuard, what: string) {
  fail([await audit(page, what), ...guard.take().map((p) => `${what}: ${p}`)]);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function seedTopic(api: APIRequestContext, xsrf: string, tag: string) {
  const headers = { 'X-XSRF-TOKEN': xsrf };
  const group = await api.post('/api/admin/groups', {
    headers,
    multipart: {
      name: `瀬戸内の島旅研究会 ${tag}`,
      visibility: 'public',
      mrocEnabled: 'true',
      searchable: 'true',
    },
  });
  expect(group.status(), await group.text()).toBe(201);
  const groupId = ((await group.json()) as { data: { id: number } }).data.id;
  const published = await api.post(`/api/admin/groups/${groupId}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
  const now = Date.now();
  const topic = await api.post(`/api/admin/groups/${groupId}/topics`, {
    headers,
    data: {
      title: 'いちばん好きな島の景色は？',
      body: '<p>写真と理由を教えてください。動画のリンクも歓迎です。</p>',
      opensAt: formatJapanTime(new Date(now - 60 * 60 * 1000)),
      closesAt: formatJapanTime(new Date(now + 7 * 24 * 60 * 60 * 1000)),
    },
  });
  expect(topic.status(), await topic.text()).toBe(201);
  const topicId = ((await topic.json()) as { data: { id: number } }).data.id;
  const live = await api.post(`/api/admin/groups/${groupId}/topics/${topicId}/publish`, {
    headers,
  });
  expect(live.status(), await live.text()).toBe(200);
  return { groupId, topicId };
}

test('a moderator posts with a photo, a video link and a poll; others see it live', async ({
  page,
  context,
  baseURL,
}) => {
  const { api, xsrf } = await adminSession(baseURL!);
  const { groupId, topicId } = await seedTopic(api, xsrf, 'ja');
  const url = `/groups/${groupId}/topics/${topicId}`;
  const guard = await guardPage(page);
  await useLocale(page, 'ja');
  await signInByApi(page, DEMO_ADMIN);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'いちばん好きな島の景色は？' })).toBeVisible();
  await expect(page.getByText('受付中')).toBeVisible();
  await expect(page.getByText('まだ投稿はありません。')).toBeVisible();

  // A second tab on the same topic, to see the post arrive without reloading.
  const other = await context.newPage();
  await other.goto(url);
  await expect(other.getByText('まだ投稿はありません。')).toBeVisible();

  // Too large a photo is refused before upload, in Japanese.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '写真を追加' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024 + 1, 1) },
  ]);
  await expect(
    page.getByText('big.png は3MBを超えています。小さい写真を選んでください。'),
  ).toBeVisible();

  await page.getByLabel('本文').fill('大三島の夕日です。\n橋から見る海が好きです。');
  const photo = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '写真を追加' }).click();
  await (
    await photo
  ).setFiles([{ name: 'sunset.png', mimeType: 'image/png', buffer: await pngOfSize(40_000) }]);
  await expect(page.getByRole('img', { name: '投稿する写真1' })).toBeVisible();
  await page.getByRole('button', { name: '動画リンクを追加' }).click();
  await page
    .getByRole('textbox', { name: '動画リンク1' })
    .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: '投票を追加' }).click();
  await page.getByLabel('投票の質問').fill('次に行きたい島は？');
  await page.getByLabel('選択肢1', { exact: true }).fill('大三島');
  await page.getByLabel('選択肢2', { exact: true }).fill('生口島');
  await shoot(page, 'topic-composer-ja');
  await check(page, guard, 'topic composer ja');
  await page.getByRole('button', { name: '投稿する', exact: true }).click();

  const post = page.getByRole('article').first();
  await expect(post.getByText('橋から見る海が好きです。')).toBeVisible();
  await expect(post.getByRole('button', { name: '写真 1 / 1' })).toBeVisible();
  await expect(post.getByRole('link', { name: /YouTube の動画/ })).toBeVisible();
  // The other tab shows it live.
  await expect(other.getByText('橋から見る海が好きです。')).toBeVisible();

  // Vote (single choice), then the results.
  await post.getByRole('radio', { name: '生口島' }).check();
  await post.getByRole('button', { name: '投票する' }).click();
  await expect(post.getByText('投票数：1')).toBeVisible();
  await post.getByRole('button', { name: /いいね/ }).click();
  await expect(post.getByRole('button', { name: /いいねを取り消す/ })).toBeVisible();
  await expect(other.getByRole('button', { name: /いいね：1/ })).toBeVisible();
  await shoot(page, 'topic-posts-ja');
  await check(page, guard, 'topic posts ja');

  // The post page: comment, reply, delete.
  await post.getByRole('link', { name: /コメント（0）/ }).click();
  await expect(page).toHaveURL(/\/posts\/\d+$/);
  await page.getByLabel('コメントを書く').fill('素敵な写真ですね！');
  await page.getByRole('button', { name: 'コメントする' }).click();
  await expect(page.getByText('素敵な写真ですね！')).toBeVisible();
  await page.getByRole('button', { name: '返信' }).click();
  await page.getByLabel(/さんへの返信/).fill('ありがとうございます。');
  await page.getByRole('button', { name: '返信する' }).click();
  await expect(page.getByText('ありがとうございます。')).toBeVisible();
  await shoot(page, 'post-detail-ja');
  await check(page, guard, 'post detail ja');
  await page.getByRole('button', { name: '削除' }).nth(1).click();
  await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
  await expect(page.getByText('このコメントは削除されました。')).toBeVisible();
  await expect(page.getByText('ありがとうございます。')).toBeVisible();
});

test('the topic page in English; a member answers first, then sees the others', async ({
  page,
  browser,
  baseURL,
}) => {
  const { api, xsrf } = await adminSession(baseURL!);
  const { groupId, topicId } = await seedTopic(api, xsrf, 'en');
  const url = `/groups/${groupId}/topics/${topicId}`;
  await api.post(`/api/groups/${groupId}/topics/${topicId}/posts`, {
    headers: { 'X-XSRF-TOKEN': xsrf },
    multipart: {
      body: 'The sunset from the Tatara bridge.',
      videoUrls: 'https://vimeo.com/76979871',
      poll: JSON.stringify({
        question: 'Best season?',
        options: ['Spring', 'Autumn'],
        multiple: true,
      }),
    },
  });
  const guard = await guardPage(page);
  await useLocale(page, 'en');
  await signInByApi(page, DEMO_ADMIN);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible();
  await expect(page.getByText('The sunset from the Tatara bridge.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Vimeo video/ })).toBeVisible();
  await expect(page.getByText('Choose one or more')).toBeVisible();
  await shoot(page, 'topic-en');
  await check(page, guard, 'topic en');

  // A member joins and, under MROC, sees only their own posts until they answer.
  const member = await newMember(baseURL!, 'topics');
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const memberGuard = await guardPage(memberPage);
  await useLocale(memberPage, 'en');
  await signInByApi(memberPage, member);
  const cookies = await memberContext.cookies();
  const memberXsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const joined = await memberPage.request.post(`/api/groups/${groupId}/join`, {
    headers: { 'X-XSRF-TOKEN': memberXsrf },
  });
  expect(joined.status(), await joined.text()).toBeLessThan(300);
  await memberPage.goto(url);
  await expect(
    memberPage.getByText("Post your answer first: then you can see the other members' posts."),
  ).toBeVisible();
  await expect(memberPage.getByText('You have not posted in this topic yet.')).toBeVisible();
  await expect(memberPage.getByText('The sunset from the Tatara bridge.')).toHaveCount(0);
  await shoot(memberPage, 'topic-answer-first-en');
  await check(memberPage, memberGuard, 'topic answer-first en');
  await memberPage.getByLabel('Text').fill('I love the lemon groves of Setoda.');
  await memberPage.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(memberPage.getByText('The sunset from the Tatara bridge.')).toBeVisible();
  await expect(memberPage.getByText(/Post your answer first/)).toHaveCount(0);
  await memberContext.close();

  await page.unrouteAll();
  await page.route(`**/api/groups/${groupId}/topics/${topicId}`, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: Record<string, unknown> };
    body.data = { ...body.data, phase: 'closed', canWrite: false, writeBlock: 'closed' };
    await route.fulfill({ response: res, json: body });
  });
  await useLocale(page, 'ja');
  await page.evaluate(() => window.localStorage.setItem('locale', 'ja'));
  await page.reload();
  await expect(page.getByText(/に終了しました。引き続き閲覧できます。/)).toBeVisible();
  await expect(page.getByRole('button', { name: '投稿する', exact: true })).toHaveCount(0);
  await shoot(page, 'topic-closed-ja');
  await check(page, guard, 'topic closed ja');
});
