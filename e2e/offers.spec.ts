// Offers, in ja and en: an admin builds an offer through the four wizard steps (the rules show
// on the fields first: required fields, an image one byte over 3 MB, an expiry before the
// start), with an image, the invitation with the offer link tag, today's sign-ups as the
// audience, and sends it now; the member finds the offer on /home, opens it from the mail in
// the outbox (selected by recipient and the subject's unique tag) and clicks through the
// tracked link to the partner (on the product's own origin here); a mail scanner's request adds
// a raw click but no human one; the admin's statistics show raw and human side by side and the
// CSV export holds both clicks.
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminSession, DEMO_ADMIN, newMember, signIn, useLocale, type Locale } from './support/app';
import { pngOfSize } from './support/images';

const MAX_IMAGE = 3 * 1024 * 1024;
/** A desktop browser's agent: the default headless one counts as a scanner, rightly. */
const DESKTOP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const TEXT = {
  ja: {
    nav: 'オファー',
    create: 'オファーを作成',
    titleJa: 'タイトル（日本語）',
    titleEn: 'タイトル（英語）',
    link: 'オファーURL',
    description: '説明',
    startAt: '開始日時',
    expiresAt: '終了日時',
    saveNext: '保存して次へ',
    required: '入力してください',
    tooLarge: 'ファイルサイズの上限を超えています',
    url: 'http:// または https:// で始まるURLを入力してください。',
    expiry: '終了日時は開始日時より後にしてください。',
    subject: '件名',
    body: '本文',
    linkTag: 'オファーのリンク',
    custom: '条件で絞り込み',
    registeredFrom: '登録日（から）',
    sendNowRadio: '今すぐ送信',
    sendNow: '今すぐ送信する',
    completed: '完了',
    finish: '完了してオファーを見る',
    offersTitle: 'あなたへのオファー',
    open: (title: string) => `オファー「${title}」を見る`,
    take: 'オファーページへ',
    export: 'クリックをエクスポート（CSV）',
    byDay: '日別のクリック',
  },
  en: {
    nav: 'Offers',
    create: 'Create offer',
    titleJa: 'Title (Japanese)',
    titleEn: 'Title (English)',
    link: 'Offer link',
    description: 'Description',
    startAt: 'Start',
    expiresAt: 'Expiry',
    saveNext: 'Save and continue',
    required: 'should not be blank',
    tooLarge: 'Maximum file size exceeded',
    url: 'Enter a web address starting with http:// or https://.',
    expiry: 'The expiry must be after the start.',
    subject: 'Subject',
    body: 'Body',
    linkTag: 'Offer link',
    custom: 'Selected members',
    registeredFrom: 'Registered from',
    sendNowRadio: 'Send now',
    sendNow: 'Send now',
    completed: 'Completed',
    finish: 'Finish and view the offer',
    offersTitle: 'Offers for you',
    open: (title: string) => `See the offer “${title}”`,
    take: 'Go to the offer',
    export: 'Export clicks (CSV)',
    byDay: 'Clicks by day',
  },
} as const;

/** A time in Japan as the screens take it, `days` from now. */
function japanTime(days: number, hour: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return `${day} ${hour}`.trim();
}

/** The mail to `to` whose subject carries `tag`, read from the outbox once it is there. */
async function mailTo(api: APIRequestContext, to: string, tag: string) {
  let message: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await api.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { data: Array<{ subject: string; text: string }> };
        message = body.data.find((m) => m.subject.includes(tag));
        return message !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return message!;
}

