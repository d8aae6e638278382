// What a new member and a new admin still tripped over, in Japanese and English: "Send now" on a
// post without mail, a wide photo in a group description, a guest at a members-only post, the
// campaign list beside the admin menu, the charts' legends, the group's image fields, a field's
// placeholder in error, the onboarding steps on a phone, the answered-surveys icon and the order
// of a member's names.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  adminSession,
  apiClient,
  DEMO_ADMIN,
  DEMO_MEMBER,
  signIn,
  signUpVerified,
  useLocale,
  type Locale,
} from './support/app';

const SHOTS = process.env.SHOTS_DIR;
// Admin screens and the charts load in chunks of their own: on a busy machine the first one
// takes longer than the suite's default wait.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

const TEXT = {
  ja: {
    sendNow: '今すぐ送信する',
    noMail: /この記事にはまだメールがありません/,
    membersOnly: 'この記事は会員限定です',
    signInToRead: 'ログインして読む',
    email: 'メールアドレス',
    password: 'パスワード',
    signIn: 'ログイン',
    insertImage: '画像を挿入',
    image: 'グループ画像',
    chooseImage: '画像を選ぶ',
    imagePreview: 'グループ画像のプレビュー',
    answered: '回答したアンケート',
    rawClicks: /クリック/,
    gender: '性別',
  },
  en: {
    sendNow: 'Send now',
    noMail: /This post has no mail yet/,
    membersOnly: 'This post is for members',
    signInToRead: 'Sign in to read',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    insertImage: 'Insert image',
    image: 'Group image',
    chooseImage: 'Choose an image',
    imagePreview: 'Preview of the group image',
    answered: 'Surveys you answered',
    rawClicks: /click/i,
    gender: 'Gender',
  },
} as const;

async function shoot(page: Page, name: string, locale: Locale) {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${locale}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** Creates through the admin API and answers the created record's id. */
async function adminCreate(baseURL: string, path: string, data: object): Promise<number> {
  const { api, xsrf } = await adminSession(baseURL);
  try {
    const res = await api.post(path, { data, headers: { 'X-XSRF-TOKEN': xsrf } });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return ((await res.json()) as { data: { id: number } }).data.id;
  } finally {
    await api.dispose();
  }
}

/** Deletes through the admin API: the posts a journey publishes leave the demo feed as it was. */
async function adminDelete(baseURL: string, path: string): Promise<void> {
  const { api, xsrf } = await adminSession(baseURL);
  try {
    const res = await api.delete(path, { headers: { 'X-XSRF-TOKEN': xsrf } });
    expect(res.status(), await res.text()).toBeLessThan(300);
  } finally {
    await api.dispose();
  }
}

async function adminGet<T>(baseURL: string, path: string): Promise<T> {
  const { api } = await adminSession(baseURL);
  try {
    const res = await api.get(path);
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  } finally {
    await api.dispose();
  }
}

async function signInAdmin(page: Page, locale: Locale) {
  await useLocale(page, locale);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, locale);
  await page.waitForURL(/\/(home|admin)/);
}

/**
 * The page is no wider than the window (nothing pushes it sideways), once the layout has
 * answered the window's size (some parts switch on a media query in script, a frame later).
 */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

