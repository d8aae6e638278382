// Mail a member can use, in ja and en: an admin writes a campaign invitation and an offer
// invitation in plain text (two paragraphs and the link tag, one of them as a button) in the
// wizards' mail editor, whose preview shows the mail as delivered; sends both; the delivered
// mail's HTML part (from the outbox) has the paragraphs and real links; opened in the browser as
// a mail client would show it, its links lead the signed-in member to the survey start and to
// the offer. Screenshots of the editor and its preview at 390 and 1280 px.
import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminSession, DEMO_ADMIN, newMember, signIn, useLocale, type Locale } from './support/app';
import { pngOfSize } from './support/images';

const SHOTS = process.env.SHOTS_DIR;
const TEXT = {
  ja: {
    saveNext: '保存して次へ',
    everyone: '条件に合う全員',
    titleJa: 'タイトル（日本語）',
    titleEn: 'タイトル（英語）',
    subject: '件名',
    body: '本文',
    surveyLink: 'アンケートURL',
    offerLink: 'オファーURL',
    description: '説明',
    point: '付与ポイント',
    length: '所要時間（分）',
    startAt: '開始日時',
    expiresAt: '終了日時',
    surveyTag: '回答リンク',
    asButton: (tag: string) => `ボタンとして挿入: ${tag}`,
    offerTag: 'オファーのリンク',
    skipReminder: 'リマインドなしで次へ',
    custom: '条件で絞り込み',
    registeredFrom: '登録日（から）',
    sendNow: '今すぐ送信する',
    completed: '完了',
    phone: 'スマートフォン',
    wide: 'パソコン',
  },
  en: {
    saveNext: 'Save and continue',
    everyone: 'Everyone who matches',
    titleJa: 'Title (Japanese)',
    titleEn: 'Title (English)',
    subject: 'Subject',
    body: 'Body',
    surveyLink: 'Survey link',
    offerLink: 'Offer link',
    description: 'Description',
    point: 'Points',
    length: 'Length (minutes)',
    startAt: 'Start',
    expiresAt: 'Expiry',
    surveyTag: 'Survey link',
    asButton: (tag: string) => `Insert as a button: ${tag}`,
    offerTag: 'Offer link',
    skipReminder: 'Continue without a reminder',
    custom: 'Selected members',
    registeredFrom: 'Registered from',
    sendNow: 'Send now',
    completed: 'Completed',
    phone: 'Phone',
    wide: 'Desktop',
  },
} as const;

function japanTime(days: number, hour: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return `${day} ${hour}`.trim();
}

