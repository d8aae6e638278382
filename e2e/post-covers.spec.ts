// Post covers and the demo club's languages, in Japanese and in English: a Japanese reader's feed
// is Japanese and an English reader's English (apart from the posts for everyone), every card
// shows its cover (lazy, with alt text, loaded once scrolled to); the post page shows the cover
// once, above the heading; the public page carries og:image (a small WebP that loads),
// og:title, og:description and twitter:card. Screens are saved to SHOTS_DIR at 390 and 1280 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_MEMBER, signIn, useLocale, type Locale } from './support/app';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/post-covers';
const EN_READER = { email: 'emily.miller@example.com', password: DEMO_MEMBER.password };
const KANA = /[\u3040-\u30ff]/;
/** Posts other journeys of the same run publish: their titles end with the run's tag. */
const JOURNEY_POST = /\s\d{6,}$/;

const READERS = {
  ja: { ...DEMO_MEMBER, feed: 'お知らせ・記事', views: /閲覧数 (\d+)/, comments: /コメント (\d+)/ },
  en: { ...EN_READER, feed: 'News and stories', views: /Views (\d+)/, comments: /Comments (\d+)/ },
} as const;

async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

async function shoot(page: Page, name: string, locale: Locale) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${locale}-${width}.png`, fullPage: true });
  }
}

for (const locale of ['ja', 'en'] as const satisfies Locale[]) {
  test(`the ${locale} reader's feed and post show covers, in their language (${locale})`, async ({
    page,
  }) => {
    const reader = READERS[locale];
    await useLocale(page, locale);
    await signIn(page, reader.email, reader.password, locale);
    await expect(page).toHaveURL(/\/home$/);
    const feed = page.getByRole('region', { name: reader.feed });
    const cards = feed.getByRole('article');
    await expect(cards.first()).toBeVisible();

    // The demo club's posts; whatever other journeys published before this one is left out.
    const titles = (await cards.getByRole('heading', { level: 3 }).allInnerTexts()).filter(
      (title) => !JOURNEY_POST.test(title),
    );
    const own = titles.filter((title) => KANA.test(title) === (locale === 'ja'));
    // Posts for everyone (the club's public post, a member's post) are the only others.
    expect(own.length, titles.join(' | ')).toBeGreaterThanOrEqual(titles.length - 2);
    expect(own.length).toBeGreaterThanOrEqual(4);

    for (const card of await cards.all()) {
      const title = await card.getByRole('heading', { level: 3 }).innerText();
      if (JOURNEY_POST.test(title)) continue;
      const cover = card.locator('img');
      await expect(cover).toHaveAttribute('loading', 'lazy');
      await expect(cover).toHaveAttribute('alt', /.{6,}/);
      await expectLoaded(cover);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'feed', locale);

    // The newest post of the reader's language, with its conversation.
    const first = cards.filter({ hasText: own[0]! }).first();
    const alt = await first.locator('img').getAttribute('alt');
    await first.getByRole('link', { name: own[0]! }).click();
    const article = page.getByRole('article', { name: own[0]! });
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
    const hero = article.getByRole('img', { name: alt! });
    await expect(hero).toHaveCount(1);
    await expectLoaded(hero);
    // The cover is above the heading, and the contents do not show it a second time.
    const heroBox = (await hero.boundingBox())!;
    const headingBox = (await article.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(heroBox.y).toBeLessThan(headingBox.y);
    const src = await hero.getAttribute('src');
    await expect(article.locator(`img[src="${src}"]`)).toHaveCount(1);

    // Counts that agree: at least as many views as there are people in the conversation.
    const stats = (await article.innerText()).replace(/,/g, '');
    const views = Number(reader.views.exec(stats)?.[1]);
    const comments = Number(reader.comments.exec(stats)?.[1]);
    expect(comments).toBeGreaterThan(0);
    expect(views).toBeGreaterThan(0);
    const commentSection = page.getByRole('region', {
      name: locale === 'ja' ? 'コメント' : 'Comments',
    });
    await expect(commentSection.getByRole('article').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'post', locale);
  });

  test(`the public page has its cover and share tags (${locale})`, async ({ page, request }) => {
    await useLocale(page, locale);
    const html = await (await request.get('/public/posts/1')).text();
    const tag = (property: string) =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]+)"`).exec(html)?.[1];
    const image = tag('og:image');
    expect(image).toMatch(/^http:\/\/localhost:\d+\/uploads\/posts\/[0-9a-f]{32}\.webp$/);
    expect(tag('og:title')).toContain('尾道');
    expect(tag('og:description')!.length).toBeGreaterThan(20);
    expect(tag('twitter:card')).toBe('summary_large_image');
    const file = await request.get(new URL(image!).pathname);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('image/webp');
    expect((await file.body()).length).toBeLessThan(60 * 1024);

    await page.goto('/public/posts/1');
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
    const hero = article.getByRole('img', { name: tag('og:image:alt')! });
    await expectLoaded(hero);
    await shoot(page, 'public-post', locale);
  });
}
