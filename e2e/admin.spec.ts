// The admin signs in and reaches the admin area; a member is refused it.
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, signIn, useLocale } from './support/app';

test('admin sign-in reaches the overview and the community member list (ja)', async ({ page }) => {
  await useLocale(page, 'ja');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, 'ja');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await page.getByRole('link', { name: 'コミュニティ' }).click();
  await expect(page).toHaveURL(/\/admin\/community/);
  const search = page.getByRole('textbox', { name: /検索|キーワード/ });
  await search.fill('shimada');
  await search.press('Enter');
  await expect(page.getByText(DEMO_MEMBER.email)).toBeVisible();
});

test('admin blocks and unblocks a member from the community tab (en)', async ({ page }) => {
  await useLocale(page, 'en');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, 'en');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/admin/community');
  const search = page.getByRole('textbox', { name: /search|keyword/i });
  await search.fill('kenta.murakami');
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: 'kenta.murakami@example.com' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^block/i }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^block/i })
    .click();
  await expect(row.getByRole('button', { name: /^unblock/i })).toBeVisible();
  await row.getByRole('button', { name: /^unblock/i }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^unblock/i })
    .click();
  await expect(row.getByRole('button', { name: /^block/i })).toBeVisible();
});

test('admin adjusts points and cancels a registration (ja)', async ({ page }) => {
  await useLocale(page, 'ja');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, 'ja');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/admin/community');
  const search = page.getByRole('textbox', { name: 'キーワード' });
  await search.fill('claire.dubois');
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: 'claire.dubois@example.com' });
  await expect(row).toHaveCount(1);

  // A deduction beyond the balance is refused; a grant is written and shown.
  const pointsCell = row.getByRole('cell').nth(4);
  const before = Number((await pointsCell.innerText()).replace(/\D/g, ''));
  await row.getByRole('button', { name: 'ポイント調整' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('ポイント数').fill('-99999');
  await dialog.getByLabel('理由').fill('誤付与の取り消し');
  await dialog.getByRole('button', { name: '調整を保存する' }).click();
  await expect(dialog.getByText('ポイントが不足しています')).toBeVisible();
  await dialog.getByLabel('ポイント数').fill('1.5');
  await dialog.getByRole('button', { name: '調整を保存する' }).click();
  await expect(dialog.getByText('ポイントは整数で入力してください。')).toBeVisible();
  await dialog.getByLabel('ポイント数').fill('300');
  await dialog.getByLabel('理由').fill('アート巡りイベント参加のお礼');
  await dialog.getByRole('button', { name: '調整を保存する' }).click();
  await expect(dialog).toBeHidden();
  await expect(pointsCell).toHaveText((before + 300).toLocaleString('ja-JP'));

  // Cancelling the registration voids the points and closes the account.
  await row.getByRole('button', { name: '登録を取り消す' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '登録を取り消す' }).click();
  await expect(row.getByText('登録取消')).toBeVisible();
  await expect(pointsCell).toHaveText('0');
  await expect(row.getByRole('button', { name: '登録を取り消す' })).toHaveCount(0);
});

test('the outbox shows the mail the product wrote (en)', async ({ page }) => {
  await useLocale(page, 'en');
  // A password-reset request writes a mail to the demo member.
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(DEMO_MEMBER.email);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/forgot-password'));
  await page.getByRole('button', { name: /send/i }).click();
  expect((await sent).status()).toBeLessThan(300);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, 'en');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/admin/overview');
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox/);
  await expect(page.getByText('パスワード再設定のご案内').first()).toBeVisible();
});

for (const locale of ['ja', 'en'] as const) {
  test(`a member is denied the admin area (${locale})`, async ({ page }) => {
    // The admin area's code (layout, screens, texts) is never even downloaded for a member.
    const adminChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(admin-layout|overview|community|outbox|i18n-admin)-/.test(request.url())) {
        adminChunks.push(request.url());
      }
    });
    await useLocale(page, locale);
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, locale);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/community');
    await expect(
      page.getByRole('heading', {
        name: locale === 'ja' ? 'アクセス権限がありません' : 'Permission Denied',
      }),
    ).toBeVisible();
    await expect(page.getByText(DEMO_MEMBER.email)).toHaveCount(0);
    expect(adminChunks).toEqual([]);
  });
}

test('an unknown path shows the not-found screen', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
