// Screens a new member and a new admin see first, at phone (390) and desktop (1280)
// widths in Japanese and English: the feed, a post, the public page, the policies, the members
// list and the outbox. Each is saved for a person to look at (SHOTS_DIR, default
// test-results/ux-screens) and checked for what a picture alone would not say: no page-wide
// sideways scroll, the outbox naming its mails in words.
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  expectNoSidewaysScroll,
  signIn,
  useLocale,
  type Locale,
} from './support/app';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/ux-screens';
const WIDTHS = [390, 1280] as const;

async function shoot(page: Page, name: string, locale: Locale, width: number) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page, `${name} at ${width}px`);
  await page.screenshot({ path: `${SHOTS}/${name}-${locale}-${width}.png`, fullPage: true });
}

for (const locale of ['ja', 'en'] as const satisfies Locale[]) {
  test(`member screens (${locale})`, async ({ page }) => {
    await useLocale(page, locale);
    await page.goto('/public/posts/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const width of WIDTHS) await shoot(page, 'public-post', locale, width);
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const width of WIDTHS) await shoot(page, 'terms', locale, width);

    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, locale);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    for (const width of WIDTHS) await shoot(page, 'feed', locale, width);
    await page.goto('/posts/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const width of WIDTHS) await shoot(page, 'post', locale, width);
  });

  test(`admin screens (${locale})`, async ({ page }) => {
    await useLocale(page, locale);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, locale);
    await page.waitForURL(/\/(home|admin)/);
    await page.goto('/admin/community');
    await expect(page.getByRole('table').first()).toBeVisible();
    for (const width of WIDTHS) await shoot(page, 'admin-members', locale, width);
    await page.goto('/admin/outbox');
    const table = page.getByRole('table').first();
    await expect(table).toBeVisible();
    // Kinds in words: no internal template names.
    await expect(table).not.toContainText('verifyEmail');
    await expect(table).not.toContainText('sendout_');
    for (const width of WIDTHS) await shoot(page, 'outbox', locale, width);
  });
}
