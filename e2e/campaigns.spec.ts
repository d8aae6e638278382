// Survey campaigns, in ja and en: an admin builds a campaign through the six wizard steps (the
// rules show on the fields first), sends the invitation to today's sign-ups; the member finds
// the survey on /home and follows the mailed link, which leaves for the survey tool with a
// respondent id; the survey tool's signed completion credits the points, and the member's
// balance, bell and survey history change without a reload; a second start lands on the
// "already answered" page; the admin sees the respondent, cannot delete the sent campaign, and
// downloads the respondent export. A failed export names the survey and its retry downloads;
// an export still running when the page reloads is followed again to its download notice.
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, request, type Route, test } from '@playwright/test';
import { adminSession, DEMO_ADMIN, newMember, signIn, useLocale, type Locale } from './support/app';

/** As scripts/e2e-server.mjs gives it to the server. */
const SURVEY_SECRET = process.env.SURVEY_SECRET ?? 'e2e-survey-secret-0123456789abcdef';

const TEXT = {
  ja: {
    nav: 'キャンペーン',
    create: 'キャンペーンを作成',
    titleJa: 'タイトル（日本語）',
    titleEn: 'タイトル（英語）',
    surveyLink: 'アンケートURL',
    point: '付与ポイント',
    length: '所要時間（分）',
    startAt: '開始日時',
    expiresAt: '終了日時',
    saveNext: '保存して次へ',
    required: '入力してください',
    rid: 'アンケートURLには回答者タグ [RID] を含めてください。',
    expiry: '終了日時は開始日時より後にしてください。',
    subject: '件名',
    body: '本文',
    linkTag: '回答リンク',
    skipReminder: 'リマインドなしで次へ',
    custom: '条件で絞り込み',
    registeredFrom: '登録日（から）',
    sendNowRadio: '今すぐ送信',
    sendNow: '今すぐ送信する',
    completed: '完了',
    finish: '完了してキャンペーンを見る',
    surveysTitle: 'あなたへのアンケート',
    answer: (title: string) => `「${title}」に回答する`,
    bellUnread: 'お知らせ 1件未読',
    outcome: '回答完了',
    answered: 'このアンケートには回答済みです',
    delete: '削除',
    deleteTitle: 'キャンペーンを削除しますか？',
    inUse: '配信済みのため削除できません。無効にしてください。',
    export: '回答者をエクスポート',
    exportReady: 'エクスポートが完了しました',
    download: /をダウンロード$/,
  },
  en: {
    nav: 'Campaigns',
    create: 'Create campaign',
    titleJa: 'Title (Japanese)',
    titleEn: 'Title (English)',
    surveyLink: 'Survey link',
    point: 'Points',
    length: 'Length (minutes)',
    startAt: 'Start',
    expiresAt: 'Expiry',
    saveNext: 'Save and continue',
    required: 'should not be blank',
    rid: 'The survey link must contain the respondent tag [RID].',
    expiry: 'The expiry must be after the start.',
    subject: 'Subject',
    body: 'Body',
    linkTag: 'Survey link',
    skipReminder: 'Continue without a reminder',
    custom: 'Selected members',
    registeredFrom: 'Registered from',
    sendNowRadio: 'Send now',
    sendNow: 'Send now',
    completed: 'Completed',
    finish: 'Finish and view the campaign',
    surveysTitle: 'Surveys for you',
    answer: (title: string) => `Answer “${title}”`,
    bellUnread: 'Notifications, 1 unread',
    outcome: 'Completed',
    answered: 'You have already answered this survey',
    delete: 'Delete',
    deleteTitle: 'Delete this campaign?',
    inUse: 'This campaign has already been sent; disable it instead.',
    export: 'Export respondents',
    exportReady: 'Export ready',
    download: /^Download /,
  },
} as const;

/** A time in Japan as the screens take it, `days` from now. */
function japanTime(days: number, hour: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return `${day} ${hour}`;
}