for (const locale of ['ja', 'en'] as Locale[]) {
  test(`an admin creates and sends an offer; the member clicks through and the admin sees the click (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const t = TEXT[locale];
    const tag = `of${locale}${Date.now().toString().slice(-6)}`;
    const titleJa = `しまなみ旅館 10%割引 ${tag}`;
    const titleEn = `Shimanami ryokan 10% off ${tag}`;
    const subject = `会員限定のご優待 ${tag}`;
    // The partner's page lives on the product's own origin: a path the browser can open.
    const partnerUrl = `${baseURL}/partner-stub/${tag}`;
    const member = await newMember(baseURL!, `offer-${locale}`);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    const image = page.locator('input[type="file"]');

    // --- The admin: four steps, each rule shown on its field first. ---
    await useLocale(page, locale);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, locale);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/overview');
    await page.getByRole('link', { name: t.nav, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/offers$/);
    await page.getByRole('link', { name: t.create }).click();
    await expect(page).toHaveURL(/\/admin\/create-offer$/);

    await page.getByRole('button', { name: t.saveNext }).click();
    await expect(page.getByText(t.required).first()).toBeVisible();
    await field(t.titleJa).fill(titleJa);
    await field(t.titleEn).fill(titleEn);
    await field(t.link).fill('partner-stub');
    await field(t.description).fill(`瀬戸内の宿で使える会員限定の割引です。${tag}`);
    await field(t.startAt).fill(japanTime(0, '00:00'));
    await field(t.expiresAt).fill(japanTime(-1, '00:00'));
    await image.setInputFiles({
      name: 'too-large.png',
      mimeType: 'image/png',
      buffer: await pngOfSize(MAX_IMAGE + 1),
    });
    await expect(page.getByText(t.tooLarge)).toBeVisible();
    await page.getByRole('button', { name: t.saveNext }).click();
    await expect(page.getByText(t.url)).toBeVisible();
    await expect(page.getByText(t.expiry)).toBeVisible();
    await expect(page.getByText(t.tooLarge)).toBeVisible();
    await field(t.link).fill(partnerUrl);
    await field(t.expiresAt).fill(japanTime(30, '23:30'));
    await image.setInputFiles({
      name: 'ryokan.png',
      mimeType: 'image/png',
      buffer: await pngOfSize(40_000),
    });
    await expect(page.getByText(t.tooLarge)).toHaveCount(0);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/offer/create-detail'));
    await page.getByRole('button', { name: t.saveNext }).click();
    const createdResponse = await created;
    expect(createdResponse.status(), await createdResponse.text()).toBe(201);
    const offerId = ((await createdResponse.json()) as { data: { id: number } }).data.id;

    // Step 2: the invitation, with the offer link put in by its tag button.
    await field(t.subject).fill(subject);
    const body = field(t.body);
    await body.fill('{{nick_name}}さん、{{expired_date}}までの優待です。');
    await page.getByRole('button', { name: t.linkTag, exact: true }).click();
    await expect(body).toHaveValue(/\{\{offer_link\}\}$/);
    await page.getByRole('button', { name: t.saveNext }).click();
    // Step 3: only today's sign-ups (this member among them).
    await page.getByRole('radio', { name: t.custom }).check();
    await field(t.registeredFrom).fill(japanTime(0, ''));
    await page.getByRole('button', { name: t.saveNext }).click();
    // Step 4: send the invitation now; the batch runs to completion.
    await expect(page.getByRole('radio', { name: t.sendNowRadio })).toBeChecked();
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/offer/create-sendout') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: t.sendNow, exact: true }).click();
    const sendout = await sent;
    expect(sendout.status(), await sendout.text()).toBe(201);
    const batchId = ((await sendout.json()) as { data: { id: number } }).data.id;
    await expect(page.getByTestId(`sendout-${batchId}`)).toContainText(t.completed, {
      timeout: 60_000,
    });
    await page.getByRole('link', { name: t.finish }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/offers/${offerId}$`));
    await expect(page.getByTestId('offer-raw-clicks')).toHaveText('0');

    // --- The member: the offer on /home, the mailed link, the click through. ---
    const admin = await adminSession(baseURL!);
    let mailText: string;
    try {
      mailText = (await mailTo(admin.api, member.email, tag)).text;
    } finally {
      await admin.api.dispose();
    }
    expect(mailText).not.toContain('{{');
    const mailLink = mailText
      .match(/https?:\/\/\S+/g)
      // The offer link is counted: the tracked address carries the offer's page.
      ?.find((u) => u.startsWith(baseURL!) && decodeURIComponent(u).includes(`/offer/${offerId}`));
    expect(mailLink, mailText).toBeDefined();

    const memberContext = await browser.newContext({ userAgent: DESKTOP_AGENT });
    const memberPage = await memberContext.newPage();
    try {
      await useLocale(memberPage, locale);
      await signIn(memberPage, member.email, member.password, locale);
      await expect(memberPage).toHaveURL(/\/home$/);
      const offers = memberPage.getByRole('region', { name: t.offersTitle });
      const card = offers.getByRole('article').filter({ hasText: tag });
      await expect(card.locator('img')).toBeVisible();
      const title = (await card.getByRole('heading').textContent()) ?? '';
      expect(title).toBe(locale === 'ja' ? titleJa : titleEn);
      await expect(card.getByRole('link', { name: t.open(title) })).toHaveAttribute(
        'href',
        `/offer/${offerId}`,
      );

      // The mailed link opens the offer's page; its button leaves through the tracked link.
      await memberPage.goto(mailLink!);
      await expect(memberPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const take = memberPage.getByRole('link', { name: t.take });
      await expect(take).toHaveAttribute('href', `/api/offers/${offerId}/go?via=mail`);
      await take.click();
      await expect(memberPage).toHaveURL(partnerUrl);

      // A mail security scanner following the same link: a raw click, not a human one.
      const scanner = await memberContext.request.get(`/api/offers/${offerId}/go`, {
        headers: { 'User-Agent': 'Mimecast URL Protect scanner' },
        maxRedirects: 0,
      });
      expect(scanner.status()).toBe(302);
    } finally {
      await memberContext.close();
    }

    // --- The admin: raw and human side by side, the day's row, the export. ---
    await page.reload();
    await expect(page.getByTestId('offer-raw-clicks')).toHaveText('2');
    await expect(page.getByTestId('offer-human-clicks')).toHaveText('1');
    await expect(page.getByTestId('offer-unique-clickers')).toHaveText('1');
    const today = japanTime(0, '');
    const byDay = page.getByRole('table', { name: t.byDay });
    await expect(byDay.getByRole('row').filter({ hasText: today })).toContainText('2');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: t.export }).click();
    const csv = await readFile(await (await downloading).path(), 'utf8');
    const rows = csv.trim().split(/\r?\n/);
    expect(rows, csv).toHaveLength(3);
    expect(
      rows.filter((r) => /,(Mail|メール),/.test(r)),
      csv,
    ).toHaveLength(1);

    await page.goto('/admin/offers');
    await expect(page.getByTestId(`offer-${offerId}-clicks`)).toHaveText('1 / 2');
  });
}
