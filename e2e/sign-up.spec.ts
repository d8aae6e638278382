// A visitor signs up, confirms the address from the mail, signs in, goes through onboarding
// (account settings, registration, privacy) and the first profile survey, and lands at home.
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
      postalCodeSettings: '郵便番号',
      prefecture: '都道府県',
      city: '市区町村',
      nationality: '国籍',
      residence: '居住国',
      japan: '日本',
      next: '次へ',
      registered: '登録内容',
      terms: /利用規約とプライバシーポリシーに同意する/,
      consentRequired: '同意が必要です',
      complete: '会員登録が完了しました',
      startSurvey: '初回アンケートに回答する',
      surveyTitle: '初回プロフィールアンケート',
      sendAnswers: '回答を送信する',
      answerRequired: 'この質問にお答えください。',
      thanks: 'ご回答ありがとうございました',
      awarded: '50ポイントを付与しました',
      toHome: 'ホームへ',
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
      postalCodeSettings: 'Postal code',
      prefecture: 'Prefecture',
      city: 'City, ward, town or village',
      nationality: 'Nationality',
      residence: 'Country of residence',
      japan: 'Japan',
      next: 'Next',
      registered: 'Registration',
      terms: /I agree to the Terms of Use and the Privacy Policy/,
      consentRequired: 'Consent is required',
      complete: 'Your membership is ready',
      startSurvey: 'Answer the first survey',
      surveyTitle: 'First profile survey',
      sendAnswers: 'Send answers',
      answerRequired: 'Please answer this question.',
      thanks: 'Thank you for your answers',
      awarded: 'You have received 50 points',
      toHome: 'Go to home',
      mismatch: "Your password doesn't match.",
      blank: 'should not be blank',
    },
  },
];

for (const { locale, labels: l } of CASES) {
  test(`sign-up → mail link → sign-in → onboarding → first survey → home (${locale})`, async ({
    page,
    baseURL,
  }) => {
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
    // Neither onboarding flag is set yet: the member is sent to the wizard, wherever they go.
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/onboarding$/);

    // 1. Account settings: the postal code fills the prefecture and the city.
    await page.getByRole('textbox', { name: l.postalCodeSettings, exact: true }).fill('1000001');
    await expect(page.getByRole('combobox', { name: l.prefecture, exact: true })).toHaveValue(
      'JPPRF13',
    );
    await expect(page.getByRole('textbox', { name: l.city, exact: true })).toHaveValue('千代田区');
    await page
      .getByRole('combobox', { name: l.nationality, exact: true })
      .selectOption({ label: l.japan });
    await page
      .getByRole('combobox', { name: l.residence, exact: true })
      .selectOption({ label: l.japan });
    await page.getByRole('button', { name: l.next, exact: true }).click();

    // 2. Registration: the details given at sign-up.
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('1992')).toBeVisible();
    await page.getByRole('button', { name: l.next, exact: true }).click();

    // 3. Privacy: terms are required.
    const terms = page.getByLabel(l.terms);
    await terms.uncheck();
    await page.getByRole('button', { name: l.next, exact: true }).click();
    await expect(page.getByText(l.consentRequired).first()).toBeVisible();
    await terms.check();
    await page.getByRole('button', { name: l.next, exact: true }).click();

    // 4. Complete, then the first profile survey.
    await expect(page.getByRole('heading', { name: l.complete })).toBeVisible();
    await page.getByRole('link', { name: l.startSurvey }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: l.surveyTitle })).toBeVisible();
    await page.getByRole('button', { name: l.sendAnswers }).click();
    await expect(page.getByText(l.answerRequired).first()).toBeVisible();
    const groups = page.locator('[role="radiogroup"]');
    for (const group of await groups.all()) await group.getByRole('radio').first().check();
    await page.getByRole('checkbox').first().check();
    await page.getByRole('textbox').last().fill('しまなみ海道を自転車で渡りました。');
    await page.getByRole('textbox', { name: /^Q4\./ }).fill('2');
    await page.getByRole('button', { name: l.sendAnswers }).click();
    await expect(page.getByRole('heading', { name: l.thanks })).toBeVisible();
    await expect(page.getByText(l.awarded)).toBeVisible();

    await page.getByRole('link', { name: l.toHome }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: new RegExp(nickname) })).toBeVisible();
    await expect(page.getByText('50 pt').first()).toBeVisible();

    // A cleared browser is not sent through onboarding again: the server knows it is done.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/home$/);
  });
}
