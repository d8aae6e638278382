// Group management in the admin community tab: the Groups and Segments sub-tabs, creating a
// group, inviting a member by hand with the invitation switch, adding a main topic with its
// Japan-time window, and a segment a topic uses refused on deletion with the localised message.
// Screenshots of each screen in ja and en, desktop and phone, when SHOTS_DIR is set.
import { type Page, expect, test } from '@playwright/test';
import { DEMO_ADMIN, adminSession, newMember, signIn, useLocale, type Locale } from './support/app';

const SHOTS = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string, locale: Locale) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${locale}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function seed(baseURL: string, tag: string) {
  const { api, xsrf } = await adminSession(baseURL);
  const headers = { 'X-XSRF-TOKEN': xsrf };
  try {
    const seg = await api.post('/api/admin/segments', { data: { name: `使用中 ${tag}` }, headers });
    const segment = ((await seg.json()) as { data: { id: number; name: string } }).data;
    const created = await api.post('/api/admin/groups', {
      multipart: {
        name: `しまなみ研究会 ${tag}`,
        description: '<p>島の暮らしについて話しましょう。</p>',
        visibility: 'private',
        mrocEnabled: 'true',
        contactName: '事務局',
        contactEmail: 'lab@example.jp',
      },
      headers,
    });
    expect(created.status(), await created.text()).toBe(201);
    const group = ((await created.json()) as { data: { id: number; name: string } }).data;
    const topic = await api.post(`/api/admin/groups/${group.id}/topics`, {
      data: {
        title: '島の朝ごはん',
        opensAt: '2030-04-01 09:00',
        closesAt: '2030-04-30 18:00',
        segments: [{ segmentId: segment.id, operator: 'include' }],
      },
      headers,
    });
    expect(topic.status(), await topic.text()).toBe(201);
    const main = ((await topic.json()) as { data: { id: number } }).data;
    await api.post(`/api/admin/groups/${group.id}/topics`, {
      data: {
        parentId: main.id,
        title: '朝の散歩',
        opensAt: '2030-04-02 09:00',
        closesAt: '2030-04-10 18:00',
      },
      headers,
    });
    return { group, segment };
  } finally {
    await api.dispose();
  }
}

