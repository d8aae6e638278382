// Sign-in failures, throttling, the language switch, and signing out.
import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, signIn, useLocale } from './support/app';

test('a wrong password shows the credentials message (ja)', async ({ page }) => {
  await useLocale(page, 'ja');
  await signIn(page, DEMO_MEMBER.email, 'Wrong-password1', 'ja');
  await expect(page.getByText('メールアドレスまたはパスワードが正しくありません。')).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
});

test('the sixth failed sign-in in a minute shows the throttling message (en)', async ({ page }) => {
  await useLocale(page, 'en');
  const email = `nobody-${Date.now()}@example.jp`;
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password1');
  for (let i = 0; i < 5; i += 1) {
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    page.getByText('Too many attempts. Please wait 1 minute and try again.'),
  ).toBeVisible();
});

test('the language switch changes the interface and sticks across reloads', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const language = page.getByLabel('言語');
  if ((await language.evaluate((el) => el.tagName)) === 'SELECT')
    await language.selectOption({ label: 'English' });
  else {
    await language.click();
    await page
      .getByRole('option', { name: 'English' })
      .or(page.getByRole('menuitem', { name: 'English' }))
      .first()
      .click();
  }
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a guest sent to a member page signs in and comes back to it, then signs out', async ({
  page,
}) => {
  await useLocale(page, 'ja');
  await page.goto('/account/password');
  await expect(page).toHaveURL(
    /\/signin\?redirect=%2Faccount%2Fpassword|\/signin\?redirect=\/account\/password/,
  );
  await page.getByLabel('メールアドレス', { exact: true }).fill(DEMO_MEMBER.email);
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/password$/);
  await expect(page.getByLabel('現在のパスワード', { exact: true })).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/signin/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/signin\?redirect=/);
});
