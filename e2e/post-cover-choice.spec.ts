// Choosing a post's cover, in Japanese and in English: the admin writes a post with two images,
// chooses the second as the cover (with the mouse in ja, the arrow keys in en), sees the feed card
// with it in the preview and publishes; a member's feed card shows that image and the post's
// info page names it; the admin edits the post and goes back to the first image, which the
// member's card then shows. Screens of the chooser are saved to SHOTS_DIR at 390 and 1280 px.
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  expectNoSidewaysScroll,
  signIn,
  useLocale,
  type Locale,
} from './support/app';
import { pngOfSize } from './support/images';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/post-cover-choice';

const T = {
  ja: {
    reader: DEMO_MEMBER,
    feed: 'お知らせ・記事',
    titleLabel: 'タイトル',
    title: (tag: string) => `鞆の浦の朝 ${tag}`,
    insertImage: '画像を挿入',
    cover: 'カバー画像',
    choices: 'カバーにする画像',
    first: '投稿の最初の画像',
    second: '本文の画像 2',
    upload: 'カバー画像をアップロード',
    separate: 'カバー専用の画像',
    currentFirst: '現在のカバー：投稿の最初の画像',
    currentSecond: '現在のカバー：本文の画像 2',
    useFirst: '最初の画像に戻す',
    next: '次へ',
    inFeed: 'フィードでの表示',
    publish: '公開する',
    published: '投稿を公開しました',
    viewInfo: '集計を見る',
    edit: '編集',
  },
  en: {
    reader: { email: 'emily.miller@example.com', password: DEMO_MEMBER.password },
    feed: 'News and stories',
    titleLabel: 'Title',
    title: (tag: string) => `Morning at Tomonoura ${tag}`,
    insertImage: 'Insert image',
    cover: 'Cover image',
    choices: 'Picture for the cover',
    first: 'First image of the post',
    second: 'Image 2 of the post',
    upload: 'Upload a cover image',
    separate: 'Separate cover image',
    currentFirst: 'Current cover: the first image of the post',
    currentSecond: 'Current cover: image 2 of the post',
    useFirst: 'Back to the first image',
    next: 'Next',
    inFeed: 'In the feed',
    publish: 'Publish',
    published: 'The post is published',
    viewInfo: 'See its stats',
    edit: 'Edit',
  },
} as const;

async function insertImage(page: Page, label: string, size: number) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (
    await chooser
  ).setFiles({
    name: `photo-${size}.png`,
    mimeType: 'image/png',
    buffer: await pngOfSize(size),
  });
}

async function shoot(page: Page, name: string, locale: Locale, region: string) {
  const section = page.getByRole('region', { name: region });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    // The layout settles after the resize (the stepper names only the current step on phones).
    await expectNoSidewaysScroll(page, `${name} at ${width}px`);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/${name}-${locale}-${width}.png` });
  }
}

/** The cover of the post's card in a member's feed. */
async function feedCover(browser: Browser, locale: Locale, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await useLocale(page, locale);
    await signIn(page, T[locale].reader.email, T[locale].reader.password, locale);
    await expect(page).toHaveURL(/\/home$/);
    const card = page
      .getByRole('region', { name: T[locale].feed })
      .getByRole('article')
      .filter({ hasText: title });
    await expect(card).toBeVisible();
    const cover = card.locator('img');
    await cover.scrollIntoViewIfNeeded();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    return await cover.getAttribute('src');
  } finally {
    await context.close();
  }
}

for (const locale of ['ja', 'en'] as const satisfies Locale[]) {
  test(`the admin chooses a post's cover and goes back to the first image (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = T[locale];
    const title = t.title(Date.now().toString().slice(-6));
    await useLocale(page, locale);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, locale);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/create-post');

    await page.getByRole('textbox', { name: t.titleLabel, exact: true }).fill(title);
    const editor = page.getByTestId('post-contents');
    await editor.click();
    await page.keyboard.type('Harbour at dawn.');
    await insertImage(page, t.insertImage, 40_000);
    await expect(editor.locator('img')).toHaveCount(1);
    await page.keyboard.press('End');
    await page.keyboard.type('The old lantern.');
    await insertImage(page, t.insertImage, 60_000);
    await expect(editor.locator('img')).toHaveCount(2);
    const [first, second] = await editor
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')!));
    expect(first).not.toBe(second);

    // By default the cover is the first image of the post.
    const chooser = page.getByRole('radiogroup', { name: t.choices });
    const current = page.getByTestId('current-cover');
    await expect(current).toHaveText(t.currentFirst);
    await expect(chooser.getByRole('radio', { name: t.first })).toBeChecked();
    if (locale === 'ja') {
      // A separate cover, uploaded, becomes the choice and stays an option.
      const file = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: t.upload }).click();
      await (
        await file
      ).setFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await pngOfSize(50_000),
      });
      const separate = chooser.getByRole('radio', { name: t.separate });
      await expect(separate).toBeChecked();
      await expect(separate.locator('img')).toHaveAttribute('src', /^\/uploads\/posts\//);
      await chooser.getByRole('radio', { name: t.second }).click();
      await expect(separate).not.toBeChecked();
    } else {
      // Keyboard: the chosen card is the one in the tab order; the arrows move the choice.
      await chooser.getByRole('radio', { name: t.first }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(chooser.getByRole('radio', { name: t.second })).toBeFocused();
    }
    await expect(chooser.getByRole('radio', { name: t.second })).toBeChecked();
    await expect(chooser.getByRole('radio', { name: t.first })).not.toBeChecked();
    await expect(current).toHaveText(t.currentSecond);
    await shoot(page, 'chooser', locale, t.cover);

    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: t.next }).click();
    const preview = page.getByRole('region', { name: t.inFeed });
    await expect(preview.getByRole('img')).toHaveAttribute('src', second!);
    await expect(preview.getByText(title)).toBeVisible();
    await shoot(page, 'card-preview', locale, t.inFeed);
    await page.getByRole('button', { name: t.publish }).click();
    await expect(page.getByRole('heading', { name: t.published })).toBeVisible();

    expect(await feedCover(browser, locale, title)).toBe(second);

    // The info page shows the cover; editing keeps the choice until the admin goes back.
    await page.getByRole('link', { name: t.viewInfo }).click();
    const infoCover = page.getByRole('region', { name: t.cover });
    await expect(infoCover.getByRole('img')).toHaveAttribute('src', second!);
    await expect(infoCover).toContainText(t.currentSecond);
    await shoot(page, 'info-cover', locale, t.cover);
    await page.getByRole('link', { name: t.edit }).click();
    await expect(chooser.getByRole('radio', { name: t.second })).toBeChecked();
    await page.getByRole('button', { name: t.useFirst }).click();
    await expect(chooser.getByRole('radio', { name: t.first })).toBeChecked();
    await expect(current).toHaveText(t.currentFirst);
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: t.next }).click();
    await expect(preview.getByRole('img')).toHaveAttribute('src', first!);
    await page.getByRole('button', { name: t.publish }).click();
    await expect(page.getByRole('heading', { name: t.published })).toBeVisible();

    expect(await feedCover(browser, locale, title)).toBe(first);
    await page.getByRole('link', { name: t.viewInfo }).click();
    await expect(infoCover.getByRole('img')).toHaveAttribute('src', first!);
  });
}
