// What the admin screens say about their records agrees with the records: a group's settings
// name its real lead moderator (for an admin and for the lead at /groups/{id}/manage), a
// campaign's invited figure matches its own sending history right after the wizard sends, and
// the all-batches list names each batch's source kind and title and links to it.
import { expect, test } from '@playwright/test';
import { adminSession, useLocale } from './support/app';
import { signInByApi } from './support/walk';

type Group = { id: number; name: string; moderator: { id: number; nickname: string } | null };

async function demoGroups(baseURL: string) {
  const { api } = await adminSession(baseURL);
  try {
    const res = await api.get('/api/admin/groups?limit=50');
    return ((await res.json()) as { data: Group[] }).data;
  } finally {
    await api.dispose();
  }
}

test('group settings show the real lead moderator, to an admin and to the lead (ja, en)', async ({
  page,
  baseURL,
}) => {
  const groups = await demoGroups(baseURL!);
  const food = groups.find((g) => g.name === '瀬戸内の食と旅 研究会')!;
  const bike = groups.find((g) => g.name === 'しまなみ海道 サイクリング調査 2026')!;
  expect(food.moderator?.nickname).toBe('尾道ケンタ');
  expect(bike.moderator?.nickname).toBe('直島アート好き');

  await useLocale(page, 'ja');
  await signInByApi(page, { email: 'admin@example.com', password: 'Setouchi2026' });
  await page.goto(`/admin/community/groups/${food.id}`);
  const lead = page.locator('select[name="moderatorId"]');
  // The joined members arrive after the form: the choice must stay on the lead.
  await expect(lead).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('主モデレーター', { exact: true })).toBeVisible();
  await expect(lead.locator('option')).not.toHaveCount(2);
  // The select's value is the option it shows.
  await expect(lead).toHaveValue(String(food.moderator!.id));
  await expect(lead.locator(`option[value="${food.moderator!.id}"]`)).toHaveText(/尾道ケンタ/);

  // The lead herself, at the moderator's manage page, in English.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.setItem('locale', 'en'));
  await signInByApi(page, { email: 'misaki.okamoto@example.com', password: 'Fanclub2026' });
  await page.goto(`/groups/${bike.id}/manage`);
  const leadEn = page.locator('select[name="moderatorId"]');
  await expect(leadEn).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Lead moderator', { exact: true })).toBeVisible();
  await expect(leadEn.locator('option')).not.toHaveCount(2);
  await expect(leadEn).toHaveValue(String(bike.moderator!.id));
  await expect(leadEn.locator(`option[value="${bike.moderator!.id}"]`)).toHaveText(
    /直島アート好き/,
  );
});

test('the campaign page counts as invited everyone its history says were sent (ja)', async ({
  page,
  baseURL,
}) => {
  // Steps 1 to 4 of the wizard through the API: a survey for every consenting member.
  const { api, xsrf } = await adminSession(baseURL!);
  let campaignId: number;
  try {
    const post = (url: string, data: object) =>
      api.post(url, { data, headers: { 'X-XSRF-TOKEN': xsrf } });
    const created = await post('/api/admin/campaign/create-detail', {
      titleJa: `島旅の写真アンケート ${Date.now().toString().slice(-6)}`,
      titleEn: 'Island trip photo survey',
      description: '島旅で撮った写真について伺います。',
      point: 50,
      lengthMinutes: 5,
      surveyLink: 'https://survey.example.com/s/photos?rid=[RID]',
      primaryLanguage: 'ja',
      startAt: new Date(Date.now() - 3600_000).toISOString(),
      expiresAt: new Date(Date.now() + 7 * 86400_000).toISOString(),
      respondentLimit: null,
    });
    expect(created.status(), await created.text()).toBe(201);
    campaignId = ((await created.json()) as { data: { id: number } }).data.id;
    const mail = await post('/api/admin/campaign/create-email', {
      campaignId,
      type: 'invitation',
      mail: {
        ja: {
          subject: '{{nick_name}}さん、「{{survey_name}}」へのご協力のお願い',
          body: '<p>約{{survey_length}}分のアンケートです。</p><p><a href="{{survey_link}}">回答する</a></p>',
        },
      },
    });
    expect(mail.status(), await mail.text()).toBe(201);
    const audience = await post('/api/admin/campaign/create-audience', {
      campaignId,
      audience: { type: 'all' },
    });
    expect(audience.status(), await audience.text()).toBe(200);
  } finally {
    await api.dispose();
  }

  // The wizard's last step sends now; Finish leads to the campaign's page.
  await useLocale(page, 'ja');
  await signInByApi(page, { email: 'admin@example.com', password: 'Setouchi2026' });
  await page.goto(`/admin/campaigns/update/${campaignId}`);
  await page.getByRole('button', { name: /配信管理/ }).click();
  const sent = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/admin/campaign/create-sendout') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: '今すぐ送信する', exact: true }).click();
  const batchId = ((await (await sent).json()) as { data: { id: number } }).data.id;
  await expect(page.getByTestId(`sendout-${batchId}`)).toContainText('完了', { timeout: 60_000 });
  await page.getByRole('link', { name: '完了してキャンペーンを見る' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/campaigns/${campaignId}$`));

  const row = page.getByTestId(`sendout-${batchId}`);
  await expect(row).toContainText('完了');
  const historySent = (await row.getByRole('cell').nth(6).innerText()).trim();
  expect(Number(historySent.replace(/,/g, ''))).toBeGreaterThan(0);
  await expect(page.getByTestId('respondents-invited')).toHaveText(historySent);
});

test('the sendouts list names every batch’s source and links to it (ja, en)', async ({
  page,
  baseURL,
}) => {
  const { api } = await adminSession(baseURL!);
  type Batch = { id: number; source: string; sourceId: number; sourceTitle: string };
  let batches: Batch[];
  try {
    const res = await api.get('/api/admin/sendouts?limit=50', {
      headers: { 'Content-Language': 'en' },
    });
    batches = ((await res.json()) as { data: Batch[] }).data;
  } finally {
    await api.dispose();
  }
  for (const b of batches) expect(b.sourceTitle.trim(), `batch ${b.id}`).not.toBe('');
  const kinds = new Set(batches.map((b) => b.source));
  expect([...kinds]).toEqual(expect.arrayContaining(['post', 'campaign']));

  await useLocale(page, 'ja');
  await signInByApi(page, { email: 'admin@example.com', password: 'Setouchi2026' });
  await page.goto('/admin/sendouts');
  await expect(page.getByRole('columnheader', { name: '配信元' })).toBeVisible();
  await expect(page.getByText('すべての投稿のメール配信バッチです')).toHaveCount(0);
  const labels = { post: '投稿', campaign: 'キャンペーン', offer: 'オファー', group: 'グループ' };
  const paths = {
    post: '/admin/posts-info/',
    campaign: '/admin/campaigns/',
    offer: '/admin/offers/',
    group: '/admin/community/groups/',
  };
  for (const b of batches.slice(0, 10)) {
    const row = page.getByTestId(`sendout-${b.id}`);
    const source = b.source as keyof typeof labels;
    await expect(row).toContainText(labels[source]);
    await expect(row.getByRole('link').first()).toHaveAttribute(
      'href',
      `${paths[source]}${b.sourceId}`,
    );
  }

  await page.evaluate(() => window.localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Source' })).toBeVisible();
  const campaign = batches.find((b) => b.source === 'campaign')!;
  const row = page.getByTestId(`sendout-${campaign.id}`);
  await expect(row).toContainText('Campaign');
  await expect(row.getByRole('link', { name: new RegExp(campaign.sourceTitle) })).toBeVisible();
});