/** The mail to `to` whose subject carries `tag`, read from the outbox through the admin API. */
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
  test(`an admin builds and sends a campaign; the member answers and is paid live (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const t = TEXT[locale];
    const tag = `${locale}${Date.now().toString().slice(-6)}`;
    const titleJa = `瀬戸内の旅アンケート ${tag}`;
    const titleEn = `Setouchi travel survey ${tag}`;
    const subject = `アンケートのお願い ${tag}`;
    const member = await newMember(baseURL!, `campaign-${locale}`);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });

    // --- The admin: six steps, each rule shown on its field first. ---
    await useLocale(page, locale);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, locale);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/campaigns');
    await page.getByRole('link', { name: t.create }).click();
    await expect(page).toHaveURL(/\/admin\/create-campaign$/);

    await page.getByRole('button', { name: t.saveNext }).click();
    await expect(page.getByText(t.required).first()).toBeVisible();
    await field(t.titleJa).fill(titleJa);
    await field(t.titleEn).fill(titleEn);
    const link = field(t.surveyLink);
    // The "survey tool" lives on the product's own origin: an unknown path the browser can open.
    const surveyUrl = `${baseURL}/survey-stub/e2e`;
    await link.fill(surveyUrl);
    await field(t.point).fill('50');
    await field(t.length).fill('5');
    await field(t.startAt).fill(japanTime(0, '00:00'));
    await field(t.expiresAt).fill(japanTime(-1, '00:00'));
    await page.getByRole('button', { name: t.saveNext }).click();
    await expect(page.getByText(t.rid)).toBeVisible();
    await expect(page.getByText(t.expiry)).toBeVisible();
    await link.fill(`${surveyUrl}?rid=[RID]`);
    await field(t.expiresAt).fill(japanTime(30, '23:30'));
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/campaign/create-detail') && r.status() === 201,
    );
    await page.getByRole('button', { name: t.saveNext }).click();
    const campaignId = ((await (await created).json()) as { data: { id: number } }).data.id;

    // Step 2: the invitation, with a tag put in by its button.
    await field(t.subject).fill(subject);
    const body = field(t.body);
    await body.fill('{{nick_name}}さん、{{survey_name}}（{{survey_point}}pt）にご協力ください。');
    await page.getByRole('button', { name: t.linkTag, exact: true }).click();
    await expect(body).toHaveValue(/\{\{survey_link\}\}$/);
    await page.getByRole('button', { name: t.saveNext }).click();
    // Step 3: no reminder.
    await page.getByRole('button', { name: t.skipReminder }).click();
    // Step 4: only today's sign-ups (this member among them).
    await page.getByRole('radio', { name: t.custom }).check();
    await field(t.registeredFrom).fill(japanTime(0, '').trim());
    await expect(page.getByTestId('survey-reach')).toContainText(/[1-9]/);
    await page.getByRole('button', { name: t.saveNext }).click();
    // Step 5: everyone who matches (no sample).
    await page.getByRole('button', { name: t.saveNext }).click();
    // Step 6: send the invitation now; the batch runs to completion.
    await expect(page.getByRole('radio', { name: t.sendNowRadio })).toBeChecked();
    const sent = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/admin/campaign/create-sendout') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: t.sendNow, exact: true }).click();
    const sendout = await sent;
    expect(sendout.status(), await sendout.text()).toBe(201);
    const batchId = ((await sendout.json()) as { data: { id: number } }).data.id;
    await expect(page.getByTestId(`sendout-${batchId}`)).toContainText(t.completed, {
      timeout: 60_000,
    });
    await page.getByRole('link', { name: t.finish }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/campaigns/${campaignId}$`));
    await expect(page.getByTestId('respondents-invited')).not.toHaveText('0');

    // --- The member: the survey on /home, the mailed link, the survey tool. ---
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
      ?.find((u) => u.startsWith(baseURL!) && u.includes('/api/') && !u.includes('unsubscribe'));
    expect(mailLink, mailText).toBeDefined();

    const respondent: { rid?: string } = {};
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    try {
      await useLocale(memberPage, locale);
      await signIn(memberPage, member.email, member.password, locale);
      await expect(memberPage).toHaveURL(/\/home$/);
      const header = memberPage.getByRole('banner');
      await expect(header.getByText('0 pt')).toBeVisible();
      const surveys = memberPage.getByRole('region', { name: t.surveysTitle });
      const card = surveys.getByRole('article').filter({ hasText: tag });
      await expect(card).toContainText('50 pt');
      await expect(card.getByRole('link', { name: new RegExp(tag) })).toHaveAttribute(
        'href',
        `/api/campaigns/${campaignId}/start`,
      );

      // The mailed link goes through the start call to the survey, with the respondent id.
      await memberPage.goto(mailLink!);
      await expect(memberPage).toHaveURL(new RegExp(`^${surveyUrl}\\?rid=`));
      const rid = new URL(memberPage.url()).searchParams.get('rid') ?? '';
      expect(rid).toMatch(/^[0-9a-f]{16,}$/);
      respondent.rid = rid;

      await memberPage.goto('/home');
      await expect(header.getByText('0 pt')).toBeVisible();
      await memberPage.waitForFunction(() =>
        performance
          .getEntriesByType('resource')
          .some((e) => e.name.includes('/api/broadcasting/auth')),
      );
      const navigations: string[] = [];
      memberPage.on('framenavigated', (frame) => {
        if (frame === memberPage.mainFrame()) navigations.push(frame.url());
      });

      // The survey tool's completion call, signed with the shared secret.
      const tool = await request.newContext({ baseURL });
      try {
        const sig = createHmac('sha256', SURVEY_SECRET).update(rid).digest('hex');
        const bad = await tool.get(`/api/surveys/complete?rid=${rid}&sig=${'0'.repeat(64)}`);
        expect(bad.status()).toBe(403);
        const done = await tool.get(`/api/surveys/complete?rid=${rid}&sig=${sig}`);
        expect(done.status(), await done.text()).toBe(200);
        expect(((await done.json()) as { data: { points: number } }).data.points).toBe(50);
      } finally {
        await tool.dispose();
      }

      // Without a reload: balance, bell and the survey's outcome.
      await expect(header.getByText('50 pt')).toBeVisible();
      await expect(header.getByRole('button', { name: t.bellUnread, exact: true })).toBeVisible();
      const row = memberPage.getByTestId(`my-survey-campaign-${campaignId}`);
      await expect(row).toContainText(t.outcome);
      await expect(row).toContainText('50 pt');
      await expect(surveys.getByRole('article').filter({ hasText: tag })).toHaveCount(0);
      expect(navigations).toEqual([]);

      // Starting again explains that it was answered.
      await memberPage.goto(`/api/campaigns/${campaignId}/start`);
      await expect(memberPage).toHaveURL(
        new RegExp(`/surveys/${campaignId}/closed\\?reason=answered`),
      );
      await expect(memberPage.getByRole('heading', { level: 1, name: t.answered })).toBeVisible();
    } finally {
      await memberContext.close();
    }

    // --- The admin: the respondent, no delete once sent, the export. ---
    await page.reload();
    await expect(page.getByTestId('respondents-completed')).toHaveText('1');
    await page.getByRole('button', { name: t.delete, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.deleteTitle });
    await dialog.getByRole('button', { name: t.delete, exact: true }).click();
    await expect(dialog.getByText(t.inUse)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: t.export }).click();
    const notice = page.getByRole('alert').filter({ hasText: t.exportReady });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    const downloading = page.waitForEvent('download');
    await notice.getByRole('link', { name: t.download }).click();
    const download = await downloading;
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(respondent.rid);
    await expect(notice).toHaveCount(0);
  });
}