/** The HTML part of the mail to `to` whose subject carries `tag`, from the outbox. */
async function deliveredHtml(api: APIRequestContext, to: string, tag: string) {
  let html = '';
  await expect
    .poll(
      async () => {
        const res = await api.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { data: Array<{ subject: string; html: string }> };
        html = body.data.find((m) => m.subject.includes(tag))?.html ?? '';
        return html !== '';
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return html;
}

/** Writes two paragraphs, the link tag by its button and a button line; checks the preview. */
async function writeMail(
  page: Page,
  locale: Locale,
  subject: string,
  tagButton: string,
  kind: string,
) {
  const t = TEXT[locale];
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field(t.subject).fill(subject);
  const body = field(t.body);
  await body.fill('{{nick_name}}さん、こんにちは。\n瀬戸内からのご案内です。\n\n詳しくはこちら:\n');
  await page.getByRole('button', { name: tagButton, exact: true }).click();
  await expect(body).toHaveValue(/\{\{[a-z]+_link\}\}$/);
  // The same tag as a button, from the "insert a button" row.
  await page.getByRole('button', { name: t.asButton(tagButton), exact: true }).click();
  await expect(body).toHaveValue(/\n\[button: \{\{[a-z]+_link\}\} \| [^\]]+\]\n$/);
  const frame = page.frameLocator('[data-testid="mail-preview"] iframe');
  await expect(frame.locator('p').first()).toContainText('こんにちは。');
  await expect(frame.locator('a[href^="http"]').first()).toBeVisible();
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    const preview = page.getByTestId('mail-preview');
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/editor-${kind}-${locale}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/editor-${kind}-${locale}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await preview.getByText(t.wide, { exact: true }).click();
    await page.screenshot({ path: `${SHOTS}/preview-wide-${kind}-${locale}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: t.saveNext }).click();
}

/** The mail's card holds paragraphs and real links (not one run-on paragraph). */
function expectGoodHtml(html: string) {
  expect(html.match(/<p style="margin:0 0 16px">/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  expect(html).toContain('<br>');
  expect(html).not.toContain('{{');
}

for (const locale of ['ja', 'en'] as Locale[]) {
  test(`plain-text campaign and offer mails arrive with paragraphs and working links (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const t = TEXT[locale];
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    const tag = `m${locale}${Date.now().toString().slice(-6)}`;
    const member = await newMember(baseURL!, `mail-${locale}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await useLocale(page, locale);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, locale);
    await expect(page).toHaveURL(/\/home$/);

    // --- A campaign: the six steps, the mail in plain text. ---
    const surveyUrl = `${baseURL}/survey-stub/mail`;
    await page.goto('/admin/create-campaign');
    await field(t.titleJa).fill(`島旅アンケート ${tag}`);
    await field(t.titleEn).fill(`Island survey ${tag}`);
    await field(t.surveyLink).fill(`${surveyUrl}?rid=[RID]`);
    await field(t.point).fill('10');
    await field(t.length).fill('5');
    await field(t.startAt).fill(japanTime(0, '00:00'));
    await field(t.expiresAt).fill(japanTime(30, '23:30'));
    const campaign = page.waitForResponse((r) => r.url().endsWith('/campaign/create-detail'));
    await page.getByRole('button', { name: t.saveNext }).click();
    const campaignId = ((await (await campaign).json()) as { data: { id: number } }).data.id;
    await writeMail(page, locale, `アンケート ${tag}`, t.surveyTag, 'campaign');
    await page.getByRole('button', { name: t.skipReminder }).click();
    await page.getByRole('radio', { name: t.custom }).check();
    await field(t.registeredFrom).fill(japanTime(0, ''));
    await page.getByRole('button', { name: t.saveNext }).click();
    // The sampling step: everyone who matches.
    await expect(page.getByRole('radio', { name: t.everyone })).toBeChecked();
    await page.getByRole('button', { name: t.saveNext }).click();
    await page.getByRole('button', { name: t.sendNow, exact: true }).click();
    await expect(page.locator('[data-testid^="sendout-"]').first()).toContainText(t.completed, {
      timeout: 60_000,
    });

    // --- An offer: the four steps, the mail in plain text. ---
    await page.goto('/admin/create-offer');
    await field(t.titleJa).fill(`島のカフェ ${tag}`);
    await field(t.titleEn).fill(`Island café ${tag}`);
    await field(t.offerLink).fill(`${baseURL}/partner-stub/mail`);
    await field(t.description).fill(`会員限定の割引です。${tag}`);
    await field(t.startAt).fill(japanTime(0, '00:00'));
    await field(t.expiresAt).fill(japanTime(30, '23:30'));
    await page.locator('input[type="file"]').setInputFiles({
      name: 'cafe.png',
      mimeType: 'image/png',
      buffer: await pngOfSize(20_000),
    });
    const offer = page.waitForResponse((r) => r.url().endsWith('/offer/create-detail'));
    await page.getByRole('button', { name: t.saveNext }).click();
    const offerId = ((await (await offer).json()) as { data: { id: number } }).data.id;
    await writeMail(page, locale, `特典 ${tag}`, t.offerTag, 'offer');
    await page.getByRole('radio', { name: t.custom }).check();
    await field(t.registeredFrom).fill(japanTime(0, ''));
    await page.getByRole('button', { name: t.saveNext }).click();
    await page.getByRole('button', { name: t.sendNow, exact: true }).click();
    await expect(page.locator('[data-testid^="sendout-"]').first()).toContainText(t.completed, {
      timeout: 60_000,
    });

    // --- The delivered mails, opened as a mail client shows them. ---
    const admin = await adminSession(baseURL!);
    let surveyHtml: string;
    let offerHtml: string;
    try {
      surveyHtml = await deliveredHtml(admin.api, member.email, `アンケート ${tag}`);
      offerHtml = await deliveredHtml(admin.api, member.email, `特典 ${tag}`);
    } finally {
      await admin.api.dispose();
    }
    expectGoodHtml(surveyHtml);
    expectGoodHtml(offerHtml);

    const context = await browser.newContext();
    const mailbox = await context.newPage();
    try {
      await useLocale(mailbox, locale);
      await signIn(mailbox, member.email, member.password, locale);
      await expect(mailbox).toHaveURL(/\/home$/);

      // The survey link (the plain-text tag) leads to the survey start, then the survey tool.
      await mailbox.setContent(surveyHtml);
      await expect(mailbox.locator('p').first()).toContainText('こんにちは。');
      await mailbox.locator(`a[href*="/api/campaigns/${campaignId}/start"]`).first().click();
      await expect(mailbox).toHaveURL(new RegExp(`^${surveyUrl}\\?rid=[0-9a-f]+`));

      // The offer's button: the tracked click, then the offer's page.
      await mailbox.setContent(offerHtml);
      const button = mailbox.locator('a[style*="background:#1d5c8c"]').first();
      await expect(button).toHaveAttribute('href', /\/api\/mail\/click\//);
      await button.click();
      await expect(mailbox).toHaveURL(new RegExp(`/offer/${offerId}\\?via=mail$`));
      await expect(mailbox.getByRole('heading', { level: 1, name: new RegExp(tag) })).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
