// The panel health page, in Japanese and English: the admin opens it from the admin menu, each
// section's table shows the API's figures (active members by age group, gender and prefecture,
// rates per campaign and per joining month, invitations per month, held answers, members quiet
// for a year), the CSV downloads with the same figures, the page passes axe and fits a phone.
// Full-page screenshots when SHOTS_DIR is set.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { PanelHealth } from '@fanclub/contract/panel-health';
import { DEMO_ADMIN, expectNoSidewaysScroll, type Locale } from './support/app';
import { audit, fail, guardPage, settle, signInByApi, switchLocale } from './support/walk';

const SHOTS = process.env.SHOTS_DIR;

const TEXT = {
  ja: {
    nav: 'パネルの状態',
    gender: 'アクティブ会員（性別）',
    age: 'アクティブ会員（年代）',
    prefecture: 'アクティブ会員（都道府県）',
    campaigns: 'キャンペーン別の率',
    cohorts: '入会月別の率',
    invitations: '月ごとの招待数別の会員数',
    reviews: '保留された回答と結果',
    recency: '最後の回答の時期別の会員数',
    held: '保留',
    never: '回答なし',
    download: 'CSVをダウンロード',
    header: '区分,項目,指標,値',
    csvMembers: 'パネル全体,全体,会員数,',
  },
  en: {
    nav: 'Panel health',
    gender: 'Active members: Gender',
    age: 'Active members: Age group',
    prefecture: 'Active members: Prefecture',
    campaigns: 'Rates per campaign',
    cohorts: 'Rates per month of joining',
    invitations: 'Members by invitations received per month',
    reviews: 'Held answers and their outcome',
    recency: 'Members by their last answer',
    held: 'Held for review',
    never: 'Never',
    download: 'Download CSV',
    header: 'Section,Row,Measure,Value',
    csvMembers: 'Whole panel,All,Members,',
  },
} as const;

async function figures(page: Page, locale: Locale): Promise<PanelHealth> {
  const res = await page.request.get('/api/admin/panel-health', {
    headers: { 'Content-Language': locale },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: PanelHealth }).data;
}

const percent = (value: number | null, locale: Locale) =>
  value === null
    ? '–'
    : new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'ja-JP', {
        style: 'percent',
        maximumFractionDigits: 1,
      }).format(value);
const number = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'ja-JP').format(value);

/** The row of a table whose header cell is `name`: its cells' texts. */
async function rowOf(page: Page, table: string, name: string) {
  const row = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  return row.getByRole('cell');
}

test.describe.configure({ mode: 'serial' });

for (const locale of ['ja', 'en'] as Locale[]) {
  test(`the admin reads the panel's health and downloads its CSV (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = TEXT[locale];
    const guard = await guardPage(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/signin');
    await switchLocale(page, locale);
    await signInByApi(page, DEMO_ADMIN);
    await page.goto('/admin/overview');
    await page.getByRole('link', { name: t.nav }).first().click();
    await expect(page).toHaveURL(/\/admin\/panel-health$/);
    await expect(page.getByRole('heading', { level: 1, name: t.nav })).toBeVisible({
      timeout: 30_000,
    });
    const data = await figures(page, locale);
    await settle(page, guard);

    // Active members against the membership, per dimension.
    for (const dimension of ['gender', 'age', 'prefecture'] as const) {
      const bucket = data.activeBy[dimension].find((b) => b.members > 0)!;
      const cells = await rowOf(page, t[dimension], bucket.label);
      await expect(cells).toHaveText([
        number(bucket.members, locale),
        number(bucket.active, locale),
        percent(bucket.activeRate, locale),
      ]);
    }
    // The newest campaign and the newest cohort with members.
    const campaign = data.campaigns[0]!;
    const campaignCells = await rowOf(page, t.campaigns, campaign.title);
    await expect(campaignCells.nth(1)).toHaveText(number(campaign.invited, locale));
    await expect(campaignCells.nth(5)).toHaveText(percent(campaign.completionRate, locale));
    const cohort = data.cohorts.find((c) => c.members > 0 && c.cohort !== 'earlier')!;
    const cohortCells = await rowOf(page, t.cohorts, cohort.cohort);
    await expect(cohortCells.first()).toHaveText(number(cohort.members, locale));
    await expect(cohortCells.nth(4)).toHaveText(percent(cohort.responseRate, locale));
    // Every month of invitations, with its buckets.
    for (const month of data.invitations) {
      const cells = await rowOf(page, t.invitations, month.month);
      await expect(cells).toHaveText(
        [month.members, ...month.counts].map((n) => number(n, locale)),
      );
    }
    await expect((await rowOf(page, t.reviews, t.held)).first()).toHaveText(
      number(data.reviews.held, locale),
    );
    await expect((await rowOf(page, t.recency, t.never)).first()).toHaveText(
      number(data.recency.never, locale),
    );
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/panel-health-${locale}.png`, fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: t.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^panel-health-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split(/\r?\n/);
    expect(lines[0]).toBe(t.header);
    expect(lines).toContain(`${t.csvMembers}${data.members.total}`);

    fail([await audit(page, `panel health, ${locale}`), ...guard.take()]);

    // On a phone the charts stack above their tables; wide tables scroll inside their card.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('table', { name: t.invitations })).toBeVisible();
    await expectNoSidewaysScroll(page, `panel health on a phone, ${locale}`);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/panel-health-${locale}-phone.png`, fullPage: true });
  });
}
