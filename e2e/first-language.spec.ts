// The language a visit starts in, as a person sees it: the browser's languages (Accept-Language)
// on a first visit, ja or en and anything else Japanese, until the visitor picks one; and a
// mail's unsubscribe link opens in the language of the mail, whatever the browser says.
import { expect, test, type Page } from '@playwright/test';
import { useLocale } from './support/app';

async function pickLanguage(page: Page, label: string, option: string) {
  const language = page.getByLabel(label);
  if ((await language.evaluate((el) => el.tagName)) === 'SELECT')
    await language.selectOption({ label: option });
  else {
    await language.click();
    await page
      .getByRole('option', { name: option })
      .or(page.getByRole('menuitem', { name: option }))
      .first()
      .click();
  }
}

test.describe('an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('sees the first visit in English, and keeps Japanese once chosen', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await pickLanguage(page, 'Language', '日本語');
    await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('opens the unsubscribe link of a Japanese mail in Japanese', async ({ page }) => {
    await page.goto('/mail/unsubscribe?token=not-a-real-token&lang=ja');
    await expect(page.getByRole('heading', { level: 1, name: 'メールの配信停止' })).toBeVisible();
    await expect(page.getByRole('button', { name: '配信を停止する' })).toBeVisible();
  });
});

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('sees the first visit in Japanese', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });
});

test('a Japanese visitor opens the unsubscribe link of an English mail in English', async ({
  page,
}) => {
  await useLocale(page, 'ja');
  await page.goto('/mail/unsubscribe?token=not-a-real-token&lang=en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from mails' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Stop these mails' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link does not work' }),
  ).toBeVisible();
});