const EXPORT_TEXT = {
  ja: {
    export: '回答者をエクスポート',
    failed: (title: string) => `「${title}」のエクスポートに失敗しました。`,
    retry: 'もう一度エクスポート',
    ready: 'エクスポートが完了しました',
  },
  en: {
    export: 'Export respondents',
    failed: (title: string) => `Export of “${title}” failed.`,
    retry: 'Export again',
    ready: 'Export ready',
  },
} as const;

for (const locale of ['ja', 'en'] as Locale[]) {
  test(`a failed export names the survey and its retry downloads the file (${locale})`, async ({
    page,
    baseURL,
  }) => {
    const t = EXPORT_TEXT[locale];
    const { api } = await adminSession(baseURL!);
    let campaign: { id: number; title: string };
    try {
      const res = await api.get('/api/admin/campaign/list?limit=100', {
        headers: { 'Content-Language': locale },
      });
      const rows = ((await res.json()) as { data: { id: number; title: string; state: string }[] })
        .data;
      campaign = rows.find((c) => c.state !== 'draft')!;
      expect(campaign).toBeDefined();
    } finally {
      await api.dispose();
    }
    await useLocale(page, locale);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, locale);
    await expect(page).toHaveURL(/\/home$/);
    // The first job's progress answers "failed", as a worker that crashed would leave it.
    await page.route('**/checking-progress', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({
        response,
        json: { data: { ...body.data, status: 'failed', fileUrl: null, fileName: null } },
      });
    });
    await page.goto(`/admin/campaigns/${campaign.id}`);
    await page.getByRole('button', { name: t.export }).click();
    const failure = page.getByRole('alert').filter({ hasText: t.failed(campaign.title) });
    await expect(failure).toBeVisible({ timeout: 30_000 });

    await page.unroute('**/checking-progress');
    await failure.getByRole('button', { name: t.retry }).click();
    await expect(failure).toHaveCount(0);
    const ready = page.getByRole('alert').filter({ hasText: t.ready });
    await expect(ready).toBeVisible({ timeout: 30_000 });
    const downloading = page.waitForEvent('download');
    await ready.getByRole('link').click();
    expect((await downloading).suggestedFilename()).toMatch(/\.csv$/);
  });
}

