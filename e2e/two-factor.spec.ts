// Two-step sign-in in the browser: an admin enrols (the code computed here from the secret the
// screen shows), signs out, signs in with a code, then once with a recovery code, which then no
// longer works; a member enrols from the settings in each language. SHOTS_DIR set: screenshots
// of the enrolment, the code step and the settings section at 390 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { TWO_STEP_ADMIN, newMember, signIn, useLocale, type Locale } from './support/app';

const SHOTS = process.env.SHOTS_DIR;
// Several sign-ins each: more than the default minute on a shared machine.
test.describe.configure({ timeout: 180_000 });

/** A code of the time step `offset` steps from now (the server takes one step either side). */
const codeAt = (secret: string, offset: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const TEXT = {
  ja: {
    setUp: '2段階認証を設定する',
    confirmLabel: '2. アプリに表示された6桁のコードを入力',
    turnOn: 'オンにする',
    saved: '保存しました',
    codeLabel: '6桁の確認コード',
    recoveryLabel: 'リカバリーコード',
    useRecovery: 'リカバリーコードを使う',
    submit: '確認する',
    invalid: '確認コードが正しくないか、すでに使われています。',
    on: 'オン',
    turnOff: 'オフにする',
    password: 'パスワード',
    currentPassword: '現在のパスワード',
  },
  en: {
    setUp: 'Set up two-step sign-in',
    confirmLabel: '2. Enter the 6-digit code the app shows',
    turnOn: 'Turn on',
    saved: 'I have saved them',
    codeLabel: '6-digit code',
    recoveryLabel: 'Recovery code',
    useRecovery: 'Use a recovery code',
    submit: 'Confirm',
    invalid: 'The code is not correct or has already been used.',
    on: 'On',
    turnOff: 'Turn off',
    password: 'Password',
    currentPassword: 'Current password',
  },
} as const;

/** From the settings screen: set up, confirm with a code; answers the secret and the codes. */
async function enrol(page: Page, locale: Locale, shots: string | undefined) {
  const t = TEXT[locale];
  await page.goto('/account/two-factor');
  await page.getByRole('button', { name: t.setUp }).click();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.locator('img[src^="data:image/svg+xml"]')).toBeVisible();
  if (shots) await shoot(page, `${shots}-enrol`);
  await page.getByLabel(t.confirmLabel).fill(await codeAt(secret, 0));
  await page.getByRole('button', { name: t.turnOn }).click();
  const list = page.getByTestId('recovery-codes');
  await expect(list).toBeVisible();
  const codes = (await list.innerText()).split(/\s+/).filter(Boolean);
  expect(codes).toHaveLength(10);
  if (shots) await shoot(page, `${shots}-recovery-codes`);
  await page.getByRole('button', { name: t.saved }).click();
  await expect(page.getByText(t.on, { exact: true })).toBeVisible();
  if (shots) await shoot(page, `${shots}-settings`);
  return { secret, codes };
}

async function signOut(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/signin/);
}

test('an admin enrols, signs in with a code, then once with a recovery code (ja)', async ({
  page,
}) => {
  const t = TEXT.ja;
  await useLocale(page, 'ja');
  await signIn(page, TWO_STEP_ADMIN.email, TWO_STEP_ADMIN.password, 'ja');
  await expect(page).not.toHaveURL(/\/signin/);
  const { secret, codes } = await enrol(page, 'ja', undefined);
  await signOut(page);
  await signIn(page, TWO_STEP_ADMIN.email, TWO_STEP_ADMIN.password, 'ja');
  await page.getByLabel(t.codeLabel).fill('000000');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.invalid)).toBeVisible();
  await page.getByLabel(t.codeLabel).fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: t.submit }).click();
  await page.goto('/admin/overview');
  await expect(page).toHaveURL(/\/admin\/overview/);
  await expect(page.getByRole('heading').first()).toBeVisible();

  for (const attempt of ['first', 'again'] as const) {
    await signOut(page);
    await signIn(page, TWO_STEP_ADMIN.email, TWO_STEP_ADMIN.password, 'ja');
    await page.getByRole('button', { name: t.useRecovery }).click();
    await page.getByLabel(t.recoveryLabel).fill(codes[0]!);
    await page.getByRole('button', { name: t.submit }).click();
    if (attempt === 'first') await expect(page).not.toHaveURL(/\/signin/);
    else await expect(page.getByText(t.invalid)).toBeVisible();
  }
  await page.getByLabel(t.recoveryLabel).fill(codes[1]!);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).not.toHaveURL(/\/signin/);
});

for (const locale of ['en', 'ja'] as const) {
  test(`a member enrols from the settings and signs in with a code (${locale})`, async ({
    page,
    baseURL,
  }) => {
    const t = TEXT[locale];
    const member = await newMember(baseURL!, `2fa-${locale}`);
    await useLocale(page, locale);
    await signIn(page, member.email, member.password, locale);
    await expect(page).not.toHaveURL(/\/signin/);
    const { secret } = await enrol(page, locale, `${locale}-member`);
    await signOut(page);
    await signIn(page, member.email, member.password, locale);
    await expect(page.getByLabel(t.codeLabel)).toBeVisible();
    await shoot(page, `${locale}-code-step`);
    await page.getByRole('button', { name: t.useRecovery }).click();
    await shoot(page, `${locale}-code-step-recovery`);
    await page
      .getByRole('button', {
        name: locale === 'ja' ? '認証アプリのコードを使う' : 'Use the authenticator app',
      })
      .click();
    await page.getByLabel(t.codeLabel).fill(await codeAt(secret, 1));
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(/\/home/);

    // Turning it off asks for the password (or a code) and leaves the set-up button again.
    await page.goto('/account/two-factor');
    await page.getByRole('button', { name: t.turnOff }).click();
    await page.getByRole('dialog').getByText(t.password, { exact: true }).click();
    await page.getByLabel(t.currentPassword).fill(member.password);
    await page.getByRole('dialog').getByRole('button', { name: t.turnOff }).click();
    await expect(page.getByRole('button', { name: t.setUp })).toBeVisible();
  });
}
