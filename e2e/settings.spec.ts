// Settings journeys: the account settings form with the postal code lookup, field errors from
// the client and the server, the organization tab, and the privacy consents, in ja and en.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, signIn, useLocale, type Locale } from './support/app';

const TEXT = {
  ja: {
    postalCode: '郵便番号',
    prefecture: '都道府県',
    city: '市区町村',
    nationality: '国籍',
    residence: '居住国',
    phone: '電話番号',
    japan: '日本',
    tokyo: '東京都',
    save: '保存する',
    saved: '設定を保存しました。',
    phoneHint: '国番号 +81',
    phoneError: '電話番号は数字で入力してください（先頭の + は使えます）。',
    unknownPostalCode: 'この郵便番号に該当する住所が見つかりません。',
    individual: '個人',
    organization: '法人・団体',
    companyName: '会社名・団体名',
    facilityType: '施設の種類',
    required: '入力してください',
    hotel: 'ホテル・旅館',
    terms: '利用規約とプライバシーポリシーに同意する（必須）',
    newsletter: 'ニュースレターを受け取る',
    consentRequired: '同意が必要です',
  },
  en: {
    postalCode: 'Postal code',
    prefecture: 'Prefecture',
    city: 'City, ward, town or village',
    nationality: 'Nationality',
    residence: 'Country of residence',
    phone: 'Phone number',
    japan: 'Japan',
    tokyo: 'Tokyo',
    save: 'Save',
    saved: 'Your settings have been saved.',
    phoneHint: 'Country code +81',
    phoneError: 'Enter the phone number in digits, optionally starting with +.',
    unknownPostalCode: 'No address was found for this postal code.',
    individual: 'Individual',
    organization: 'Organization',
    companyName: 'Company or organization name',
    facilityType: 'Facility type',
    required: 'should not be blank',
    hotel: 'Hotel or inn',
    terms: 'I agree to the Terms of Use and the Privacy Policy (required)',
    newsletter: 'Receive newsletters',
    consentRequired: 'Consent is required',
  },
} as const;

async function signInAs(page: Page, locale: Locale) {
  await useLocale(page, locale);
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, locale);
  await expect(page).toHaveURL(/\/home$/);
}

for (const locale of ['ja', 'en'] as const) {
  const t = TEXT[locale];

  test(`account settings: the postal code fills the address, and the values are saved (${locale})`, async ({
    page,
  }) => {
    await signInAs(page, locale);
    await page.goto('/account-setting');
    await expect(page.getByRole('tab', { name: t.individual })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const postalCode = page.getByRole('textbox', { name: t.postalCode, exact: true });
    const prefecture = page.getByRole('combobox', { name: t.prefecture, exact: true });
    const city = page.getByRole('textbox', { name: t.city, exact: true });

    // An unknown code is answered by the server, in the page's language.
    await postalCode.fill('0000000');
    await expect(page.getByText(t.unknownPostalCode)).toBeVisible();

    await postalCode.fill('1000001');
    await expect(prefecture).toHaveValue('JPPRF13');
    await expect(prefecture.locator('option:checked')).toHaveText(t.tokyo);
    await expect(city).toHaveValue('千代田区');
    await expect(page.getByText(t.unknownPostalCode)).toBeHidden();

    await page
      .getByRole('combobox', { name: t.nationality, exact: true })
      .selectOption({ label: t.japan });
    await page
      .getByRole('combobox', { name: t.residence, exact: true })
      .selectOption({ label: t.japan });
    await expect(page.getByText(t.phoneHint)).toBeVisible();

    // A field error from the form's own check, localised.
    const phone = page.getByRole('textbox', { name: t.phone, exact: true });
    await phone.fill('082-abc');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.phoneError)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');

    await phone.fill(locale === 'ja' ? '０８２１２３４５６７' : '0821234567');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: t.postalCode, exact: true })).toHaveValue(
      '1000001',
    );
    await expect(page.getByRole('combobox', { name: t.prefecture, exact: true })).toHaveValue(
      'JPPRF13',
    );
    await expect(page.getByRole('textbox', { name: t.city, exact: true })).toHaveValue('千代田区');
    await expect(page.getByRole('combobox', { name: t.nationality, exact: true })).toHaveValue(
      'CT001',
    );
    await expect(page.getByRole('textbox', { name: t.phone, exact: true })).toHaveValue(
      '0821234567',
    );
  });

  test(`account settings: the organization tab asks for its required fields and saves (${locale})`, async ({
    page,
  }) => {
    await signInAs(page, locale);
    await page.goto('/account-setting');
    await page.getByRole('tab', { name: t.organization }).click();
    await expect(page).toHaveURL(/tab=organization/);
    const companyName = page.getByRole('textbox', { name: t.companyName, exact: true });
    // The other language's run may have saved one already.
    await companyName.fill('');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(companyName).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t.required).first()).toBeVisible();

    await companyName.fill(`瀬戸内観光 ${locale}`);
    await page
      .getByRole('combobox', { name: t.facilityType, exact: true })
      .selectOption({ label: t.hotel });
    await page.getByRole('textbox', { name: t.postalCode, exact: true }).fill('7220035');
    await expect(page.getByRole('textbox', { name: t.city, exact: true })).toHaveValue('尾道市');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('tab', { name: t.organization })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('textbox', { name: t.companyName, exact: true })).toHaveValue(
      `瀬戸内観光 ${locale}`,
    );
    await expect(page.getByRole('combobox', { name: t.facilityType, exact: true })).toHaveValue(
      'hotel',
    );
  });

  test(`privacy settings: terms are required, the other consents are saved (${locale})`, async ({
    page,
  }) => {
    await signInAs(page, locale);
    await page.goto('/privacy');
    const terms = page.getByRole('checkbox', { name: t.terms });
    const newsletter = page.getByRole('checkbox', { name: t.newsletter });
    // The consents' own form: the page also saves the survey-invitation limit.
    const save = page.locator('form').filter({ has: terms }).getByRole('button', { name: t.save });
    await expect(terms).toBeChecked();

    await terms.uncheck();
    await save.click();
    await expect(page.getByText(t.consentRequired, { exact: true })).toBeVisible();

    await terms.check();
    const wanted = !(await newsletter.isChecked());
    await newsletter.setChecked(wanted);
    await save.click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(page.getByText(t.consentRequired, { exact: true })).toBeHidden();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: t.terms })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: t.newsletter })).toBeChecked({
      checked: wanted,
    });
  });
}
