// The answer review queue, in Japanese and English: the demo's held answers (accounts sharing a
// phone number) wait unpaid and their members see "under review"; the admin approves one (the
// member's balance rises by its points) and rejects one with a reason, which the member then
// reads next to the survey; a member asks for fewer survey invitations. Screenshots of the
// queue, the dialog, the member's surveys and the invitation limit when SHOTS_DIR is set.
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { adminSession, DEMO_ADMIN, type Locale, useLocale } from './support/app';
import { audit, fail, guardPage, settle, signInByApi } from './support/walk';

const PASSWORD = 'Fanclub2026';
const SHOTS = process.env.SHOTS_DIR;

const TEXT = {
  ja: {
    nav: '回答の確認',
    table: '保留中のアンケート回答',
    approve: '承認',
    reject: '却下',
    reason: '会員へ伝える理由',
    submit: '却下して通知する',
    approved: '承認済み',
    review: '確認中',
    rejected: 'ポイント対象外',
    why: '重複アカウントの可能性',
    text: '同じ電話番号の別アカウントから既に回答をいただいているため、今回はポイント付与の対象外とさせていただきました。',
  },
  en: {
    nav: 'Answer review',
    table: 'Held survey answers',
    approve: 'Approve',
    reject: 'Reject',
    reason: 'Reason for the member',
    submit: 'Reject and notify',
    approved: 'Approved',
    review: 'Under review',
    rejected: 'Not paid',
    why: 'Possible duplicate account',
    text: 'Another account with the same phone number has already answered this survey, so this answer is not rewarded.',
  },
} as const;

type Held = { id: number; campaignId: number; memberId: number; nickname: string; points: number };
type Member = { id: number; email: string; pointAmount: number };

async function pending(api: APIRequestContext): Promise<Held[]> {
  const res = await api.get('/api/admin/campaign-reviews?limit=100');
  return ((await res.json()) as { data: Held[] }).data;
}

