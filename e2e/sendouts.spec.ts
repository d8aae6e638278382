// Targeted mail: the admin checks a post's audience (today's sign-ups) in the wizard,
// test-sends its mail (it shows in the outbox), sends it now and sees the batch complete in
// the post's history and in the all-batches list, cancels the post's scheduled batch; the
// member receives the mail and stops these mails from its link. An invalid unsubscribe link
// is explained, in ja and en.
import { expect, test } from '@playwright/test';
import {
  adminSession,
  DEMO_ADMIN,
  linkFrom,
  newMember,
  readMail,
  signIn,
  useLocale,
} from './support/app';

type Batch = { id: number; status: string; recipients: number; sent: number };

/** Today in Japan, as the audience's registration bounds take it. */
const japanToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());

test('admin test-sends, sends now and cancels a scheduled batch; the member unsubscribes (ja)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString().slice(-6);
  const member = await newMember(baseURL!, 'sendout');
  const subject = `瀬戸内だより ${tag}`;
  const { api, xsrf } = await adminSession(baseURL!);
  let postId: number;
  try {
    // Only today's sign-ups (this member among them); the automatic batch is far ahead.
    const res = await api.post('/api/posts', {
      headers: { 'X-XSRF-TOKEN': xsrf },
      data: {
        title: `しまなみ海道サイクリング ${tag}`,
        contents: '<p>春のしまなみ海道を走りませんか。</p>',
        categoryIds: [],
        publishAt: null,
        audience: { type: 'custom', registeredFrom: japanToday() },
        mail: { ja: { subject, body: '{{nick_name}}さん、しまなみ海道でお待ちしています。' } },
        mailScheduledAt: '2030-04-01 09:00',
        status: 'published',
      },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    postId = ((await res.json()) as { data: { id: number } }).data.id;
  } finally {
    await api.dispose();
  }

  await useLocale(page, 'ja');
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, 'ja');
  await expect(page).toHaveURL(/\/home$/);
  // The wizard shows the audience as saved, with today's sign-ups in its member preview.
  await page.goto(`/admin/posts/${postId}/edit`);
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page.getByLabel('登録日（から）')).toHaveValue(japanToday());
  await expect(page.getByTestId('audience-count')).toContainText(/対象者：[\d,]+人/);
  await page.getByRole('button', { name: '対象会員を表示' }).click();
  await expect(page.getByRole('table', { name: '対象会員の一覧' })).toContainText('倉敷の旅人');

  await page.goto(`/admin/posts-info/${postId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'メール配信' })).toBeVisible();
  const history = page.getByRole('table', { name: 'この投稿の配信履歴' });
  // Saving the published post with a mail scheduled its automatic batch.
  await expect(history.getByRole('row').filter({ hasText: '予約済み' })).toHaveCount(1);
  await expect(history).toContainText('2030-04-01 09:00');

  // Test send: the mail goes to the typed address and shows in the outbox.
  const testTo = `e2e-test-send-${tag}@example.jp`;
  await page.getByLabel('送信先メールアドレス').fill(testTo);
  await page.getByRole('button', { name: 'テスト送信する' }).click();
  await expect(page.getByText(`${testTo} にテストメールを送信しました。`)).toBeVisible();
  await page.goto(`/admin/outbox?to=${encodeURIComponent(testTo)}`);
  await expect(page.getByText(subject).first()).toBeVisible();

  // Send now: the batch runs to completion and the history shows its recipients.
  await page.goto(`/admin/posts-info/${postId}`);
  await expect(page.getByRole('radio', { name: '今すぐ送信' })).toBeChecked();
  const created = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/admin/posts/${postId}/sendouts`) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: '今すぐ送信する' }).click();
  // A batch is already scheduled for this mail: sending now asks first, naming it.
  const again = page.getByRole('dialog', { name: 'このメールをもう一度送信しますか？' });
  await expect(again).toContainText('2030-04-01 09:00');
  await again.getByRole('button', { name: 'もう一度送信する' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const batchId = ((await response.json()) as { data: Batch }).data.id;
  await expect(page.getByText(`配信バッチ ${batchId} を登録しました。`)).toBeVisible();
  const row = page.getByTestId(`sendout-${batchId}`);
  await expect(row).toContainText('完了', { timeout: 60_000 });

  const check = await adminSession(baseURL!);
  let batches: Batch[];
  try {
    const res = await check.api.get(`/api/admin/posts/${postId}/sending-history`);
    batches = ((await res.json()) as { data: Batch[] }).data;
  } finally {
    await check.api.dispose();
  }
  const done = batches.find((b) => b.id === batchId)!;
  expect(done.status).toBe('completed');
  expect(done.recipients).toBeGreaterThanOrEqual(1);
  const cells = row.getByRole('cell');
  await expect(cells.nth(5)).toHaveText(done.recipients.toLocaleString('ja-JP'));
  await expect(cells.nth(6)).toHaveText(done.sent.toLocaleString('ja-JP'));

  // All batches: the completed one links to its post; the scheduled one is cancelled.
  const scheduled = batches.find((b) => b.status === 'schedule')!;
  await page.getByRole('link', { name: 'メール配信' }).click();
  await expect(page).toHaveURL(/\/admin\/sendouts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'メール配信' })).toBeVisible();
  await expect(page.getByTestId(`sendout-${batchId}`)).toContainText('完了');
  await expect(
    page.getByTestId(`sendout-${batchId}`).getByRole('link', { name: /しまなみ海道サイクリング/ }),
  ).toHaveAttribute('href', `/admin/posts-info/${postId}`);
  await page.getByRole('button', { name: `バッチ ${scheduled.id} の予約を取り消す` }).click();
  const dialog = page.getByRole('dialog', { name: '配信予約を取り消しますか？' });
  await dialog.getByRole('button', { name: '取り消す' }).click();
  await expect(page.getByText('配信予約を取り消しました。')).toBeVisible();
  await expect(page.getByTestId(`sendout-${scheduled.id}`)).toHaveCount(0);

  // The same list in English.
  await page.evaluate(() => window.localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail sendouts' })).toBeVisible();
  await expect(page.getByTestId(`sendout-${batchId}`)).toContainText('Completed');

  // The member got the mail with their nickname, and its link stops these mails.
  const mail = await readMail(baseURL!, member.email);
  expect(mail.subject).toContain(subject);
  expect(mail.text).toContain('さん、しまなみ海道でお待ちしています。');
  expect(mail.text).not.toContain('{{nick_name}}');
  await page.evaluate(() => window.localStorage.setItem('locale', 'ja'));
  await page.goto(linkFrom(mail.text, '/mail/unsubscribe'));
  await page.getByRole('button', { name: '配信を停止する' }).click();
  await expect(page.getByRole('heading', { name: '配信を停止しました' })).toBeVisible();
  await expect(
    page.getByText('ファンクラブからのお知らせメールの配信を停止しました。'),
  ).toBeVisible();
});

const INVALID = {
  ja: { button: '配信を停止する', title: 'このリンクは使えません' },
  en: { button: 'Stop these mails', title: 'This link does not work' },
} as const;

for (const locale of ['ja', 'en'] as const) {
  test(`an invalid unsubscribe link is explained, signed out (${locale})`, async ({ page }) => {
    const t = INVALID[locale];
    await useLocale(page, locale);
    await page.goto('/mail/unsubscribe?token=not-a-real-token');
    await page.getByRole('button', { name: t.button }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('INVALID_TOKEN');
    await expect(page).toHaveURL(/\/mail\/unsubscribe/);
  });
}
