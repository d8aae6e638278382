// Authoring posts: the admin adds a category and publishes a post for members aged 20–39 in
// Tokyo (the live audience count follows the filters); a member without the posting permission
// is refused /create-post.
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, signIn, useLocale } from './support/app';

const NO_PERMISSION_MEMBER = { email: 'kenta.murakami@example.com', password: 'Fanclub2026' };

test('admin creates a category and publishes a post for 20–39s in Tokyo (ja)', async ({ page }) => {
  const tag = Date.now().toString().slice(-6);
  await useLocale(page, 'ja');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, 'ja');
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/admin/categories');
  await page.getByRole('button', { name: '新規カテゴリー' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称（日本語）').fill(`温泉${tag}`);
  await dialog.getByLabel('名称（英語）').fill(`Hot springs ${tag}`);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('cell', { name: `温泉${tag}` })).toBeVisible();

  await page.getByRole('link', { name: '投稿', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  await page.getByRole('link', { name: '新規投稿' }).click();
  await expect(page).toHaveURL(/\/admin\/create-post$/);
  await expect(page.getByRole('heading', { level: 1, name: '新規投稿' })).toBeVisible();

  const title = `道後温泉の朝湯 ${tag}`;
  await page.getByLabel('タイトル').fill(title);
  const editor = page.getByTestId('post-contents');
  await editor.click();
  await page.keyboard.type('朝6時から入れる道後温泉本館。');
  await page.getByRole('combobox', { name: 'カテゴリー' }).click();
  await page.getByRole('option', { name: `温泉${tag}` }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '次へ' }).click();

  // Target users: everyone first, then 20–39 in Tokyo; the count follows.
  const count = page.getByTestId('audience-count');
  await expect(count).toContainText(/対象者：[\d,]+人/);
  const everyone = await count.innerText();
  await page.getByRole('radio', { name: '条件で絞り込み' }).check();
  await page.getByLabel('年齢（下限）').fill('20');
  await page.getByLabel('年齢（上限）').fill('39');
  await page.getByRole('combobox', { name: '都道府県' }).click();
  await page.keyboard.type('東京');
  await page.getByRole('option', { name: '東京都' }).click();
  await page.keyboard.press('Escape');
  await expect(count).not.toHaveText(everyone);
  await expect(count).toContainText(/対象者：[\d,]+人/);
  await page.getByRole('button', { name: '次へ' }).click();

  // Email: a Japanese mail with a tag.
  await page.getByLabel('件名').fill('道後温泉のお知らせ');
  // A tag goes where the cursor was last: here, the body.
  await page.getByLabel('本文').click();
  await page.getByRole('button', { name: 'ニックネーム' }).click();
  await page.getByLabel('本文').press('End');
  await page.getByLabel('本文').pressSequentially('さん、朝湯はいかがですか。');
  await expect(page.getByLabel('本文')).toHaveValue('{{nick_name}}さん、朝湯はいかがですか。');
  await page.getByRole('button', { name: '次へ' }).click();

  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('せとファンさん、朝湯はいかがですか。')).toBeVisible();
  await page.getByRole('button', { name: '公開する' }).click();
  await expect(page.getByRole('heading', { name: '投稿を公開しました' })).toBeVisible();

  await page.getByRole('link', { name: '一覧に戻る' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('公開中');
  await expect(row).toContainText('条件で絞り込み');
});

test('a member without the posting permission sees Permission Denied (ja, en)', async ({
  page,
}) => {
  await useLocale(page, 'ja');
  await signIn(page, NO_PERMISSION_MEMBER.email, NO_PERMISSION_MEMBER.password, 'ja');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/create-post');
  await expect(page.getByRole('heading', { name: 'アクセス権限がありません' })).toBeVisible();
  await page.evaluate(() => window.localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
});

test('a member with the posting permission writes a post (en)', async ({ page }) => {
  const title = `Evening at Tomonoura ${Date.now().toString().slice(-6)}`;
  await useLocale(page, 'en');
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, 'en');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/create-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Write a post' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByTestId('post-contents').click();
  await page.keyboard.type('The harbour lights of Tomonoura are beautiful after sunset.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/posts\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('the post list filters by title and state, kept in the address (ja)', async ({ page }) => {
  await useLocale(page, 'ja');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, 'ja');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/admin/posts');
  const bar = page.getByRole('search', { name: '投稿の検索' });
  await bar.getByLabel('タイトルで検索').fill('しまなみ');
  await bar.getByLabel('状態').selectOption({ label: '公開中' });
  await bar.getByRole('button', { name: '検索' }).click();
  await expect(page).toHaveURL(
    /keyword=%E3%81%97%E3%81%BE%E3%81%AA%E3%81%BF.*status=published|status=published.*keyword=/,
  );
  const rows = page.getByRole('row').filter({ hasText: 'しまなみ' });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '尾道の桜' })).toHaveCount(0);
  await page.reload();
  await expect(bar.getByLabel('タイトルで検索')).toHaveValue('しまなみ');
  await expect(bar.getByLabel('状態')).toHaveValue('published');
});
