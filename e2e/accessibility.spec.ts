// Every screen of the web app, in ja and en, as the user it is for, checked with axe-core:
// any violation of serious or critical impact fails. The routes come from the router's own
// manifest, so a new screen is checked as soon as it exists. A last test per language opens
// what a route visit does not show: form errors, the user menu, the mobile drawer, dialogs.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import {
  ROUTES,
  sampleUrl,
  type RouteAccess,
  type RouteEntry,
} from '../apps/web/src/app/route-manifest';
import { DEMO_ADMIN, DEMO_MEMBER, signIn, useLocale, type Locale } from './support/app';

// A11Y_ALL=1 also reports moderate and minor findings, for a look beyond the gate.
const BLOCKING = new Set(
  process.env.A11Y_ALL ? ['minor', 'moderate', 'serious', 'critical'] : ['serious', 'critical'],
);

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.slice(0, 10).map((node) => {
    const summary = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
    return `      - ${node.target.join(' ')}\n        ${summary}`;
  });
  const more =
    violation.nodes.length > 10 ? [`      … and ${violation.nodes.length - 10} more`] : [];
  return [
    `    [${violation.impact}] ${violation.id}: ${violation.help}`,
    `      ${violation.helpUrl}`,
    ...nodes,
    ...more,
  ].join('\n');
}

/**
 * Runs axe on what the page shows now; returns a readable report of the blocking violations.
 * `skipFrames`: leave iframe contents out (a mail shown in a script-less sandbox, which is not
 * our markup and where axe cannot run: its per-frame mode waits on it forever).
 */
async function audit(
  page: Page,
  what: string,
  { skipFrames = false } = {},
): Promise<string | undefined> {
  // Let menus, dialogs and fades finish: a half-faded text is not the contrast anyone reads.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const builder = new AxeBuilder({ page });
  if (skipFrames) builder.setLegacyMode(true).options({ iframes: false });
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  if (blocking.length === 0) return undefined;
  return [`  ${what} (${page.url()}):`, ...blocking.map(describeViolation)].join('\n');
}

/** Waits until the screen has loaded its data: no request in flight, no spinner left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

/** A member who has not finished onboarding is the only one who sees that screen. */
async function asUnfinishedMember(page: Page) {
  await page.route('**/api/auth/user', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { data: { ...body.data, privacyConsented: false } } });
  });
}