for (const locale of ['ja', 'en'] as const) {
  const t =
    locale === 'ja'
      ? {
          groups: 'グループ',
          segments: 'セグメント',
          newGroup: 'グループを作成',
          create: 'グループを作成',
          name: 'グループ名',
          created: 'グループを下書きとして作成しました。',
          members: 'メンバー',
          invite: 'メンバーを招待',
          search: 'ニックネームまたはメールアドレスで検索',
          invited: '1名を招待しました。',
          topics: 'トピック',
          addTopic: 'メイントピックを追加',
          title: 'タイトル',
          opens: '開始日時（日本時間）',
          closes: '終了日時（日本時間）',
          saveTopic: 'トピックを保存',
          saved: 'トピックを保存しました。',
          closesError: '終了日時は開始日時より後にしてください。',
          delete: '削除',
          inUse: 'このセグメントはトピックで使用されているため削除できません。',
        }
      : {
          groups: 'Groups',
          segments: 'Segments',
          newGroup: 'New group',
          create: 'Create group',
          name: 'Group name',
          created: 'The group was created as a draft.',
          members: 'Members',
          invite: 'Invite members',
          search: 'Search by nickname or email',
          invited: 'Members invited: 1.',
          topics: 'Topics',
          addTopic: 'Add main topic',
          title: 'Title',
          opens: 'Opens (Japan time)',
          closes: 'Closes (Japan time)',
          saveTopic: 'Save topic',
          saved: 'The topic was saved.',
          closesError: 'The closing time must be after the opening time.',
          delete: 'Delete',
          inUse: 'This segment is used by a topic and cannot be deleted.',
        };

  test(`admin manages groups, members, topics and segments (${locale})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const tag = `${locale}${Date.now().toString().slice(-6)}`;
    const { group, segment } = await seed(baseURL!, tag);
    const member = await newMember(baseURL!, `ga${tag}`);
    await useLocale(page, locale);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, locale);
    await page.waitForURL(/\/(home|admin)/);
    await page.goto('/admin/community');
    await page.getByText(t.groups, { exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin\/community\/groups$/);
    await expect(page.getByText(group.name)).toBeVisible();
    await shoot(page, 'groups-list', locale);

    await page.getByRole('link', { name: t.newGroup }).click();
    await expect(page.getByLabel(t.name)).toBeVisible();
    await shoot(page, 'group-new', locale);
    await page.getByLabel(t.name).fill(`新グループ ${tag}`);
    await page.getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.created)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/community\/groups\/\d+$/);

    await page.goto(`/admin/community/groups/${group.id}`);
    await expect(page.getByRole('heading', { name: group.name })).toBeVisible();
    await shoot(page, 'group-settings', locale);

    await page.getByRole('tab', { name: t.members }).click();
    await page.getByRole('button', { name: t.invite }).click();
    await page.getByLabel(t.search).fill(member.email);
    const tick = page.getByRole('checkbox', {
      name: new RegExp(member.email.replace(/[.+]/g, '\\$&')),
    });
    await tick.check();
    await shoot(page, 'group-invite', locale);
    await page
      .getByRole('button', { name: /1/ })
      .filter({ hasText: locale === 'ja' ? '招待' : 'Invite' })
      .click();
    await expect(page.getByText(t.invited)).toBeVisible();
    await expect(page.getByRole('cell', { name: member.email }))
      .toBeVisible()
      .catch(() => undefined);
    await shoot(page, 'group-members', locale);

    await page.getByRole('tab', { name: t.topics }).click();
    await expect(page.getByText('朝の散歩')).toBeVisible();
    await page.getByRole('button', { name: t.addTopic }).click();
    await page.getByRole('textbox', { name: t.title, exact: true }).fill('夕暮れの港');
    await page.getByRole('textbox', { name: t.opens }).fill('2030-05-01 09:00');
    await page.getByRole('textbox', { name: t.closes }).fill('2030-05-01 09:00');
    await page.getByRole('button', { name: t.saveTopic }).click();
    await expect(page.getByText(t.closesError)).toBeVisible();
    await shoot(page, 'group-topic-dialog', locale);
    await page.getByRole('textbox', { name: t.closes }).fill('2030-05-31 18:00');
    await page.getByRole('button', { name: t.saveTopic }).click();
    await expect(page.getByText(t.saved).first()).toBeVisible();
    await expect(page.getByText('夕暮れの港')).toBeVisible();
    await shoot(page, 'group-topics', locale);

    await page.goto('/admin/community/segments');
    const row = page.getByRole('row').filter({ hasText: segment.name });
    await expect(row).toBeVisible();
    await shoot(page, 'segments', locale);
    await row.getByRole('button', { name: t.delete }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.delete }).click();
    await expect(page.getByRole('dialog').getByText(t.inUse)).toBeVisible();
  });
}

test('a moderator who is not an admin manages their group at /groups/:groupId/manage', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = `mod${Date.now().toString().slice(-6)}`;
  const moderator = await newMember(baseURL!, tag);
  const { api, xsrf } = await adminSession(baseURL!);
  let groupId: number;
  try {
    const found = await api.get(
      `/api/admin/members?keyword=${encodeURIComponent(moderator.email)}`,
    );
    const id = ((await found.json()) as { data: { id: number }[] }).data[0]!.id;
    const created = await api.post('/api/admin/groups', {
      multipart: { name: `尾道ラボ ${tag}`, visibility: 'public', moderatorId: String(id) },
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    expect(created.status(), await created.text()).toBe(201);
    groupId = ((await created.json()) as { data: { id: number } }).data.id;
  } finally {
    await api.dispose();
  }
  await useLocale(page, 'ja');
  await signIn(page, moderator.email, moderator.password, 'ja');
  await page.waitForURL(/\/(home|onboarding)/);
  await page.goto(`/groups/${groupId}/manage`);
  await expect(page.getByRole('heading', { name: `尾道ラボ ${tag}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'グループを削除' })).toHaveCount(0);
  await shoot(page, 'moderator-manage', 'ja');
  await page.getByLabel('グループ名').fill(`尾道ラボ ${tag} 改`);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('グループを保存しました。')).toBeVisible();
  await page.getByRole('button', { name: '公開する' }).click();
  await expect(page.getByText('グループを公開しました。')).toBeVisible();
});
