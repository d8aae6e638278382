// The header's user menu and notification bell load their menu on first intent
// (lib/use-load-on-intent.ts). A press must open them even when the menu's code arrives between
// the press and the release, when the real button replaces the bare one under the pointer and
// the browser sends the click to neither.
import { expect, test, type Page, type Route } from '@playwright/test';
import { DEMO_MEMBER, useLocale } from './support/app';
import { signInByApi } from './support/walk';

/** Holds the chunk whose file name starts with `name` until `release` is called. */
async function holdChunk(page: Page, name: string) {
  let held: Route | undefined;
  let arrived: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), (route) => {
    held = route;
    arrived();
  });
  return {
    requested,
    release: async () => {
      const response = await held!.fetch();
      await held!.fulfill({ response });
    },
  };
}

const CASES = [
  { what: 'user menu', chunk: 'user-menu-dropdown', button: /さんのメニュー$/, opens: 'menu' },
  {
    what: 'notification bell',
    chunk: 'notification-popover',
    button: /^お知らせ/,
    opens: 'dialog',
  },
] as const;

for (const { what, chunk, button, opens } of CASES) {
  test(`the ${what} opens when its code arrives mid-press`, async ({ page }) => {
    await useLocale(page, 'ja');
    await signInByApi(page, DEMO_MEMBER);
    const held = await holdChunk(page, chunk);
    await page.goto('/home');
    const trigger = page.getByRole('button', { name: button });
    await expect(trigger).toBeVisible();

    const box = (await trigger.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await held.requested; // the pointer over the button asked for the menu's code
    await page.mouse.down();
    await held.release();
    // The code is in and the real button has replaced the bare one: the press alone opened it.
    await expect(page.getByRole(opens)).toBeVisible();
    await page.mouse.up();
    await expect(page.getByRole(opens)).toBeVisible();
  });
}
