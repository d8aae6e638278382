// The suppression list in the browser, in ja and en: an admin adds an address by hand, finds it
// by part of it, lifts it after confirming; the demo newsletter's batch shows what it heard back
// (delivered, hard and soft bounces, spam reports) beside human and raw opens on its post page;
// a member whose address bounced sees it in account settings and asks to confirm it again.
// Screenshots at 1280 px when SHOTS_DIR is set.
import { expect, type Page, test } from '@playwright/test';
import { adminSession, DEMO_ADMIN, DEMO_MEMBER, signIn, useLocale } from './support/app';

const CASES = [
  {
    locale: 'ja' as const,
    nav: '配信停止リスト',
    add: 'アドレスを追加',
    email: 'メールアドレス',
    save: '追加する',
    added: 'アドレスを配信停止リストに追加しました。',
    reasonAdmin: '管理者による登録',
    address: '住所',
    q: 'アドレス',
    search: '検索',
    lift: '解除',
    lifted: '配信停止を解除しました。',
    empty: '配信停止リストに登録されたアドレスはありません。',
    bounced: '不達（ハード / ソフト）',
    spam: '迷惑メール報告',
    hardLabel: 'ハードバウンス1件、ソフトバウンス1件',
    notice: 'お使いのアドレスへのメール送信を停止しています',
    reconfirm: 'メールアドレスを再確認する',
    sent: '確認メールをお送りしました。メール内のリンクを開くと、メールの配信が再開されます。',
  },
  {
    locale: 'en' as const,
    nav: 'Suppression list',
    add: 'Add an address',
    email: 'Email address',
    save: 'Add',
    added: 'The address was added to the suppression list.',
    reasonAdmin: 'Added by an admin',
    address: 'Address',
    q: 'Address',
    search: 'Search',
    lift: 'Lift',
    lifted: 'The suppression was lifted.',
    empty: 'No address is on the suppression list.',
    bounced: 'Bounced (hard / soft)',
    spam: 'Spam reports',
    hardLabel: 'Hard bounces: 1, soft bounces: 1',
    notice: 'We are not sending mail to your address',
    reconfirm: 'Confirm my address again',
    sent: 'We sent a confirmation mail to your address. Open the link in it and mail will start again.',
  },
];

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const c of CASES) {
  test(`an admin adds, finds and lifts a suppressed address (${c.locale})`, async ({ page }) => {
    const entry = `e2e-${c.locale}-${Date.now()}@example.jp`;
    await useLocale(page, c.locale);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, c.locale);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/overview');
    await page.getByRole('link', { name: c.nav }).first().click();
    await expect(page).toHaveURL(/\/admin\/suppressions$/);
    await expect(page.getByRole('heading', { name: c.nav, level: 1 })).toBeVisible();
    // The demo list: a bounce, a spam report and two entered by hand.
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(5);
    await shoot(page, `suppressions-${c.locale}`);

    await page.getByRole('button', { name: c.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(c.email).fill(entry);
    await shoot(page, `suppressions-add-${c.locale}`);
    await dialog.getByRole('button', { name: c.save, exact: true }).click();
    await expect(page.getByText(c.added)).toBeVisible();

    await page.getByLabel(c.q, { exact: true }).fill(entry.slice(0, 12));
    await page.getByRole('button', { name: c.search, exact: true }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(entry);
    await expect(rows.nth(1)).toContainText(c.reasonAdmin);

    await rows
      .nth(1)
      .getByRole('button', { name: new RegExp(entry) })
      .click();
    await shoot(page, `suppressions-lift-${c.locale}`);
    await page.getByRole('dialog').getByRole('button', { name: c.lift, exact: true }).click();
    await expect(page.getByText(c.lifted)).toBeVisible();
    await expect(page.getByText(c.empty)).toBeVisible();
  });

  test(`a batch shows delivered, bounced and spam-report figures (${c.locale})`, async ({
    page,
    baseURL,
  }) => {
    const { api } = await adminSession(baseURL!);
    const list = await api.get('/api/admin/sendouts?limit=100');
    type Batch = { id: number; sourceId: number; source: string; hardBounced: number };
    const batch = ((await list.json()).data as Batch[]).find(
      (b) => b.source === 'post' && b.hardBounced > 0,
    )!;
    await api.dispose();
    expect(batch).toBeDefined();

    await useLocale(page, c.locale);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, c.locale);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(`/admin/posts-info/${batch.sourceId}`);
    const row = page.getByTestId(`sendout-${batch.id}-figures`);
    await expect(row).toBeVisible();
    await expect(row.getByText(c.bounced, { exact: true })).toBeVisible();
    await expect(row.getByText(c.spam, { exact: true })).toBeVisible();
    await expect(row.getByTestId('bounced')).toHaveText('1 / 1');
    await expect(row.getByTestId('bounced')).toHaveAttribute('aria-label', c.hardLabel);
    await expect(row.getByTestId('complained')).toHaveText('1');
    await expect(row.getByTestId('delivered')).not.toHaveText('0');
    await row.scrollIntoViewIfNeeded();
    await shoot(page, `batch-figures-${c.locale}`);
  });

  test(`a member whose address bounced is told so and asks to confirm it (${c.locale})`, async ({
    page,
    baseURL,
  }) => {
    const { api } = await adminSession(baseURL!);
    const list = await api.get('/api/admin/suppressions?reason=hard_bounce');
    const bounced = ((await list.json()).data as Array<{ email: string }>)[0]!;
    await api.dispose();

    await useLocale(page, c.locale);
    await signIn(page, bounced.email, DEMO_MEMBER.password, c.locale);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/account-setting');
    const notice = page.getByTestId('mail-suppression-notice');
    await expect(notice).toContainText(c.notice);
    await shoot(page, `account-suppressed-${c.locale}`);
    await notice.getByRole('button', { name: c.reconfirm }).click();
    await expect(notice.getByRole('status')).toHaveText(c.sent);
  });
}
