// Every screen of the web app, in ja and en, as the user it is for, in one walk per user:
// axe-core fails any violation of serious or critical impact, and the page guard fails any
// Content-Security-Policy violation, console error, uncaught exception or 5xx on the way. The
// routes come from the router's own manifest, so a new screen is checked as soon as it
// exists. Each walk also opens what a route visit does not show: form errors, the user menu,
// the mobile drawer, dialogs. One page per user for both languages, signed in once.
import { expect, test, type Page } from '@playwright/test';
import {
  ROUTES,
  sampleUrl,
  type RouteAccess,
  type RouteEntry,
} from '../apps/web/src/app/route-manifest';
import { DEMO_ADMIN, DEMO_MEMBER, useLocale, type Locale } from './support/app';
import {
  audit,
  fail,
  guardPage,
  settle,
  signInByApi,
  switchLocale,
  type PageGuard,
} from './support/walk';

const LOCALES = ['ja', 'en'] as const;

// A walk covers every screen of its user in both languages: minutes, not one journey's 60 s.
// Its findings are the diagnosis, so a trace is only recorded when a walk is retried.
test.describe.configure({ timeout: 300_000 });
test.use({ trace: 'on-first-retry' });

/** A member who has not finished onboarding is the only one who sees that screen. */
async function asUnfinishedMember(page: Page) {
  await page.route('**/api/auth/user', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { data: { ...body.data, privacyConsented: false } } });
  });
}

/** Opens a screen, waits for its data, audits it; returns every problem found there. */
async function visit(page: Page, guard: PageGuard, route: RouteEntry, locale: Locale, who: string) {
  if (route.path === '/onboarding') await asUnfinishedMember(page);
  const url = sampleUrl(route);
  await page.goto(url);
  const landing = route.forwardsTo ?? new URL(url, 'http://x').pathname;
  await expect(page, `${url} should show its screen to ${who}`).toHaveURL(
    (actual) => actual.pathname === landing,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await settle(page, guard);
  if (route.path === '/onboarding') await page.unroute('**/api/auth/user');
  return check(page, guard, `${route.path} as ${who}, ${locale}`);
}

/** axe on the page as it is, plus what the guard collected since the last check. */
async function check(page: Page, guard: PageGuard, what: string, options = {}) {
  const found = [await audit(page, what, options), ...guard.take().map((p) => `  ${what}: ${p}`)];
  return found.filter((p): p is string => p !== undefined).join('\n') || undefined;
}

const routesFor = (access: RouteAccess): RouteEntry[] =>
  ROUTES.filter((route) => route.access === access);

/** Walks `routes` in each language, then what `extra` opens in that language. */
async function walk(
  page: Page,
  guard: PageGuard,
  routes: RouteEntry[],
  who: string,
  extra: (locale: Locale) => Promise<(string | undefined)[]>,
) {
  const problems: (string | undefined)[] = [];
  for (const locale of LOCALES) {
    await page.goto('/signin');
    await switchLocale(page, locale);
    for (const route of routes) problems.push(await visit(page, guard, route, locale, who));
    problems.push(...(await extra(locale)));
  }
  fail(problems);
}

test('public screens and the sign-in and sign-up errors, as a guest (ja, en)', async ({ page }) => {
  const guard = await guardPage(page);
  await walk(page, guard, routesFor('public'), 'a guest', async (locale) => {
    const ja = locale === 'ja';
    const problems = [];
    await page.goto('/signin');
    await page.getByRole('button', { name: ja ? 'ログイン' : 'Sign in', exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    problems.push(await check(page, guard, `sign-in field errors, ${locale}`));

    await page
      .getByLabel(ja ? 'メールアドレス' : 'Email', { exact: true })
      .fill(`a11y-${locale}-${Date.now()}@example.jp`);
    await page.getByLabel(ja ? 'パスワード' : 'Password', { exact: true }).fill('Wrong-password1');
    await page.getByRole('button', { name: ja ? 'ログイン' : 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    problems.push(await check(page, guard, `sign-in failure message, ${locale}`));

    await page.goto('/signup');
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    problems.push(await check(page, guard, `sign-up field errors, ${locale}`));
    return problems;
  });
});

test('member screens and the 403 view of an admin screen, as the demo member (ja, en)', async ({
  page,
}) => {
  const guard = await guardPage(page);
  await signInByApi(page, DEMO_MEMBER);
  await walk(page, guard, routesFor('member'), 'a member', async (locale) => {
    const adminScreen = routesFor('admin').find((route) => !route.forwardsTo)!;
    await page.goto(sampleUrl(adminScreen));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'ja' ? 'アクセス権限がありません' : 'Permission Denied',
    );
    await settle(page, guard);
    return [await check(page, guard, `403 view: ${adminScreen.path} as a member, ${locale}`)];
  });
});

test('admin screens, menus and dialogs, as the demo admin (ja, en)', async ({ page }) => {
  const guard = await guardPage(page);
  await signInByApi(page, DEMO_ADMIN);
  await walk(page, guard, routesFor('admin'), 'the admin', async (locale) => {
    const ja = locale === 'ja';
    const problems = [];
    await page.goto('/home');
    await settle(page, guard);
    await page.getByRole('button', { name: ja ? /さんのメニュー$/ : /^Menu for / }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    problems.push(await check(page, guard, `user menu, ${locale}`));
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: ja ? 'メニューを開く' : 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    problems.push(await check(page, guard, `mobile navigation drawer, ${locale}`));
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.goto('/admin/community');
    await settle(page, guard);
    await page.getByRole('row').nth(1).getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    problems.push(await check(page, guard, `member action confirmation, ${locale}`));
    await page.keyboard.press('Escape');

    await page.goto('/admin/outbox');
    await settle(page, guard);
    await page.getByRole('row').nth(1).getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByRole('tab').first()).toBeVisible();
    problems.push(await check(page, guard, `outbox message, ${locale}`, { skipFrames: true }));
    return problems;
  });
});

test('keyboard only: every stop on the way through sign-in shows focus, Enter signs in', async ({
  page,
}) => {
  const guard = await guardPage(page);
  await useLocale(page, 'en');
  await page.goto('/signin');
  await settle(page, guard);
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
  await settle(page, guard);
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