async function visit(page: Page, route: RouteEntry, locale: Locale, who: string) {
  if (route.path === '/onboarding') await asUnfinishedMember(page);
  const url = sampleUrl(route);
  await page.goto(url);
  const landing = route.forwardsTo ?? new URL(url, 'http://x').pathname;
  await expect(page, `${url} should show its screen to ${who}`).toHaveURL(
    (actual) => actual.pathname === landing,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await settle(page);
  if (route.path === '/onboarding') await page.unroute('**/api/auth/user');
  return audit(page, `${route.path} as ${who}, ${locale}`);
}

function fail(problems: (string | undefined)[]) {
  const found = problems.filter((p): p is string => p !== undefined);
  expect(found.length, `serious/critical accessibility violations:\n${found.join('\n')}\n`).toBe(0);
}

const routesFor = (access: RouteAccess): RouteEntry[] =>
  ROUTES.filter((route) => route.access === access);

for (const locale of ['ja', 'en'] as const) {
  test.describe(`accessibility (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLocale(page, locale);
    });

    test('public screens, as a guest', async ({ page }) => {
      const problems = [];
      for (const route of routesFor('public')) {
        problems.push(await visit(page, route, locale, 'a guest'));
      }
      fail(problems);
    });

    test('member screens, as the demo member, and the 403 view of an admin screen', async ({
      page,
    }) => {
      await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, locale);
      await expect(page).toHaveURL(/\/home$/);
      const problems = [];
      for (const route of routesFor('member')) {
        problems.push(await visit(page, route, locale, 'a member'));
      }
      const adminScreen = routesFor('admin').find((route) => !route.forwardsTo)!;
      await page.goto(sampleUrl(adminScreen));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'ja' ? 'アクセス権限がありません' : 'Permission Denied',
      );
      await settle(page);
      problems.push(await audit(page, `403 view: ${adminScreen.path} as a member, ${locale}`));
      fail(problems);
    });

    test('admin screens, as the demo admin', async ({ page }) => {
      await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, locale);
      await expect(page).toHaveURL(/\/home$/);
      const problems = [];
      for (const route of routesFor('admin')) {
        problems.push(await visit(page, route, locale, 'the admin'));
      }
      fail(problems);
    });

    test('form errors, menus and dialogs', async ({ page }) => {
      const problems = [];
      const ja = locale === 'ja';
      await page.goto('/signin');
      await page.getByRole('button', { name: ja ? 'ログイン' : 'Sign in', exact: true }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      problems.push(await audit(page, `sign-in field errors, ${locale}`));

      await page
        .getByLabel(ja ? 'メールアドレス' : 'Email', { exact: true })
        .fill(`a11y-${locale}-${Date.now()}@example.jp`);
      await page
        .getByLabel(ja ? 'パスワード' : 'Password', { exact: true })
        .fill('Wrong-password1');
      await page.getByRole('button', { name: ja ? 'ログイン' : 'Sign in', exact: true }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      problems.push(await audit(page, `sign-in failure message, ${locale}`));

      await page.goto('/signup');
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      problems.push(await audit(page, `sign-up field errors, ${locale}`));

      await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, locale);
      await expect(page).toHaveURL(/\/home$/);
      await settle(page);
      await page.getByRole('button', { name: ja ? /さんのメニュー$/ : /^Menu for / }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      problems.push(await audit(page, `user menu, ${locale}`));
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: ja ? 'メニューを開く' : 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      problems.push(await audit(page, `mobile navigation drawer, ${locale}`));
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 720 });

      await page.goto('/admin/community');
      await settle(page);
      await page.getByRole('row').nth(1).getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      problems.push(await audit(page, `member action confirmation, ${locale}`));
      await page.keyboard.press('Escape');

      await page.goto('/admin/outbox');
      await settle(page);
      await page.getByRole('row').nth(1).getByRole('button').first().click();
      await expect(page.getByRole('dialog').getByRole('tab').first()).toBeVisible();
      problems.push(await audit(page, `outbox message, ${locale}`, { skipFrames: true }));
      fail(problems);
    });
  });
}

test('keyboard only: every stop on the way through sign-in shows focus, Enter signs in', async ({
  page,
}) => {
  await useLocale(page, 'en');
  await page.goto('/signin');
  await settle(page);
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      // A password field's input sits inside the box that draws the field.
      const style = getComputedStyle(el.closest('.mantine-Input-input') ?? el);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const { top, bottom } = el.getBoundingClientRect();
      const label = el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent;
      return {
        name: `${el.tagName.toLowerCase()} "${(label ?? '').trim().slice(0, 40)}"`,
        field: el.getAttribute('name'),
        visible: ring && bottom > 0 && top < window.innerHeight,
      };
    });

  // The skip link comes first and jumps over the header to the form.
  await page.keyboard.press('Tab');
  expect(await focused()).toMatchObject({ name: 'a "Skip to main content"', visible: true });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect((await focused()).field).toBe('email');

  // Without it, every stop on the way shows where the focus is.
  await page.reload();
  await settle(page);
  const stops: string[] = [];
  for (let i = 0; i < 10 && (await focused()).field !== 'email'; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused();
    expect(stop.visible, `focus on ${stop.name} should be visible`).toBe(true);
    stops.push(stop.name);
  }
  expect((await focused()).field, `tab stops: ${stops.join(', ')}`).toBe('email');
  await page.keyboard.type(DEMO_MEMBER.email);
  await page.keyboard.press('Tab');
  expect(await focused()).toMatchObject({ field: 'password', visible: true });
  await page.keyboard.type(DEMO_MEMBER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
});
