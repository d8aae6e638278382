// Groups journey (member side): the demo member lists groups with the filter tabs and search,
// opens the private MROC study (topics tree with phase badges and Japan-time windows), pins
// it, reads a fellow member's page; a new member finds only the public circle, joins and leaves
// it, and meets the not-found screen for the private group. Japanese and English, 1280 and 390.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, newMember, useLocale } from './support/app';
import { audit, fail, guardPage, signInByApi, type PageGuard } from './support/walk';

const SHOTS = process.env.SHOTS_DIR;
const FOOD = '瀬戸内の食と旅 研究会';
const BIKE = 'しまなみ海道 サイクリング調査 2026';

async function check(page: Page, guard: PageGuard, what: string) {
  fail([await audit(page, what), ...guard.take().map((p) => `${what}: ${p}`)]);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the demo member browses groups, pins the study and reads a member page (ja)', async ({
  page,
}) => {
  const guard = await guardPage(page);
  await useLocale(page, 'ja');
  await signInByApi(page, DEMO_MEMBER);
  await page.goto('/home');
  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: 'グループ' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole('heading', { name: 'グループ', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: FOOD })).toBeVisible();
  await expect(page.getByRole('link', { name: BIKE })).toBeVisible();
  await shoot(page, 'groups-list-ja');
  await check(page, guard, 'groups list ja');

  await page.getByRole('tab', { name: 'ピン留め' }).click();
  await expect(page.getByRole('link', { name: FOOD })).toBeVisible();
  await expect(page.getByRole('link', { name: BIKE })).toHaveCount(0);
  await page.getByRole('tab', { name: '招待中' }).click();
  await expect(page.getByText('招待されているグループはありません。')).toBeVisible();
  await page.getByRole('tab', { name: 'すべて' }).click();
  await page.getByLabel('グループを検索').fill('サイクリング');
  await expect(page.getByRole('link', { name: FOOD })).toHaveCount(0);
  await page.getByLabel('グループを検索').fill('存在しないグループ');
  await expect(
    page.getByText('「存在しないグループ」に一致するグループはありません。'),
  ).toBeVisible();
  await page.getByLabel('グループを検索').fill('');

  await page.getByRole('link', { name: BIKE }).click();
  await expect(page.getByRole('heading', { name: BIKE, level: 1 })).toBeVisible();
  await expect(page.getByText('受付中').first()).toBeVisible();
  await expect(page.getByText('終了').first()).toBeVisible();
  // Topic windows in the member's zone: Japan time for the demo member, so no zone beside them.
  await expect(
    page.getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d 〜 \d{4}-\d\d-\d\d \d\d:\d\d$/).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /第1回：島の朝ごはん/ })).toHaveAttribute(
    'href',
    /\/groups\/\d+\/topics\/\d+$/,
  );
  await expect(page.getByText('research@example.com')).toBeVisible();
  await shoot(page, 'group-page-ja');
  await check(page, guard, 'group page ja');

  await page.getByRole('button', { name: 'ピン留め', exact: true }).click();
  await expect(page.getByText('ピン留めしました。')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ピン留めを外す' })).toBeVisible();
  await page.getByRole('button', { name: 'ピン留めを外す' }).click();
  await expect(page.getByRole('button', { name: 'ピン留め', exact: true })).toBeVisible();

  await page.getByRole('link', { name: /岡本|直島アート好き/ }).click();
  await expect(page.getByRole('heading', { name: '直島アート好きさん' })).toBeVisible();
  await expect(page.getByText('モデレーター')).toBeVisible();
  await expect(
    page.getByText('走る日の朝ごはんは、どちら派ですか？理由もコメントで教えてください。'),
  ).toBeVisible();
  await expect(page.getByText('@example')).toHaveCount(0);
  await shoot(page, 'group-member-ja');
  await check(page, guard, 'group member ja');
});

test('the same screens in English', async ({ page }) => {
  const guard = await guardPage(page);
  await useLocale(page, 'en');
  await signInByApi(page, DEMO_MEMBER);
  await page.goto('/groups');
  await expect(page.getByRole('tab', { name: 'My groups' })).toBeVisible();
  await shoot(page, 'groups-list-en');
  await check(page, guard, 'groups list en');
  await page.getByRole('link', { name: BIKE }).click();
  await expect(page.getByText('Open', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d – \d{4}-\d\d-\d\d \d\d:\d\d$/).first(),
  ).toBeVisible();
  await shoot(page, 'group-page-en');
  await check(page, guard, 'group page en');
  await page.getByRole('link', { name: '直島アート好き' }).click();
  await expect(page.getByText('Moderator')).toBeVisible();
  await shoot(page, 'group-member-en');
  await check(page, guard, 'group member en');
});

test('a new member joins and leaves the public circle; the private study is not found', async ({
  page,
  baseURL,
}) => {
  const guard = await guardPage(page);
  const member = await newMember(baseURL!, 'groups');
  await useLocale(page, 'ja');
  await signInByApi(page, member);
  await page.goto('/groups');
  await expect(page.getByRole('link', { name: FOOD })).toBeVisible();
  await expect(page.getByRole('link', { name: BIKE })).toHaveCount(0);
  await page.getByRole('tab', { name: '参加中' }).click();
  await expect(page.getByText('参加中のグループはありません。')).toBeVisible();
  await shoot(page, 'groups-empty-ja');
  await page.getByRole('tab', { name: 'すべて' }).click();
  await page.getByRole('link', { name: FOOD }).click();
  await expect(
    page.getByText('トピックはグループのメンバーだけが見られます。', { exact: false }),
  ).toBeVisible();
  await shoot(page, 'group-visitor-ja');
  await check(page, guard, 'group visitor ja');
  await page.getByRole('button', { name: '参加する' }).click();
  await expect(page.getByText(`「${FOOD}」に参加しました。`)).toBeVisible();
  await expect(page.getByRole('link', { name: /おすすめの港町グルメ/ })).toBeVisible();
  await page.getByRole('button', { name: 'グループを退会' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'グループを退会' }).click();
  await expect(page).toHaveURL(/\/groups$/);

  // The private study by its address: the not-found screen, as for any unseen group.
  // The demo seed creates the circle (1) and the study (2) before anything else.
  await page.goto('/groups/2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: BIKE })).toHaveCount(0);
  await shoot(page, 'group-not-found-ja');
});
