// A visitor signs up, confirms the address from the mail, signs in and lands in the app.
import { expect, test } from '@playwright/test';
import { linkFrom, readMail, signIn, useLocale } from './support/app';

const CASES = [
  {
    locale: 'ja' as const,
    labels: {
      lastName: '姓',
      firstName: '名',
      nickname: 'ニックネーム',
      email: 'メールアドレス',
      password: 'パスワード',
      confirm: 'パスワード（確認）',
      yob: '生まれ年',
      gender: '性別',
      genderOption: '女性',
      phone: '電話番号',
      postal: '郵便番号',
      policy: /利用規約とプライバシーポリシーに同意します/,
      submit: '登録する',
      verified: 'メールアドレスを確認しました',
      mismatch: 'パスワードが一致しません。',
      blank: '入力してください',
    },
  },
  {
    locale: 'en' as const,
    labels: {
      lastName: 'Last name',
      firstName: 'First name',
      nickname: 'Nickname',
      email: 'Email',
      password: 'Password',
      confirm: 'Confirm password',
      yob: 'Year of birth',
      gender: 'Gender',
      genderOption: 'Female',
      phone: 'Phone number',
      postal: 'Postal code',
      policy: /I agree to the Terms of Use and Privacy Policy/,
      submit: 'Sign up',
      verified: 'Your email address is confirmed',
      mismatch: "Your password doesn't match.",
      blank: 'should not be blank',
    },
  },
];

for (const { locale, labels: l } of CASES) {
  test(`sign-up → mail link → sign-in → home (${locale})`, async ({ page, baseURL }) => {
    await useLocale(page, locale);
    const tag = `${Date.now()}${locale}`;
    const email = `e2e-${tag}@example.jp`;
    const nickname = `瀬戸内の旅人${tag.slice(-6)}`;

    await page.goto('/signup');
    // Empty submit: the server's and the form's messages appear under the fields.
    await page.getByRole('button', { name: l.submit, exact: true }).click();
    await expect(page.getByText(l.blank).first()).toBeVisible();

    await page.getByLabel(l.lastName, { exact: true }).fill('島田');
    await page.getByLabel(l.firstName, { exact: true }).fill('遥');
    await page.getByLabel(l.nickname, { exact: true }).fill(nickname);
    await page.getByLabel(l.email, { exact: true }).fill(email);
    await page.getByLabel(l.password, { exact: true }).fill('Shimanami2026');
    await page.getByLabel(l.confirm, { exact: true }).fill('Shimanami2027');
    await page.getByLabel(l.yob, { exact: true }).fill('1992');
    const gender = page.getByLabel(l.gender, { exact: true });
    if ((await gender.evaluate((el) => el.tagName)) === 'SELECT')
      await gender.selectOption({ label: l.genderOption });
    else {
      await gender.click();
      await page.getByRole('option', { name: l.genderOption, exact: true }).click();
    }
    await page.getByLabel(l.phone, { exact: true }).fill('0821234567');
    await page.getByLabel(l.postal, { exact: true }).fill('7220035');
    await page.getByLabel(l.policy).check();
    await page.getByRole('button', { name: l.submit, exact: true }).click();
    await expect(page.getByText(l.mismatch)).toBeVisible();

    await page.getByLabel(l.confirm, { exact: true }).fill('Shimanami2026');
    await page.getByRole('button', { name: l.submit, exact: true }).click();
    await expect(page.getByText(email).first()).toBeVisible();

    const mail = await readMail(baseURL!, email);
    expect(mail.subject).toContain(locale === 'ja' ? 'メールアドレスの確認' : 'confirm your email');
    await page.goto(linkFrom(mail.text, '/verify-email'));
    await expect(page.getByRole('heading', { name: l.verified })).toBeVisible();

    await signIn(page, email, 'Shimanami2026', locale);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: new RegExp(nickname) })).toBeVisible();
  });
}
