// A group's Mail tab: the moderator's view of an admin writes the Japanese invitation with the
// group tag buttons, saves it, sends it to the invited member ("N名にメールを送信しました。"), and
// the member's mailbox (the outbox) has it with the group's name filled in; sending again while
// nobody is left invited says so. Screenshots of the tab in ja and en, desktop and phone.
import { type Page, expect, test } from '@playwright/test';
import {
  DEMO_ADMIN,
  adminSession,
  newMember,
  readMail,
  signIn,
  useLocale,
  type Locale,
} from './support/app';

const SHOTS = process.env.SHOTS_DIR;

async function makeGroup(baseURL: string, tag: string) {
  const { api, xsrf } = await adminSession(baseURL);
  try {
    const created = await api.post('/api/admin/groups', {
      multipart: {
        name: `島旅ラボ ${tag}`,
        visibility: 'private',
        searchable: 'false',
        mrocEnabled: 'true',
        contactName: '事務局 島田',
        contactEmail: 'lab@example.jp',
      },
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    expect(created.status(), await created.text()).toBe(201);
    const group = ((await created.json()) as { data: { id: number; name: string } }).data;
    const published = await api.post(`/api/admin/groups/${group.id}/publish`, {
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    expect(published.status(), await published.text()).toBeLessThan(300);
    return group;
  } finally {
    await api.dispose();
  }
}

async function invite(baseURL: string, groupId: number, email: string) {
  const { api, xsrf } = await adminSession(baseURL);
  try {
    const found = await api.get(`/api/admin/members?keyword=${encodeURIComponent(email)}`);
    const member = ((await found.json()) as { data: { id: number }[] }).data[0]!;
    const res = await api.post(`/api/admin/groups/${groupId}/members`, {
      data: { userIds: [member.id], sendInvitation: false },
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  } finally {
    await api.dispose();
  }
}

async function openMailTab(page: Page, groupId: number) {
  await page.goto(`/admin/community/groups/${groupId}`);
  await page.getByRole('tab', { name: /^(メール|Mail)$/ }).click();
  await expect(page.getByTestId('group-mail-panel')).toBeVisible();
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the moderator writes and sends the group invitation; the invited member receives it', async ({
  page,
  baseURL,
}) => {
  const tag = `GM${Date.now().toString().slice(-7)}`;
  const group = await makeGroup(baseURL!, tag);
  const member = await newMember(baseURL!, `group-mail-${tag}`);
  await invite(baseURL!, group.id, member.email);

  await useLocale(page, 'ja');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.waitForURL(/\/(home|admin)/);
  await openMailTab(page, group.id);

  const invitation = page.getByTestId('group-mail-invitation');
  await invitation.getByLabel('件名').fill(`ご招待 ${tag} `);
  await invitation.getByRole('button', { name: 'グループ名' }).first().click();
  await invitation
    .getByLabel('本文')
    .fill('<p>{{nick_name}}様</p><p><a href="{{group_link}}">参加する</a></p>');
  await invitation.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('メールの文面を保存しました。')).toBeVisible();
  await expect(page.getByTestId('group-mail-preview-subject')).toHaveText(
    `ご招待 ${tag} ${group.name}`,
  );

  await page.getByRole('button', { name: '招待メールを送信' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '送信する' }).click();
  await expect(page.getByText('1名にメールを送信しました。')).toBeVisible();

  const mail = await readMail(baseURL!, member.email);
  expect(mail.subject).toBe(`ご招待 ${tag} ${group.name}`);
  expect(decodeURIComponent(mail.text)).toContain(`/groups/${group.id}`);

  // The history lists the batch.
  await expect(page.locator('[data-testid^="sendout-"]').first()).toBeVisible();
  await shoot(page, 'group-mail-ja');
});

for (const locale of ['en'] as Locale[]) {
  test(`the Mail tab reads in ${locale}`, async ({ page, baseURL }) => {
    const group = await makeGroup(baseURL!, `EN${Date.now().toString().slice(-6)}`);
    await useLocale(page, locale);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, locale);
    await page.waitForURL(/\/(home|admin)/);
    await openMailTab(page, group.id);
    await expect(page.getByRole('button', { name: 'Send invitation' })).toBeVisible();
    await page.getByRole('tab', { name: 'Registration complete' }).click();
    await expect(page.getByText('the built-in text (Japanese and English) is sent')).toBeVisible();
    await expect(page.getByTestId('group-mail-preview-subject')).toContainText(group.name);
    await shoot(page, `group-mail-${locale}`);
  });
}
