// Members' data rights in the browser: a member asks for a copy of their data and downloads
// the ZIP; an admin searches the audit log and downloads it as CSV. Both in ja and en, with
// screenshots of the new screens at 390 and 1280 px when SHOTS_DIR is set.
import { expect, type Page, test } from '@playwright/test';
import { adminSession, DEMO_ADMIN, newMember, signIn, useLocale } from './support/app';

const CASES = [
  {
    locale: 'ja' as const,
    link: 'データのダウンロード',
    request: 'データを準備する',
    download: 'ZIPをダウンロード',
    ready: '準備完了',
    nav: '監査ログ',
    memberId: '会員ID',
    action: '操作',
    actionLabel: 'ポイント調整',
    search: '検索',
    csv: 'CSVダウンロード',
  },
  {
    locale: 'en' as const,
    link: 'Download my data',
    request: 'Prepare my data',
    download: 'Download ZIP',
    ready: 'Ready',
    nav: 'Audit log',
    memberId: 'Member ID',
    action: 'Action',
    actionLabel: 'Points adjusted',
    search: 'Search',
    csv: 'Download CSV',
  },
];

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const c of CASES) {
  test(`a member requests and downloads a copy of their data (${c.locale})`, async ({
    page,
    baseURL,
  }) => {
    const member = await newMember(baseURL!, `mydata-${c.locale}`);
    await useLocale(page, c.locale);
    await signIn(page, member.email, member.password, c.locale);
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/account-setting');
    await page.getByRole('link', { name: c.link, exact: true }).click();
    await expect(page).toHaveURL(/\/account\/data$/);
    await expect(page.getByRole('heading', { name: c.link })).toBeVisible();
    await page.getByRole('button', { name: c.request }).click();
    // The job runs in the background; the page polls until the link appears.
    const link = page.getByRole('link', { name: c.download });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(c.ready, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: c.request })).toBeEnabled();
    await shoot(page, `my-data-${c.locale}`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^fanclub-data-\d+-\d+\.zip$/);
  });

  test(`an admin searches the audit log and downloads it (${c.locale})`, async ({
    page,
    baseURL,
  }) => {
    const member = await newMember(baseURL!, `audit-${c.locale}`);
    const { api, xsrf } = await adminSession(baseURL!);
    const found = await api.get(`/api/admin/members?keyword=${encodeURIComponent(member.email)}`);
    const memberId = (await found.json()).data[0].id as number;
    const adjusted = await api.post('/api/admin/points/adjust', {
      data: { userId: memberId, points: 120, reason: 'e2e' },
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    expect(adjusted.status()).toBe(200);
    await api.dispose();

    await useLocale(page, c.locale);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, c.locale);
    // The sign-in's answer must have set the session cookie before the next page loads.
    await expect(page).not.toHaveURL(/\/signin/);
    await page.goto('/admin/overview');
    await page.getByRole('link', { name: c.nav }).first().click();
    await expect(page).toHaveURL(/\/admin\/audit-log$/);
    await expect(page.getByRole('heading', { name: c.nav })).toBeVisible();
    await page.getByLabel(c.memberId, { exact: true }).fill(String(memberId));
    await page.getByLabel(c.action, { exact: true }).selectOption('points_adjusted');
    await page.getByRole('button', { name: c.search, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`memberId=${memberId}`));
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(c.actionLabel);
    await expect(rows.nth(1)).toContainText('"points":120');
    await shoot(page, `audit-log-${c.locale}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: c.csv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  });
}
