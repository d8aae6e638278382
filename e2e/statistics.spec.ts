// The club office's figures: the overview's area cards, the fan statistics with their charts,
// tables and CSV, the report behind its secret (no sign-in), and the organization and settings
// tabs of the shared /admin screen.
import { expect, request, test } from '@playwright/test';
import { DEMO_ADMIN, newMember, signIn, useLocale } from './support/app';

const REPORT_SECRET = process.env.REPORT_SECRET ?? 'e2e-report-secret-0123456789';

test('overview cards lead to the fan statistics, whose charts and tables agree with the API (ja)', async ({
  page,
}) => {
  await useLocale(page, 'ja');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, 'ja');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/admin/overview');
  for (const name of ['会員', 'アンケート', 'オファー', '投稿'])
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  const offers = page.getByRole('region', { name: 'オファー' });
  await expect(offers.getByRole('row', { name: /クリックした会員/ })).toBeVisible();
  await expect(offers.getByRole('link', { name: 'オファー一覧を開く' })).toHaveAttribute(
    'href',
    '/admin/offers',
  );
  const posts = page.getByRole('region', { name: '投稿' });
  await expect(posts.getByRole('row', { name: /公開済みの投稿/ })).toBeVisible();
  await expect(posts.getByRole('link', { name: '投稿一覧を開く' })).toHaveAttribute(
    'href',
    '/admin/posts',
  );

  await page.getByRole('link', { name: 'ファン統計を開く' }).click();
  await expect(page).toHaveURL(/\/admin\/fans$/);
  await expect(page.getByRole('heading', { name: 'ファン統計', level: 1 })).toBeVisible();
  const gender = page.getByRole('region', { name: '性別' });
  // The chart is drawn (its chunk loaded lazily) and the table beside it holds the figures.
  await expect(gender.locator('.recharts-surface').first()).toBeVisible();
  const api = await page.request.get('/api/admin/fans/gender', {
    headers: { 'Content-Language': 'ja' },
  });
  const body = (await api.json()) as { data: { label: string; count: number }[] };
  for (const bucket of body.data)
    await expect(gender.getByRole('row', { name: new RegExp(`^${bucket.label}`) })).toContainText(
      String(bucket.count),
    );
  for (const name of ['年代', '主言語', '都道府県', '居住国'])
    await expect(page.getByRole('region', { name })).toBeVisible();
  await expect(
    page.getByRole('region', { name: '年代' }).getByRole('row', { name: /80代以上/ }),
  ).toBeVisible();

  // A period nobody registered in: every dimension says so.
  await page.getByRole('textbox', { name: '登録日（から）' }).fill('2099-01-01');
  await page.getByRole('button', { name: '集計する' }).click();
  await expect(page).toHaveURL(/from=2099-01-01/);
  await expect(page.getByText('この期間に登録した有効な会員はいません。')).toHaveCount(5);
  // A malformed day is refused on its field and not applied.
  await page.getByRole('textbox', { name: '登録日（まで）' }).fill('2099-13-01');
  await page.getByRole('button', { name: '集計する' }).click();
  await expect(page.getByText('日付はYYYY-MM-DDの形式で入力してください。')).toBeVisible();
  await expect(page).not.toHaveURL(/to=/);
  await page.getByRole('button', { name: '期間をクリア' }).click();
  await expect(page).toHaveURL(/\/admin\/fans$/);
  await expect(gender.getByRole('row', { name: /^男性/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSVをダウンロード' }).click();
  expect((await download).suggestedFilename()).toMatch(/^fans-start-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('the report asks for its secret, refuses a wrong one and shows the figures without sign-in (en)', async ({
  page,
}) => {
  await useLocale(page, 'en');
  await page.goto('/admin/report');
  await expect(
    page.getByRole('heading', { name: 'Setouchi Fan Club operations report' }),
  ).toBeVisible();
  // No admin navigation on this page.
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
  await page.getByLabel('Secret').fill('not-the-secret');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toHaveText('The report secret is not correct.');
  await page.getByLabel('Secret').fill(REPORT_SECRET);
  await page.getByRole('button', { name: 'Show' }).click();
  const outstanding = page.getByRole('region', {
    name: "Points outstanding (the club's liability)",
  });
  await expect(outstanding).toContainText(/points = ¥/);
  await expect(page.getByRole('region', { name: 'Members' })).toContainText('Registered (active)');
  await expect(
    page.getByRole('region', { name: 'Points issued per month and type' }),
  ).toContainText('Total');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  // The secret lives in the page only: nothing in the URL or in storage.
  expect(page.url()).not.toContain(REPORT_SECRET);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(REPORT_SECRET);
  await page.getByRole('button', { name: 'Forget the secret' }).click();
  await expect(page.getByLabel('Secret')).toBeVisible();
});

test('organization tab: search, facility filter and CSV of members’ companies (en)', async ({
  page,
  baseURL,
}) => {
  const company = `Setouchi Ferry ${Date.now().toString().slice(-6)}`;
  const owner = await newMember(baseURL!, 'org');
  const api = await request.newContext({ baseURL });
  try {
    await api.get('/sanctum/csrf-cookie');
    const xsrf = async () =>
      decodeURIComponent(
        (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value,
      );
    const login = await api.post('/api/login', {
      data: owner,
      headers: { 'X-XSRF-TOKEN': await xsrf() },
    });
    expect(login.status()).toBe(200);
    const saved = await api.post('/api/me/organization', {
      data: { companyName: company, facilityType: 'transport', city: 'Onomichi' },
      headers: { 'X-XSRF-TOKEN': await xsrf() },
    });
    expect(saved.status(), await saved.text()).toBeLessThan(300);
  } finally {
    await api.dispose();
  }

  await useLocale(page, 'en');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, 'en');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/admin/community');
  const tabs = page.getByRole('navigation', { name: 'Community, organization and settings' });
  await tabs.getByRole('link', { name: 'Organization' }).click();
  await expect(page).toHaveURL(/\/admin\/organization$/);
  await expect(tabs.getByRole('link', { name: 'Organization' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('textbox', { name: /Keyword/ }).fill(company);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Transport');
  await expect(row).toContainText(owner.email);
  await page.getByLabel('Facility type').selectOption('hotel');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No organization account matches.')).toBeVisible();
  await page.getByLabel('Facility type').selectOption('transport');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(row).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^organizations-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('settings tab: a changed PayPal rate is recorded and shown to members (ja)', async ({
  page,
}) => {
  await useLocale(page, 'ja');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, 'ja');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: '設定', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /登録できる年齢/ })).toContainText('18歳以上');
  const rate = page.getByRole('textbox', { name: 'PayPal換算レート（1米ドルあたりの円）' });
  const before = await rate.inputValue();
  const changed = before === '140' ? '145' : '140';
  await rate.fill('-3');
  await page.getByRole('button', { name: '変更を保存' }).click();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  try {
    await rate.fill(changed);
    await page.getByRole('button', { name: '変更を保存' }).click();
    await expect(page.getByText('設定を保存しました。')).toBeVisible();
    const history = page.getByRole('region', { name: '変更履歴' });
    await expect(history.getByRole('row').nth(1)).toContainText(`${before} → ${changed}`);
    await expect(history.getByRole('row').nth(1)).toContainText('PayPal換算レート');
    await page.goto('/rewards');
    await expect(page.getByText(`1米ドル＝${changed}円`, { exact: false }).first()).toBeVisible();
  } finally {
    await page.goto('/admin/settings');
    await rate.fill(before);
    await page.getByRole('button', { name: '変更を保存' }).click();
    await expect(page.getByText('設定を保存しました。')).toBeVisible();
  }
});