test('an export still running is picked up again after a reload', async ({ page, baseURL }) => {
  const { api } = await adminSession(baseURL!);
  let campaign: { id: number; title: string };
  try {
    const res = await api.get('/api/admin/campaign/list?limit=100');
    const rows = ((await res.json()) as { data: { id: number; title: string; state: string }[] })
      .data;
    // A campaign with no export of its own yet: earlier journeys leave finished ones behind,
    // which the screen would show instead of the export button.
    const jobs = await api.get('/api/admin/campaign-exports');
    const exported = new Set(
      ((await jobs.json()) as { data: { campaignId: number }[] }).data.map((j) => j.campaignId),
    );
    campaign = rows.find((c) => c.state !== 'draft' && !exported.has(c.id))!;
  } finally {
    await api.dispose();
  }
  await useLocale(page, 'ja');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, 'ja');
  await expect(page).toHaveURL(/\/home$/);
  // While these routes answer, the job reads as still running at 40 %, before and after a reload.
  const running = async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: unknown };
    const stillRunning = (job: Record<string, unknown>) =>
      job.campaignId === campaign.id
        ? { ...job, status: 'processing', progress: 40, fileUrl: null, fileName: null }
        : job;
    const data = Array.isArray(body.data)
      ? body.data.map(stillRunning)
      : stillRunning(body.data as Record<string, unknown>);
    await route.fulfill({ response, json: { data } });
  };
  await page.route('**/checking-progress', running);
  await page.route('**/api/admin/campaign-exports', running);
  await page.goto(`/admin/campaigns/${campaign.id}`);
  await page.getByRole('button', { name: '回答者をエクスポート' }).click();
  const progress = page.getByRole('progressbar', {
    name: `「${campaign.title}」のエクスポート：40%`,
  });
  await expect(progress).toBeVisible();

  await page.reload();
  await expect(progress).toBeVisible();
  // The job goes on where it was: once its real state shows, the download is offered.
  await page.unroute('**/checking-progress');
  await page.unroute('**/api/admin/campaign-exports');
  // Exports left finished by earlier journeys may announce themselves too: this one names its survey.
  const ready = page
    .getByRole('alert')
    .filter({ hasText: 'エクスポートが完了しました' })
    .filter({ hasText: campaign.title });
  await expect(ready).toBeVisible({ timeout: 30_000 });
  await expect(progress).toHaveCount(0);
});
