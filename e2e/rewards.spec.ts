// A member exchanges points for an Amazon gift card; the admin approves and completes it with a
// gift code; the member sees it exchanged. A fresh member keeps the demo data untouched.
import { expect, test } from '@playwright/test';
import { adminSession, DEMO_ADMIN, newMember, signIn, useLocale } from './support/app';

/** Gives a member points through the admin's adjustment call (an ADJUST ledger row). */
async function givePoints(baseURL: string, email: string, points: number) {
  const { api, xsrf } = await adminSession(baseURL);
  try {
    const list = await api.get(`/api/admin/members?keyword=${encodeURIComponent(email)}`);
    const member = (
      (await list.json()) as { data: Array<{ id: number; email: string }> }
    ).data.find((m) => m.email === email)!;
    const res = await api.post('/api/admin/points/adjust', {
      data: { userId: member.id, points, reason: 'E2E rewards' },
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

test('a member exchanges 200 points for an Amazon gift card, the admin completes it', async ({
  page,
  browser,
  baseURL,
}) => {
  // A member's and an admin's browser, each signing in, in both languages: about a minute alone
  // on a busy two-core runner.
  test.setTimeout(150_000);
  const member = await newMember(baseURL!, 'rewards');
  await givePoints(baseURL!, member.email, 500);

  // The member: the minimum, then a real request, confirmed.
  await useLocale(page, 'ja');
  await signIn(page, member.email, member.password, 'ja');
  await expect(page).toHaveURL(/\/home$/);
  await page
    .getByRole('navigation', { name: /メイン|メニュー/ })
    .getByRole('link', { name: 'ポイント交換' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/rewards$/);
  await expect(page.getByTestId('reward-balance')).toHaveText('500 pt');
  await expect(page.getByText('お申し込み後のキャンセル・変更はできません。')).toBeVisible();
  const amazon = page.getByRole('article', { name: 'Amazonギフトカード' });
  const amount = amazon.getByLabel('交換するポイント');
  await amount.fill('199');
  await amazon.getByRole('button', { name: '交換を申し込む' }).click();
  await expect(amazon.getByText('200ポイント以上で入力してください')).toBeVisible();
  await amount.fill('200');
  await amazon.getByRole('button', { name: '交換を申し込む' }).click();
  const confirm = page.getByRole('dialog', { name: '交換の申し込み内容の確認' });
  await expect(confirm.getByText('お申し込み後のキャンセルはできません。')).toBeVisible();
  await confirm.getByRole('button', { name: '申し込む' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('reward-balance')).toHaveText('300 pt');

  await page.goto('/transactions');
  await expect(page.getByText('ギフトカード交換')).toBeVisible();
  await page.getByRole('tab', { name: '交換履歴' }).click();
  const request = page.getByTestId('exchange-row').first();
  await expect(request).toContainText('Amazonギフトカード');
  await expect(request).toContainText('申請中');
  await expect(request).toContainText('200 pt');

  // The member keeps this page open: the admin's decisions arrive as notifications, live.
  await page.getByRole('button', { name: /^お知らせ/ }).click();
  await page.getByRole('button', { name: 'すべて既読にする' }).click();
  await expect(page.getByRole('button', { name: 'お知らせ', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The admin approves it and completes it with a gift code.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await useLocale(admin, 'ja');
  await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password, 'ja');
  await expect(admin).toHaveURL(/\/home$/);
  await admin.goto('/admin/exchange?status=new&limit=100');
  const row = admin.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox').check();
  await admin.getByRole('button', { name: '選択した申請を承認（1件）' }).click();
  await expect(admin.getByText('1件の申請を承認しました。')).toBeVisible();
  await admin.goto('/admin/exchange?status=approved&limit=100');
  await expect(row).toContainText('承認済み');
  await row.getByRole('button', { name: '完了にする' }).click();
  const dialog = admin.getByRole('dialog', { name: '交換を完了にする' });
  await dialog.getByLabel('Amazonギフトコード').fill('E2E-GIFT-2026');
  await dialog.getByRole('button', { name: '完了にする' }).click();
  await expect(dialog).toBeHidden();
  await admin.goto('/admin/exchange?status=completed&limit=100');
  await expect(row).toContainText('交換済み');
  await adminContext.close();

  // Without a reload, the member's bell counts the approval and the completion.
  await expect(page.getByRole('button', { name: 'お知らせ 2件未読' })).toBeVisible();
  await page.getByRole('button', { name: 'お知らせ 2件未読' }).click();
  await expect(page.getByText('200ポイントの交換申請が承認されました。')).toBeVisible();
  await page.keyboard.press('Escape');

  // The member sees it exchanged, with the code, in both languages.
  await page.goto('/transactions?tab=exchange');
  await expect(request).toContainText('交換済み');
  await expect(request).toContainText('E2E-GIFT-2026');
  await page.evaluate(() => window.localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Exchange history' })).toBeVisible();
  await expect(request).toContainText('Replaced/exchanged');
});
