// The member's profile photo: chosen on the account settings screen, shown there and in the
// header, removed after a confirmation; a file over 3 MB gets the localised message.
import { type Page, expect, test } from '@playwright/test';
import { DEMO_MEMBER, type Locale, signIn, useLocale } from './support/app';
import { pngOfSize } from './support/images';

const MB = 1024 * 1024;
const TEXT = {
  ja: {
    choose: '写真を選ぶ',
    change: '写真を変更',
    remove: '削除',
    confirmRemove: '削除する',
    photo: `${DEMO_MEMBER.nickname}さんのプロフィール画像`,
    placeholder: `${DEMO_MEMBER.nickname}さんのプロフィール画像（未設定）`,
    tooLarge: 'ファイルサイズの上限を超えています',
  },
  en: {
    choose: 'Choose photo',
    change: 'Change photo',
    remove: 'Remove',
    confirmRemove: 'Remove photo',
    photo: `Profile photo of ${DEMO_MEMBER.nickname}`,
    placeholder: `${DEMO_MEMBER.nickname} has no profile photo yet`,
    tooLarge: 'Maximum file size exceeded',
  },
} as const;

async function openSettings(page: Page, locale: Locale) {
  await useLocale(page, locale);
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, locale);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/account-setting');
}

async function choose(page: Page, button: string, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

for (const locale of ['ja', 'en'] as const) {
  test(`a member sets, sees and removes a profile photo (${locale})`, async ({ page }) => {
    const t = TEXT[locale];
    await openSettings(page, locale);
    await expect(page.getByRole('img', { name: t.placeholder, exact: true })).toBeVisible();

    // Over 3 MB: refused in the browser with the API's own wording, nothing is sent.
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/me/avatar')) uploads.push(r.url());
    });
    await choose(page, t.choose, 'too-big.png', await pngOfSize(3 * MB + 1));
    await expect(page.getByRole('alert').filter({ hasText: t.tooLarge })).toBeVisible();
    expect(uploads).toEqual([]);

    // A 2 MB PNG: stored, shown in the field and in the header.
    await choose(page, t.choose, 'setouchi.png', await pngOfSize(2 * MB));
    const photo = page.getByRole('img', { name: t.photo, exact: true });
    await expect(photo).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: t.tooLarge })).toHaveCount(0);
    const src = await photo.getAttribute('src');
    expect(src).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(512);
    await expect(page.locator(`header img[src="${src}"]`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('img', { name: t.photo, exact: true })).toHaveAttribute(
      'src',
      src!,
    );

    // Remove, after the confirmation.
    await page.getByRole('button', { name: t.remove, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirmRemove }).click();
    await expect(page.getByRole('img', { name: t.placeholder, exact: true })).toBeVisible();
    await expect(page.locator('header img')).toHaveCount(0);
    expect((await page.request.get(src!)).status()).toBe(404);
  });
}
