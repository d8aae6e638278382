// Comments and reactions on a post: a member reacts and changes the reaction, comments,
// replies, edits and deletes the reply; markup in a comment shows as text and runs nothing;
// the admin blocks the commenter, who sees why they cannot comment and the localised refusal;
// the admin unblocks them from /admin/community. The post is written through the admin's API.
import { expect, test, type Page } from '@playwright/test';
import { adminSession, DEMO_ADMIN, newMember, signIn, useLocale } from './support/app';

let post: { id: number; title: string };
let member: { email: string; password: string };

test.beforeAll(async ({ baseURL }) => {
  const { api, xsrf } = await adminSession(baseURL!);
  try {
    const title = `豊島の棚田めぐり ${Date.now().toString(36)}`;
    const res = await api.post('/api/posts', {
      data: { title, contents: `<p>${title}の本文です。</p>`, status: 'published' },
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    expect(res.status(), await res.text()).toBe(201);
    post = { id: ((await res.json()) as { data: { id: number } }).data.id, title };
  } finally {
    await api.dispose();
  }
  member = await newMember(baseURL!, 'comments');
});

async function openPost(page: Page) {
  await page.goto(`/posts/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
}

test('a member reacts, comments, replies, edits and deletes; markup stays text', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await useLocale(page, 'ja');
  await signIn(page, member.email, member.password, 'ja');
  await expect(page).toHaveURL(/\/home$/);
  await openPost(page);

  // The post's reactions: set one, then change it.
  const bar = page.getByRole('group', { name: 'リアクション' }).first();
  await bar.getByRole('button', { name: 'いいね 0' }).click();
  await expect(bar.getByRole('button', { name: 'いいね 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await bar.getByRole('button', { name: '大好き 0' }).click();
  await expect(bar.getByRole('button', { name: '大好き 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(bar.getByRole('button', { name: 'いいね 0' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await bar.getByRole('button', { name: 'リアクションした人（1）' }).click();
  const who = page.getByRole('dialog', { name: 'リアクションした人' });
  await expect(who.getByText('倉敷の旅人', { exact: false })).toBeVisible();
  await who.getByRole('button', { name: '閉じる' }).click();

  // A blank comment is refused on the field; then a real one.
  const box = page.getByRole('textbox', { name: 'コメントを書く' });
  await page.getByRole('button', { name: '投稿する' }).click();
  await expect(page.getByText('入力してください')).toBeVisible();
  await box.fill('棚田の緑がまぶしいですね。\n秋にも行ってみたいです。');
  await page.getByRole('button', { name: '投稿する' }).click();
  const comment = page.getByRole('article').filter({ hasText: '棚田の緑がまぶしいですね。' });
  await expect(comment).toBeVisible();
  await expect(box).toHaveValue('');

  // Reply, edit the reply, delete it.
  await comment.getByRole('button', { name: '返信', exact: true }).first().click();
  await page.getByRole('textbox', { name: /さんに返信$/ }).fill('ぜひ一緒に！');
  await page.getByRole('button', { name: '返信する' }).click();
  const reply = page.getByRole('article').filter({ hasText: 'ぜひ一緒に！' });
  await expect(reply).toBeVisible();
  await reply.getByRole('button', { name: '編集' }).click();
  const edit = page.getByRole('textbox', { name: 'コメントを編集' });
  await edit.fill('ぜひ一緒に行きましょう！');
  await page.getByRole('button', { name: '保存する' }).click();
  const edited = page.getByRole('article').filter({ hasText: 'ぜひ一緒に行きましょう！' });
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: '削除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '削除する' }).click();
  await expect(page.getByText('ぜひ一緒に行きましょう！')).toHaveCount(0);
  await expect(comment).toBeVisible();

  // Markup is text: shown as typed, nothing runs.
  for (const text of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>']) {
    await box.fill(text);
    await page.getByRole('button', { name: '投稿する' }).click();
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await page.reload();
  await expect(page.getByText('<img src=x onerror=alert(1)>', { exact: true })).toBeVisible();
  await expect(page.locator('article img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('the admin blocks the commenter, who is told why; the admin unblocks them', async ({
  browser,
}) => {
  const memberContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const memberPage = await memberContext.newPage();
    await useLocale(memberPage, 'ja');
    await signIn(memberPage, member.email, member.password, 'ja');
    await expect(memberPage).toHaveURL(/\/home$/);
    await openPost(memberPage);
    await memberPage.getByRole('textbox', { name: 'コメントを書く' }).fill('ブロック前の投稿');
    await memberPage.getByRole('button', { name: '投稿する' }).click();
    await expect(memberPage.getByText('ブロック前の投稿')).toBeVisible();

    // The admin blocks the author from the comment itself, after confirming.
    const adminPage = await adminContext.newPage();
    await useLocale(adminPage, 'ja');
    await signIn(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password, 'ja');
    await expect(adminPage).toHaveURL(/\/home$/);
    await openPost(adminPage);
    const target = adminPage.getByRole('article').filter({ hasText: 'ブロック前の投稿' });
    await target.getByRole('button', { name: 'このユーザーをブロック' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'ブロックする' }).click();
    await expect(adminPage.getByText(/さんをブロックしました。$/)).toBeVisible();
    await expect(target.getByRole('button', { name: 'このユーザーをブロック' })).toHaveCount(0);

    // The member's open form is refused with the localised reason, then the notice stays.
    await memberPage.getByRole('textbox', { name: 'コメントを書く' }).fill('まだ書けますか？');
    await memberPage.getByRole('button', { name: '投稿する' }).click();
    await expect(
      memberPage
        .getByRole('alert')
        .filter({ hasText: '管理者によりアカウントが制限されているため、現在コメントできません。' })
        .first(),
    ).toBeVisible();
    await memberPage.reload();
    await expect(memberPage.getByText('現在コメントできません')).toBeVisible();
    await expect(memberPage.getByRole('textbox', { name: 'コメントを書く' })).toHaveCount(0);
    await expect(memberPage.getByRole('button', { name: '返信', exact: true })).toHaveCount(0);
    // Reacting stays open to a blocked member.
    const bar = memberPage.getByRole('group', { name: 'リアクション' }).first();
    await bar.getByRole('button', { name: /^すごい \d+$/ }).click();
    await expect(bar.getByRole('button', { name: /^すごい \d+$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The admin unblocks them in the community tab.
    await adminPage.goto('/admin/community');
    const search = adminPage.getByRole('textbox', { name: 'キーワード' });
    await search.fill(member.email);
    await search.press('Enter');
    const row = adminPage.getByRole('row').filter({ hasText: member.email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'ブロックを解除する' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'ブロックを解除する' }).click();
    await expect(row.getByRole('button', { name: 'ブロックを解除する' })).toHaveCount(0);

    await memberPage.reload();
    await memberPage.getByRole('textbox', { name: 'コメントを書く' }).fill('また書けました');
    await memberPage.getByRole('button', { name: '投稿する' }).click();
    await expect(memberPage.getByText('また書けました')).toBeVisible();
  } finally {
    await memberContext.close();
    await adminContext.close();
  }
});

test('the thread and reactions read in English', async ({ page }) => {
  await useLocale(page, 'en');
  await signIn(page, member.email, member.password, 'en');
  await expect(page).toHaveURL(/\/home$/);
  await openPost(page);
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
  const bar = page.getByRole('group', { name: 'Reactions' }).first();
  await expect(bar.getByRole('button', { name: /^Love \d+$/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('should not be blank')).toBeVisible();
});
