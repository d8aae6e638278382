// Walking the app's screens in one browser page: a screen is "settled" when its data has
// come (no request in flight, no loader, nothing busy), axe audits it, and a guard collects
// what the page complained about on the way: Content-Security-Policy violations, console
// errors, uncaught exceptions and server errors (5xx).
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import type { Result, RunOptions } from 'axe-core';
import type { Locale } from './app';

// A11Y_ALL=1 also reports moderate and minor findings, for a look beyond the gate.
const BLOCKING = new Set(
  process.env.A11Y_ALL ? ['minor', 'moderate', 'serious', 'critical'] : ['serious', 'critical'],
);
/** Chromium logs every 4xx answer as a console error: those are the API saying no (a guest's
 *  session probe, an expired sample token), checked by the journeys, not bugs of the page. */
const CLIENT_ERROR_LOG = /^Failed to load resource: the server responded with a status of 4\d\d/;
/** A script-less sandbox (an outbox mail's frame) refuses the guard's own init scripts (axe and
 *  the CSP listener), which Playwright adds to every frame: the sandbox working, not a fault. */
const SANDBOX_REFUSAL = /^Blocked script execution in 'about:srcdoc'/;

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

/** What went wrong in a page, whichever screen it showed; `take()` empties it. */
export type PageGuard = { take: () => string[]; inFlight: () => number };

/** Starts listening on a page (before its first navigation). */
export async function guardPage(page: Page): Promise<PageGuard> {
  const found: string[] = [];
  const pending = new Set<object>();
  await page.exposeFunction('__reportCspViolation', (text: string) => {
    found.push(`CSP violation: ${text}`);
  });
  // axe-core in every document the page opens, ready for audit() (no per-call injection).
  await page.addInitScript({ content: axe.source });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error' || CLIENT_ERROR_LOG.test(text) || SANDBOX_REFUSAL.test(text))
      return;
    found.push(`console error: ${text}`);
  });
  page.on('pageerror', (error) => found.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) found.push(`${response.status()} from ${response.url()}`);
  });
  page.on('request', (request) => {
    if (!['websocket', 'eventsource'].includes(request.resourceType())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return { take: () => found.splice(0), inFlight: () => pending.size };
}

/** Waits until the screen has loaded its data: no request in flight, no loader, none busy. */
export async function settle(page: Page, guard: PageGuard) {
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root, [aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => guard.inFlight()).toBe(0);
}

/**
 * Runs axe on what the page shows now; returns a readable report of the blocking violations.
 * `skipFrames`: leave iframe contents out (a mail shown in a script-less sandbox, which is not
 * our markup and where axe cannot run: it would wait on it forever).
 */
export async function audit(
  page: Page,
  what: string,
  { skipFrames = false } = {},
): Promise<string | undefined> {
  // Let menus, dialogs and fades finish: a half-faded text is not the contrast anyone reads.
  // (A looping one, such as a pulsing placeholder, never finishes: it is not waited for.)
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // axe is already in the page (guardPage adds it to every document): it runs there at once.
  const options: RunOptions = { resultTypes: ['violations'], iframes: !skipFrames };
  const results = await page.evaluate(
    (opts) => (window as unknown as { axe: typeof axe }).axe.run(document, opts),
    options,
  );
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  if (blocking.length === 0) return undefined;
  return [`  ${what} (${page.url()}):`, ...blocking.map(describeViolation)].join('\n');
}

/** The page's UI language from the next load on (as the language switch stores it). */
export async function switchLocale(page: Page, locale: Locale) {
  await page.evaluate((value) => window.localStorage.setItem('locale', value), locale);
}

/** Signs the page's browser context in through the API (the sign-in form has its own tests). */
export async function signInByApi(page: Page, who: { email: string; password: string }) {
  await page.request.get('/sanctum/csrf-cookie');
  const cookies = await page.context().cookies();
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const res = await page.request.post('/api/login', {
    data: who,
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Fails with every finding at once: axe's and the guard's. */
export function fail(problems: (string | undefined)[]) {
  const found = problems.filter((p): p is string => p !== undefined);
  expect(found.length, `problems on the way:\n${found.join('\n')}\n`).toBe(0);
}
