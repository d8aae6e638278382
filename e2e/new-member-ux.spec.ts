// What a new member and a new admin met first, in Japanese and English: a member
// living abroad finishes onboarding without a Japanese postal code, the policies open from
// sign-up, a second batch of a post's mail asks first, a notification links to its cause, and
// Japanese required choices ask to agree or to choose.
import { expect, test, type Page } from '@playwright/test';
import {
  adminSession,
  apiClient,
  DEMO_ADMIN,
  DEMO_MEMBER,
  signIn,
  signUpVerified,
  useLocale,
  type Locale,
} from './support/app';

const TEXT = {
  ja: {
    next: '次へ',
    residence: '居住国',
    nationality: '国籍',
    postalCodeAbroad: '郵便番号（任意）',
    regionAbroad: '州・地域・都市（任意）',
    prefecture: '都道府県',
    abroad: '日本国外にお住まいのため、都道府県の入力は不要です。',
    terms: '利用規約とプライバシーポリシーに同意する（必須）',
    completeTitle: '会員登録が完了しました',
    termsLink: '利用規約',
    privacyLink: 'プライバシーポリシー',
    termsTitle: '利用規約',
    privacyTitle: 'プライバシーポリシー',
    pointValue: '1ポイントは1円相当',
    signUp: '登録する',
    agree: '同意してください',
    submitNow: '今すぐ送信する',
    againTitle: 'このメールをもう一度送信しますか？',
    againBody: /人の会員へ送信済みです/,
    cancel: 'キャンセル',
    bell: /^お知らせ/,
    cause: '友だち紹介',
    joined: /100ポイントを獲得しました（友だちの紹介コードで入会）/,
  },
  en: {
    next: 'Next',
    residence: 'Country of residence',
    nationality: 'Nationality',
    postalCodeAbroad: 'Postal code (optional)',
    regionAbroad: 'State, region or city (optional)',
    prefecture: 'Prefecture',
    abroad: 'You live outside Japan: no prefecture is needed.',
    terms: 'I agree to the Terms of Use and the Privacy Policy (required)',
    completeTitle: 'Your membership is ready',
    termsLink: 'Terms of Use',
    privacyLink: 'Privacy Policy',
    termsTitle: 'Terms of Use',
    privacyTitle: 'Privacy Policy',
    pointValue: '1 point is worth the equivalent of 1 Japanese yen',
    signUp: 'Sign up',
    agree: 'Please agree to continue.',
    submitNow: 'Send now',
    againTitle: 'Send this mail again?',
    againBody: /went to \d+ members on/,
    cancel: 'Cancel',
    bell: /^Notifications/,
    cause: 'Friend referral',
    joined: /You received 100 points \(Joined with a friend's referral code\)/,
  },
} as const;

/** The demo member's referral code, as a friend would have it from them. */
async function demoReferralCode(baseURL: string) {
  const { api, post } = await apiClient(baseURL);
  try {
    await post('/api/login', { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    const me = (await (await api.get('/api/auth/user')).json()) as {
      data: { referralCode: string };
    };
    return me.data.referralCode;
  } finally {
    await api.dispose();
  }
}

/**
 * A verified member who has not onboarded yet, made through the API as a browser would; joined
 * with the demo member's referral code, so confirming the address credited the join bonus.
 */
async function verifiedMember(baseURL: string, tag: string) {
  const referralCode = await demoReferralCode(baseURL);
  const email = `e2e-ux-${tag}-${Date.now()}@example.jp`;
  const password = 'Kurashiki2026';
  const { api, post } = await apiClient(baseURL);
  try {
    await signUpVerified(baseURL, post, {
      firstName: 'Emily',
      lastName: 'Clarke',
      nickname: `London fan ${Date.now().toString().slice(-6)}`,
      email,
      password,
      yearOfBirth: 1988,
      gender: 'GD02',
      referralCode,
      policyAgreement: true,
    });
  } finally {
    await api.dispose();
  }
  return { email, password };
}

async function policyOpensFrom(page: Page, link: string, title: string) {
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: link }).first().click(),
  ]);
  await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return tab;
}