for (const locale of ['ja', 'en'] as const) {
  const t = TEXT[locale];

  test(`"Send now" on a post without mail is disabled and says why (${locale})`, async ({
    page,
    baseURL,
  }) => {
    const id = await adminCreate(baseURL!, '/api/posts', {
      title: `メールのない記事 ${locale} ${Date.now()}`,
      contents: '<p>瀬戸内の島々を巡ります。</p>',
      status: 'published',
    });
    try {
      await signInAdmin(page, locale);
      await page.goto(`/admin/posts-info/${id}`);
      const send = page.getByRole('button', { name: t.sendNow });
      await expect(send).toBeDisabled();
      await expect(page.getByTestId('send-blocked-reason')).toHaveText(t.noMail);
      await expect(send).toHaveAccessibleDescription(t.noMail);
      await send.scrollIntoViewIfNeeded();
      await shoot(page, 'post-send-no-mail', locale);
    } finally {
      await adminDelete(baseURL!, `/api/posts/${id}`);
    }
  });

  test(`a guest at a members-only post is told so and signs in back to it (${locale})`, async ({
    page,
    baseURL,
  }) => {
    const title = `会員限定の記事 ${locale} ${Date.now()}`;
    const id = await adminCreate(baseURL!, '/api/posts', {
      title,
      contents: '<p>会員だけが読める瀬戸内の話。</p>',
      audience: { type: 'custom', ageMin: 18, ageMax: 80 },
      status: 'published',
    });
    try {
      await useLocale(page, locale);
      await page.goto(`/public/posts/${id}`);
      await expect(page.getByRole('heading', { name: t.membersOnly })).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(0);
      await shoot(page, 'public-post-members-only', locale);
      await page.getByRole('link', { name: t.signInToRead }).click();
      await expect(page).toHaveURL(/\/signin\?redirect=/);
      await page.getByLabel(t.email, { exact: true }).fill(DEMO_MEMBER.email);
      await page.getByLabel(t.password, { exact: true }).fill(DEMO_MEMBER.password);
      await page.getByRole('button', { name: t.signIn, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/posts/${id}$`));
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    } finally {
      await adminDelete(baseURL!, `/api/posts/${id}`);
    }
  });

  test(`a wide photo in a group description stays inside the page; image fields are buttons (${locale})`, async ({
    page,
    baseURL,
  }) => {
    const { api, xsrf } = await adminSession(baseURL!);
    const created = await api.post('/api/admin/groups', {
      multipart: { name: `写真の広いグループ ${locale}${Date.now()}`, visibility: 'private' },
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    expect(created.status(), await created.text()).toBe(201);
    const groupId = ((await created.json()) as { data: { id: number } }).data.id;
    await api.dispose();
    const wide = await sharp({
      create: { width: 2400, height: 600, channels: 3, background: '#3a7ca5' },
    })
      .png()
      .toBuffer();

    await signInAdmin(page, locale);
    await page.goto(`/admin/community/groups/${groupId}`);
    const editor = page.locator('.ProseMirror').first();
    await editor.click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t.insertImage }).click();
    await (await chooser).setFiles({ name: 'wide.png', mimeType: 'image/png', buffer: wide });
    const photo = editor.locator('img').first();
    await expect(photo).toBeVisible();
    await expect
      .poll(async () => (await photo.boundingBox())?.width ?? 0)
      .toBeLessThanOrEqual((await editor.boundingBox())!.width);
    await expectNoSidewaysScroll(page);

    // The image and banner fields: a button, then the chosen file's name and its preview.
    const choose = page.getByRole('button', { name: t.chooseImage });
    await expect(choose).toBeVisible();
    await page.getByLabel(t.image, { exact: true }).setInputFiles({
      name: 'island.png',
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 320, height: 200, channels: 3, background: '#e07a5f' },
      })
        .png()
        .toBuffer(),
    });
    await expect(page.getByText('island.png')).toBeVisible();
    await expect(page.getByRole('img', { name: t.imagePreview })).toBeVisible();
    await shoot(page, 'group-settings-images', locale);
    await page.setViewportSize({ width: 390, height: 900 });
    await expectNoSidewaysScroll(page);
  });

  test(`the campaign list shows every column beside the admin menu at 1,280 px (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAdmin(page, locale);
    await page.goto('/admin/campaigns');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const region = page.getByRole('region', {
      name: (await table.getAttribute('aria-label')) ?? '',
    });
    const fits = await region.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(fits).toBe(true);
    const last = table.getByRole('columnheader').last();
    const regionBox = (await region.boundingBox())!;
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(regionBox.x + regionBox.width + 1);
    await shoot(page, 'campaign-list', locale);
  });

  test(`the offer click chart and the gender donut have legends with colour keys (${locale})`, async ({
    page,
    baseURL,
  }) => {
    const offers = await adminGet<{ data: { id: number }[] }>(baseURL!, '/api/admin/offer/list');
    await signInAdmin(page, locale);
    let found = false;
    for (const offer of offers.data) {
      await page.goto(`/admin/offers/${offer.id}`);
      await expect(page.getByTestId('offer-raw-clicks')).toBeVisible();
      if ((await page.getByTestId('offer-raw-clicks').textContent()) !== '0') {
        found = true;
        break;
      }
    }
    expect(found, 'a demo offer with clicks').toBe(true);
    const chart = page.locator('.recharts-responsive-container').first();
    await expect(chart).toBeVisible();
    const keys = page.locator('.mantine-ChartLegend-legendItem .mantine-ColorSwatch-root');
    await expect(keys).toHaveCount(2);
    for (const key of await keys.all()) {
      const box = (await key.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(10);
    }
    // The legend sits below the bars, not over them.
    const legendTop = (await page.locator('.mantine-ChartLegend-legend').first().boundingBox())!.y;
    for (const bar of await page.locator('.recharts-bar-rectangle').all()) {
      const box = await bar.boundingBox();
      if (box) expect(box.y + box.height).toBeLessThanOrEqual(legendTop + 1);
    }
    await page.locator('.mantine-ChartLegend-legend').first().scrollIntoViewIfNeeded();
    await shoot(page, 'offer-click-chart', locale);

    await page.goto('/admin/fans');
    const gender = page.getByRole('region', { name: t.gender });
    await expect(gender.locator('.recharts-surface').first()).toBeVisible();
    const items = gender.locator('.mantine-ChartLegend-legendItem');
    await expect(items.first()).toBeVisible();
    const rows = await gender.getByRole('table').getByRole('row').count();
    // One key per answer (the table has a head row, and may have a total row).
    expect(await items.count()).toBeGreaterThanOrEqual(rows - 2);
    const swatch = (await items.first().locator('.mantine-ColorSwatch-root').boundingBox())!;
    expect(swatch.width).toBeGreaterThanOrEqual(10);
    await gender.scrollIntoViewIfNeeded();
    await shoot(page, 'fans-gender', locale);
  });

  test(`the answered surveys are marked by a survey icon, not a dollar coin (${locale})`, async ({
    page,
  }) => {
    await useLocale(page, locale);
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, locale);
    await page.waitForURL(/\/home/);
    const history = page.getByRole('region', { name: t.answered });
    await expect(history).toBeVisible();
    await expect(history.locator('svg.tabler-icon-clipboard-check')).toHaveCount(1);
    await expect(page.locator('svg.tabler-icon-coin')).toHaveCount(0);
    await history.scrollIntoViewIfNeeded();
    await shoot(page, 'home-answered-surveys', locale);
  });

  test(`member names follow the language's order in the admin list (${locale})`, async ({
    page,
  }) => {
    await signInAdmin(page, locale);
    await page.goto(`/admin/community?keyword=${encodeURIComponent(DEMO_MEMBER.email)}`);
    const name = locale === 'ja' ? '島田 遥' : '遥 島田';
    await expect(page.getByRole('table').getByText(name, { exact: true })).toBeVisible();
    await shoot(page, 'admin-members', locale);
  });
}

test('the onboarding steps line up on a phone', async ({ page, baseURL }) => {
  const email = `e2e-walk-${Date.now()}@example.jp`;
  const password = 'Kurashiki2026';
  const { api, post } = await apiClient(baseURL!);
  await signUpVerified(baseURL!, post, {
    firstName: '遥',
    lastName: '倉敷',
    nickname: `倉敷の旅人${Date.now().toString().slice(-6)}`,
    email,
    password,
    yearOfBirth: 1990,
    gender: 'GD02',
    policyAgreement: true,
  });
  await api.dispose();

  await useLocale(page, 'en');
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page, email, password, 'en');
  await page.waitForURL(/\/onboarding/);
  // The page's code arrives after the address changes: `all()` below does not wait for it.
  const steps = page.locator('.mantine-Stepper-stepIcon');
  await expect(steps).toHaveCount(3);
  await shoot(page, 'onboarding', 'en');
  await page.setViewportSize({ width: 390, height: 900 });
  // Each connector runs between the two steps it joins, in their line: a row, or on a phone a
  // column; steps wrapped onto two rows leave a connector hanging at the end of the first.
  const icons = await steps.all();
  const boxes = await Promise.all(icons.map(async (icon) => (await icon.boundingBox())!));
  const centre = (box: { x: number; width: number }) => box.x + box.width / 2;
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  const column = boxes.every((box) => Math.abs(centre(box) - centre(boxes[0]!)) < 2);
  const row = boxes.every((box) => Math.abs(middle(box) - middle(boxes[0]!)) < 2);
  expect(column || row, 'the steps stand in one row or one column').toBe(true);
  // (A column draws one after the last step too, hidden by the step's end.)
  const separators = await page
    .locator(column ? '.mantine-Stepper-verticalSeparator' : '.mantine-Stepper-separator')
    .all();
  expect(separators.length).toBeGreaterThanOrEqual(2);
  for (const [i, separator] of separators.slice(0, 2).entries()) {
    const [a, b] = [boxes[i]!, boxes[i + 1]!];
    const s = (await separator.boundingBox())!;
    if (column) {
      expect(Math.abs(centre(s) - centre(a))).toBeLessThan(3);
      expect(s.y).toBeGreaterThanOrEqual(a.y + a.height - 1);
      expect(s.y).toBeLessThan(b.y);
    } else {
      expect(Math.abs(middle(s) - middle(a))).toBeLessThan(3);
      expect(s.x).toBeGreaterThanOrEqual(a.x + a.width - 1);
      expect(s.x + s.width).toBeLessThanOrEqual(b.x + 1);
    }
  }
  await expectNoSidewaysScroll(page);
});

test('a field in error keeps its grey placeholder, not the error red', async ({ page }) => {
  await signInAdmin(page, 'en');
  await page.goto('/admin/create-offer');
  const field = page.getByRole('textbox', { name: 'Start' });
  const before = await field.evaluate((el) => getComputedStyle(el, '::placeholder').color);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const after = await field.evaluate((el) => ({
    placeholder: getComputedStyle(el, '::placeholder').color,
    text: getComputedStyle(el).color,
  }));
  expect(after.placeholder).toBe(before);
  expect(after.placeholder).not.toBe(after.text);
  await shoot(page, 'offer-form-error', 'en');
});
