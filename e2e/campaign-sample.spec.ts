// Campaign samples, in ja and en: an admin turns a campaign (set up through the API) into a
// random sample stratified by gender with quotas in the wizard's sampling step, sends the
// invitation, sees the draw on the campaign page (seed, from how many, drawn per stratum) and
// invites more, which adds a second draw. Screenshots of each screen when SHOTS_DIR is set.
import { expect, type Page, test } from '@playwright/test';
import { adminSession, newMember, useLocale, type Locale } from './support/app';
import { signInByApi } from './support/walk';

const SHOTS = process.env.SHOTS_DIR;

const TEXT = {
  ja: {
    step: 'サンプリング',
    sampleMode: '無作為抽出',
    size: '抽出人数',
    stratifyBy: '層（分ける軸）',
    gender: '性別',
    quotas: /入力する割当に比例させる/,
    quotaMale: '男性の割当',
    quotaFemale: '女性の割当',
    saveNext: '保存して次へ',
    sendNow: '今すぐ送信する',
    completed: '完了',
    finish: '完了してキャンペーンを見る',
    rule: '4人を性別別に無作為抽出（割当に比例）',
    drawn: /対象\d+人から4人を抽出/,
    inviteMore: '追加で招待',
    drawnMore: /対象\d+人から2人を抽出/,
    tooMany: /今抽出できるのは\d+人までです/,
  },
  en: {
    step: 'Sampling',
    sampleMode: 'A random sample',
    size: 'Members to draw',
    stratifyBy: 'Stratify by',
    gender: 'Gender',
    quotas: /In proportion to quotas I type/,
    quotaMale: 'Quota for Male',
    quotaFemale: 'Quota for Female',
    saveNext: 'Save and continue',
    sendNow: 'Send now',
    completed: 'Completed',
    finish: 'Finish and view the campaign',
    rule: 'A random sample of 4 members by Gender, in proportion to the quotas',
    drawn: /Drawn 4 of \d+ eligible members/,
    inviteMore: 'Invite more',
    drawnMore: /Drawn 2 of \d+ eligible members/,
    tooMany: /Members who can be drawn now: \d+\./,
  },
} as const;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Steps 1 to 4 through the API: a survey for every consenting member, with an invitation. */
async function campaignForEveryone(baseURL: string, locale: Locale): Promise<number> {
  const { api, xsrf } = await adminSession(baseURL);
  try {
    const post = (url: string, data: object) =>
      api.post(url, { data, headers: { 'X-XSRF-TOKEN': xsrf } });
    const tag = `${locale}${Date.now().toString().slice(-6)}`;
    const created = await post('/api/admin/campaign/create-detail', {
      titleJa: `島の食アンケート ${tag}`,
      titleEn: `Island food survey ${tag}`,
      description: '島の食について伺います。',
      point: 40,
      lengthMinutes: 5,
      surveyLink: 'https://survey.example.com/s/food?rid=[RID]',
      primaryLanguage: 'ja',
      startAt: new Date(Date.now() - 3600_000).toISOString(),
      expiresAt: new Date(Date.now() + 7 * 86400_000).toISOString(),
      respondentLimit: 10,
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    const mail = await post('/api/admin/campaign/create-email', {
      campaignId: id,
      type: 'invitation',
      mail: {
        ja: {
          subject: '{{nick_name}}さん、「{{survey_name}}」へのご協力のお願い',
          body: '<p>約{{survey_length}}分です。</p><p><a href="{{survey_link}}">回答する</a></p>',
        },
      },
    });
    expect(mail.status(), await mail.text()).toBe(201);
    const audience = await post('/api/admin/campaign/create-audience', {
      campaignId: id,
      audience: { type: 'all' },
    });
    expect(audience.status(), await audience.text()).toBe(200);
    return id;
  } finally {
    await api.dispose();
  }
}

for (const locale of ['ja', 'en'] as Locale[]) {
  test(`an admin samples a campaign by gender with quotas, sends, and invites more (${locale})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const t = TEXT[locale];
    // A few members of our own who accept survey invitations, so there is always more to draw.
    for (const n of [1, 2, 3]) await newMember(baseURL!, `sample-${locale}-${n}`);
    const id = await campaignForEveryone(baseURL!, locale);
    await useLocale(page, locale);
    await signInByApi(page, { email: 'admin@example.com', password: 'Setouchi2026' });
    await page.goto(`/admin/campaigns/update/${id}`);

    // The sampling step: 4 members by gender, in proportion to quotas of 3 and 3.
    await page.getByRole('button', { name: t.step }).click();
    await page.getByRole('radio', { name: t.sampleMode }).check();
    await page.getByRole('textbox', { name: t.size }).fill('4');
    await page.getByRole('combobox', { name: t.stratifyBy }).click();
    await page.getByRole('option', { name: t.gender, exact: true }).click();
    await page.getByRole('radio', { name: t.quotas }).check();
    const strata = page.getByTestId('sample-strata');
    await expect(strata.getByRole('row')).toHaveCount(4);
    await page.getByRole('textbox', { name: t.quotaMale }).fill('3');
    await page.getByRole('textbox', { name: t.quotaFemale }).fill('3');
    await shot(page, `sample-step-${locale}`);
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/admin/campaign/${id}/sample`) && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: t.saveNext }).click();
    expect((await saved).status()).toBe(200);

    // Delivery: the invitation is the first draw.
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
    await expect(page).toHaveURL(new RegExp(`/admin/campaigns/${id}$`));

    // The campaign page: the rule, the draw's record, the strata now.
    await expect(page.getByTestId('sample-rule')).toHaveText(t.rule);
    const first = page.getByTestId('sample-draw-1');
    await expect(first).toContainText(t.drawn, { timeout: 30_000 });
    await expect(first).toContainText(/[0-9a-f]{16}/);
    await expect(page.getByTestId('respondents-invited')).toHaveText('4');
    await shot(page, `sample-record-${locale}`);

    // Invite more: too many is refused on the field, then two more are drawn.
    const more = page.getByRole('textbox', { name: t.size });
    await more.fill('100000');
    await page.getByRole('button', { name: t.inviteMore }).click();
    await expect(page.getByText(t.tooMany)).toBeVisible();
    await more.fill('2');
    await page.getByRole('button', { name: t.inviteMore }).click();
    const second = page.getByTestId('sample-draw-2');
    await expect(second).toContainText(t.drawnMore, { timeout: 60_000 });
    await expect(page.getByTestId('respondents-invited')).toHaveText('6', { timeout: 30_000 });
    await shot(page, `sample-more-${locale}`);
  });
}