for (const locale of ['ja', 'en'] as const satisfies Locale[]) {
  const t = TEXT[locale];

  test(`a member living abroad onboards without a Japanese postal code (${locale})`, async ({
    page,
    baseURL,
  }) => {
    const member = await verifiedMember(baseURL!, `abroad-${locale}`);
    await useLocale(page, locale);
    await signIn(page, member.email, member.password, locale);
    await expect(page).toHaveURL(/\/onboarding$/);

    const residence = page.getByRole('combobox', { name: t.residence, exact: true });
    // Signing up in Japanese starts from Japan; in English the member chooses.
    await expect(residence).toHaveValue(locale === 'ja' ? 'CT001' : '');
    await residence.selectOption('CT198');
    await page.getByRole('combobox', { name: t.nationality, exact: true }).selectOption('CT198');
    await expect(page.getByText(t.abroad)).toBeVisible();
    await expect(page.getByRole('combobox', { name: t.prefecture, exact: true })).toHaveCount(0);
    await page.getByRole('textbox', { name: t.postalCodeAbroad }).fill('sw1a 1aa');
    await page.getByRole('textbox', { name: t.regionAbroad }).fill('London');
    await page.getByRole('button', { name: t.next, exact: true }).click();

    // The registration summary, then the consents with the policies beside them.
    await page.getByRole('button', { name: t.next, exact: true }).click();
    const terms = page.getByRole('checkbox', { name: t.terms });
    await expect(terms).toBeVisible();
    const tab = await policyOpensFrom(page, t.privacyLink, t.privacyTitle);
    await tab.close();
    await terms.check();
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await expect(page.getByText(t.completeTitle)).toBeVisible();

    // Stored as given: no prefecture, the postal code in capitals.
    await page.goto('/account-setting');
    await expect(page.getByRole('textbox', { name: t.postalCodeAbroad })).toHaveValue('SW1A 1AA');
    await expect(page.getByRole('textbox', { name: t.regionAbroad })).toHaveValue('London');
    await expect(residence).toHaveValue('CT198');

    // The join bonus's notification says why it came and leads to the referral page.
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: t.bell }).click();
    const note = page.getByRole('button', { name: t.joined });
    await expect(note).toContainText(t.cause);
    await note.click();
    await expect(page).toHaveURL(/\/invite-friends$/);
  });

  test(`the policies open from sign-up, and the consent asks to agree (${locale})`, async ({
    page,
  }) => {
    await useLocale(page, locale);
    await page.goto('/signup');
    // Japanese breaks lines between phrases (ポイント stays whole).
    expect(await page.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe(
      locale === 'ja' ? 'auto-phrase' : 'normal',
    );
    const tab = await policyOpensFrom(page, t.termsLink, t.termsTitle);
    await expect(tab.getByText(t.pointValue)).toBeVisible();
    // From one policy to the other, and both in every footer.
    await tab.getByRole('link', { name: t.privacyLink }).first().click();
    await expect(tab.getByRole('heading', { level: 1, name: t.privacyTitle })).toBeVisible();
    await tab.close();

    await page.getByRole('button', { name: t.signUp, exact: true }).click();
    await expect(page.getByText(t.agree, { exact: true })).toBeVisible();
  });

  test(`a second batch of a post's mail asks first (${locale})`, async ({ page, baseURL }) => {
    const { api } = await adminSession(baseURL!);
    let postId: number;
    try {
      const res = await api.get('/api/admin/posts-list?keyword=サイクリング');
      postId = ((await res.json()) as { data: Array<{ id: number }> }).data[0]!.id;
    } finally {
      await api.dispose();
    }
    await useLocale(page, locale);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, locale);
    await page.waitForURL(/\/(home|admin)/);
    await page.goto(`/admin/posts-info/${postId}`);
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/api/admin/posts/${postId}/sendouts`))
        posted.push(r.url());
    });
    await page.getByRole('button', { name: t.submitNow, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.againTitle });
    await expect(dialog).toContainText(t.againBody);
    await dialog.getByRole('button', { name: t.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(posted).toEqual([]);
    await expect(page.getByTestId('batch-busy')).toHaveCount(0);
  });

  test(`an exchange above the balance is refused before the confirmation (${locale})`, async ({
    page,
  }) => {
    const r =
      locale === 'ja'
        ? {
            card: 'Amazonギフトカード',
            amount: '交換するポイント',
            submit: '交換を申し込む',
            short: 'ポイントが不足しています',
          }
        : {
            card: 'Amazon gift card',
            amount: 'Points to exchange',
            submit: 'Request exchange',
            short: 'Insufficient point',
          };
    await useLocale(page, locale);
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, locale);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/rewards');
    const amazon = page.getByRole('article', { name: r.card });
    await amazon.getByLabel(r.amount).fill('100000');
    await amazon.getByRole('button', { name: r.submit }).click();
    await expect(amazon.getByText(r.short)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}