async function memberOf(api: APIRequestContext, held: Held): Promise<Member> {
  const res = await api.get(`/api/admin/members?keyword=${encodeURIComponent(held.nickname)}`);
  const rows = ((await res.json()) as { data: Member[] }).data;
  return rows.find((m) => m.id === held.memberId)!;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function mySurvey(page: Page, held: Held) {
  await page.goto('/home');
  const row = page.getByTestId(`my-survey-campaign-${held.campaignId}`);
  await expect(row).toBeVisible({ timeout: 30_000 });
  return row;
}

test.describe.configure({ mode: 'serial' });

for (const locale of ['ja', 'en'] as Locale[]) {
  test(`an admin approves and rejects held answers; the members see why (${locale})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[locale];
    const { api } = await adminSession(baseURL!);
    try {
      const [toApprove, toReject] = await pending(api);
      expect(toApprove, 'the demo holds answers to review').toBeDefined();
      expect(toReject).toBeDefined();
      const paidMember = await memberOf(api, toApprove!);
      const rejectedMember = await memberOf(api, toReject!);
      await page.setViewportSize({ width: 1280, height: 900 });
      await useLocale(page, locale);

      // The member whose answer waits sees it under review, not a silent zero.
      await signInByApi(page, { email: paidMember.email, password: PASSWORD });
      const waiting = await mySurvey(page, toApprove!);
      await expect(waiting).toContainText(t.review);
      await shot(page, `member-under-review-${locale}`);

      await page.context().clearCookies();
      await signInByApi(page, DEMO_ADMIN);
      await page.goto('/admin/overview');
      await page.getByRole('link', { name: t.nav }).click();
      const table = page.getByRole('table', { name: t.table });
      const approveRow = table.getByTestId(`held-${toApprove!.id}`);
      await expect(approveRow).toContainText(toApprove!.nickname);
      await expect(approveRow).toContainText(t.why);
      await shot(page, `review-queue-${locale}`);

      await approveRow.getByRole('button', { name: t.approve, exact: true }).click();
      await expect(approveRow).toHaveCount(0);
      const after = await memberOf(api, toApprove!);
      expect(after.pointAmount).toBe(paidMember.pointAmount + toApprove!.points);

      const rejectRow = table.getByTestId(`held-${toReject!.id}`);
      await rejectRow.getByRole('button', { name: t.reject, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t.reason).fill(t.text);
      await shot(page, `reject-dialog-${locale}`);
      await dialog.getByRole('button', { name: t.submit }).click();
      await expect(dialog).toBeHidden();
      await expect(rejectRow).toHaveCount(0);
      expect((await memberOf(api, toReject!)).pointAmount).toBe(rejectedMember.pointAmount);

      await page.getByRole('tab', { name: t.approved }).click();
      await expect(table.getByTestId(`held-${toApprove!.id}`)).toBeVisible();

      // Each member sees the outcome: paid, or the office's reason.
      await page.context().clearCookies();
      await signInByApi(page, { email: paidMember.email, password: PASSWORD });
      const paid = await mySurvey(page, toApprove!);
      await expect(paid).not.toContainText(t.review);
      await expect(paid).toContainText(`${toApprove!.points} pt`);
      await page.context().clearCookies();
      await signInByApi(page, { email: rejectedMember.email, password: PASSWORD });
      const refused = await mySurvey(page, toReject!);
      await expect(refused).toContainText(t.rejected);
      await expect(refused).toContainText(t.text);
      await shot(page, `member-rejected-${locale}`);
    } finally {
      await api.dispose();
    }
  });
}

for (const locale of ['ja', 'en'] as Locale[]) {
  test(`a member asks for fewer survey invitations (${locale})`, async ({ page }) => {
    const t =
      locale === 'ja'
        ? { label: '30日間に受け取るアンケートのご案内', fewer: '2件まで', save: '保存する' }
        : { label: 'Survey invitations in any 30 days', fewer: 'At most 2', save: 'Save' };
    await page.setViewportSize({ width: 1280, height: 900 });
    await useLocale(page, locale);
    await signInByApi(page, { email: 'ben.carter@example.com', password: PASSWORD });
    await page.goto('/privacy');
    const select = page.getByLabel(t.label);
    await select.selectOption({ label: t.fewer });
    const form = page.locator('form', { has: select });
    await form.getByRole('button', { name: t.save }).click();
    await expect(form.getByRole('status').or(form.getByRole('alert'))).toBeVisible();
    await shot(page, `survey-limit-${locale}`);
    await page.reload();
    await expect(page.getByLabel(t.label)).toHaveValue('2');
    // Back to the club's limit, as the demo had it.
    await page.getByLabel(t.label).selectOption('');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/me/survey-limit') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: t.save }).click();
    expect((await saved).status()).toBe(200);
  });
}

for (const locale of ['ja', 'en'] as Locale[]) {
  test(`the wizard asks for the over-quota amount; the campaign page counts rested members (${locale})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { api } = await adminSession(baseURL!);
    const list = await api.get('/api/admin/campaign/list?keyword=Island');
    const islands = ((await list.json()) as { data: { id: number }[] }).data[0]!;
    await api.dispose();
    await page.setViewportSize({ width: 1280, height: 900 });
    await useLocale(page, locale);
    await signInByApi(page, DEMO_ADMIN);
    await page.goto('/admin/create-campaign');
    const label = locale === 'ja' ? '定員超過時のポイント' : 'Over-quota points';
    await expect(page.getByLabel(label)).toBeVisible({ timeout: 30_000 });
    await shot(page, `wizard-over-quota-${locale}`);
    // The demo's recent answerers rest after their survey: an invitation now leaves them out.
    await page.goto(`/admin/campaigns/${islands.id}`);
    await expect(page.getByTestId('audience-rested')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('audience-current')).toContainText(
      locale === 'ja' ? '現在の該当者' : 'Matching now',
    );
    await page.getByTestId('audience-rested').scrollIntoViewIfNeeded();
    await shot(page, `campaign-rested-${locale}`);
  });
}

test('the review queue and the invitation limit pass axe (ja, en)', async ({ page }) => {
  test.setTimeout(180_000);
  const guard = await guardPage(page);
  const problems: (string | undefined)[] = [];
  for (const locale of ['ja', 'en'] as Locale[]) {
    await page.context().clearCookies();
    await page.goto('/signin');
    await page.evaluate((value) => window.localStorage.setItem('locale', value), locale);
    await signInByApi(page, DEMO_ADMIN);
    await page.goto('/admin/campaign-reviews');
    await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].nav })).toBeVisible({
      timeout: 30_000,
    });
    await settle(page, guard);
    problems.push(await audit(page, `review queue, ${locale}`), ...guard.take());
    await page.context().clearCookies();
    await signInByApi(page, { email: 'ben.carter@example.com', password: PASSWORD });
    await page.goto('/privacy');
    await expect(page.locator('select[name="limit"]')).toBeVisible({ timeout: 30_000 });
    await settle(page, guard);
    problems.push(
      await audit(page, `privacy with the invitation limit, ${locale}`),
      ...guard.take(),
    );
  }
  fail(problems);
});
