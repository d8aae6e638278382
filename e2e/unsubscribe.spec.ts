// A member leaves the club: the screen warns about the points, asks for the password again,
// and afterwards the account cannot sign in.
import { expect, test } from '@playwright/test';
import { newMember, signIn, useLocale } from './support/app';

const CASES = [
  {
    locale: 'ja' as const,
    title: '退会する',
    noPoints: '現在、保有ポイントはありません。',
    password: 'パスワード',
    confirm: 'ポイントが失効し、会員資格がなくなることを理解しました。',
    submit: '退会する',
    wrong: '現在のパスワードが正しくありません。',
    done: '瀬戸内ファンクラブを退会しました。',
    closed: 'このアカウントは退会済みのため、ログインできません。',
  },
  {
    locale: 'en' as const,
    title: 'Leave the fan club',
    noPoints: 'You have no points at the moment.',
    password: 'Password',
    confirm: 'I understand that my points will be lost and my membership ends.',
    submit: 'Leave the fan club',
    wrong: 'The current password is not correct.',
    done: 'You have left the Setouchi Fan Club.',
    closed: 'This account has been closed and can no longer sign in.',
  },
];

for (const c of CASES) {
  test(`a member unsubscribes and can no longer sign in (${c.locale})`, async ({
    page,
    baseURL,
  }) => {
    const member = await newMember(baseURL!, `leave-${c.locale}`);
    await useLocale(page, c.locale);
    await signIn(page, member.email, member.password, c.locale);
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/account-setting');
    await page.getByRole('link', { name: c.title, exact: true }).click();
    await expect(page).toHaveURL(/\/account\/unsubscribe$/);
    await expect(page.getByRole('heading', { name: c.title })).toBeVisible();
    await expect(page.getByText(c.noPoints)).toBeVisible();
    const submit = page.getByRole('button', { name: c.submit, exact: true });
    await expect(submit).toBeDisabled();
    await page.getByLabel(c.confirm).check();
    await page.getByLabel(c.password, { exact: true }).fill('Wrong2026pass');
    await submit.click();
    await expect(page.getByText(c.wrong)).toBeVisible();

    await page.getByLabel(c.password, { exact: true }).fill(member.password);
    await submit.click();
    await expect(page).toHaveURL(/\/signin\?left=1$/);
    await expect(page.getByText(c.done)).toBeVisible();

    await signIn(page, member.email, member.password, c.locale);
    await expect(page.getByText(c.closed)).toBeVisible();
    await expect(page).toHaveURL(/\/signin/);
  });
}
