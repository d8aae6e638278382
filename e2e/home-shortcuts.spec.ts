// The admin's own home: shortcuts into every admin section (with the admin menu's names), no
// first-survey invitation (a member's task, which a new member still gets); on a phone the
// shortcuts come before the feed. The invite page's figures sit as tiles on a phone. ja and en.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER, newMember, signIn, useLocale, type Locale } from './support/app';

const SHOTS = process.env.SHOTS_DIR;
const PHONE = { width: 390, height: 844 };

const TEXT = {
  ja: {
    shortcuts: '管理者メニュー',
    survey: '初回プロフィールアンケートに回答する',
    feed: 'お知らせ・記事',
    menu: '管理メニュー',
    sections: [
      ['概要', '/admin/overview'],
      ['ファン統計', '/admin/fans'],
      ['コミュニティ', '/admin/community'],
      ['投稿', '/admin/posts'],
      ['カテゴリー', '/admin/categories'],
      ['キャンペーン', '/admin/campaigns'],
      ['回答の確認', '/admin/campaign-reviews'],
      ['パネルの状態', '/admin/panel-health'],
      ['オファー', '/admin/offers'],
      ['ポイント交換', '/admin/exchange'],
      ['メール配信', '/admin/sendouts'],
      ['送信メール', '/admin/outbox'],
      ['配信停止リスト', '/admin/suppressions'],
      ['監査ログ', '/admin/audit-log'],
    ],
    figures: 'これまでの紹介',
    invited: '紹介した友だち',
  },
  en: {
    shortcuts: 'Admin tools',
    survey: 'Answer the first profile survey',
    feed: 'News and stories',
    menu: 'Admin menu',
    sections: [
      ['Overview', '/admin/overview'],
      ['Fan statistics', '/admin/fans'],
      ['Community', '/admin/community'],
      ['Posts', '/admin/posts'],
      ['Categories', '/admin/categories'],
      ['Campaigns', '/admin/campaigns'],
      ['Answer review', '/admin/campaign-reviews'],
      ['Panel health', '/admin/panel-health'],
      ['Offers', '/admin/offers'],
      ['Point exchange', '/admin/exchange'],
      ['Mail sendouts', '/admin/sendouts'],
      ['Outbox', '/admin/outbox'],
      ['Suppression list', '/admin/suppressions'],
      ['Audit log', '/admin/audit-log'],
    ],
    figures: 'Your referrals so far',
    invited: 'Friends invited',
  },
} as const;

async function expectAdminHome(page: Page, locale: Locale) {
  const t = TEXT[locale];
  const shortcuts = page.getByRole('region', { name: t.shortcuts });
  await expect(shortcuts).toBeVisible();
  const links = shortcuts.getByRole('link');
  await expect(links).toHaveCount(t.sections.length);
  for (const [i, [name, href]] of t.sections.entries()) {
    await expect(links.nth(i)).toHaveText(name);
    await expect(links.nth(i)).toHaveAttribute('href', href);
    await expect(links.nth(i).locator('svg')).toHaveCount(1);
  }
  await expect(page.getByRole('heading', { name: t.feed, exact: true })).toBeVisible();
  await expect(page.getByText(t.survey)).toHaveCount(0);
  return shortcuts;
}

for (const locale of ['ja', 'en'] as const) {
  test(`the admin's home offers every admin section and no first survey (${locale})`, async ({
    page,
  }) => {
    const t = TEXT[locale];
    await useLocale(page, locale);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, locale);
    await expect(page).toHaveURL(/\/home$/);
    const shortcuts = await expectAdminHome(page, locale);
    if (SHOTS) {
      await shortcuts.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/admin-home-${locale}-desktop.png` });
    }
    // Each shortcut leads into its section, in the admin menu's words.
    const [exchange] = t.sections.find(([, href]) => href === '/admin/exchange')!;
    await shortcuts.getByRole('link', { name: exchange }).click();
    await expect(page).toHaveURL(/\/admin\/exchange$/);
    await expect(
      page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: exchange }),
    ).toHaveAttribute('aria-current', 'page');

    // On a phone the shortcuts come first, before the feed.
    await page.setViewportSize(PHONE);
    await page.goto('/home');
    const phoneShortcuts = await expectAdminHome(page, locale);
    const feed = page.getByRole('heading', { name: t.feed, exact: true });
    expect((await phoneShortcuts.boundingBox())!.y).toBeLessThan((await feed.boundingBox())!.y);
    const box = (await phoneShortcuts.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    if (SHOTS) {
      await phoneShortcuts.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/admin-home-${locale}-phone.png` });
    }
  });
}

test('a new member still gets the first-survey invitation and no admin tools (ja)', async ({
  page,
  baseURL,
}) => {
  const member = await newMember(baseURL!, 'home');
  await useLocale(page, 'ja');
  await signIn(page, member.email, member.password, 'ja');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: TEXT.ja.survey })).toBeVisible();
  await expect(page.getByRole('region', { name: TEXT.ja.shortcuts })).toHaveCount(0);
});

for (const locale of ['ja', 'en'] as const) {
  test(`the invite page's figures are three tiles on a phone (${locale})`, async ({ page }) => {
    const t = TEXT[locale];
    await page.setViewportSize(PHONE);
    await useLocale(page, locale);
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password, locale);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/invite-friends');
    const figures = page.getByRole('list', { name: t.figures });
    await expect(figures.getByRole('listitem')).toHaveCount(3);
    await expect(figures.getByRole('listitem').first()).toContainText(t.invited);
    // Side by side, each inside the screen, their numbers on one line.
    const boxes = await Promise.all(
      [0, 1, 2].map(async (i) => (await figures.getByRole('listitem').nth(i).boundingBox())!),
    );
    expect(boxes[1]!.y).toBe(boxes[0]!.y);
    expect(boxes[2]!.y).toBe(boxes[0]!.y);
    expect(boxes[2]!.x + boxes[2]!.width).toBeLessThanOrEqual(PHONE.width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/invite-${locale}-phone.png` });
  });
}
