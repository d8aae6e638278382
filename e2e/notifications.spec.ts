// Live notifications: a member has the home page open, an admin grants points through the API,
// and without a reload the header's balance changes and the bell shows the unread message;
// opening it shows the message, marking it read clears the badge. In ja and en.
import { expect, test } from '@playwright/test';
import { adminSession, newMember, signIn, useLocale, type Locale } from './support/app';

const TEXT = {
  ja: {
    bell: 'お知らせ',
    bellUnread: 'お知らせ 1件未読',
    message: '750ポイントを獲得しました（e2e welcome）。',
    markAll: 'すべて既読にする',
    second: '島旅フェアのご案内',
  },
  en: {
    bell: 'Notifications',
    bellUnread: 'Notifications, 1 unread',
    message: 'You received 750 points (e2e welcome).',
    markAll: 'Mark all as read',
    second: 'Island fair this weekend',
  },
} as const;

for (const locale of ['ja', 'en'] as Locale[]) {
  test(`points granted by an admin show up live in the header (${locale})`, async ({
    page,
    baseURL,
  }) => {
    const t = TEXT[locale];
    const member = await newMember(baseURL!, `notify-${locale}`);
    await useLocale(page, locale);
    await signIn(page, member.email, member.password, locale);
    await expect(page).toHaveURL(/\/home$/);
    const header = page.getByRole('banner');
    await expect(header.getByText('0 pt')).toBeVisible();
    const bell = header.getByRole('button', { name: t.bell, exact: true });
    await expect(bell).toBeVisible();

    const me = (await (await page.request.get('/api/auth/user')).json()) as {
      data: { id: number };
    };
    // The page must have its socket subscribed before the grant, as a member idling on it would.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((e) => e.name.includes('/api/broadcasting/auth')),
    );
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    const { api, xsrf } = await adminSession(baseURL!);
    try {
      const res = await api.post('/api/admin/points/adjust', {
        data: { userId: me.data.id, points: 750, reason: 'e2e welcome' },
        headers: { 'X-XSRF-TOKEN': xsrf, 'Content-Language': locale },
      });
      expect(res.status()).toBe(200);

      // Without reloading: the balance and the bell change.
      await expect(header.getByText('750 pt')).toBeVisible();
      const unreadBell = header.getByRole('button', { name: t.bellUnread, exact: true });
      await expect(unreadBell).toBeVisible();
      expect(navigations).toEqual([]);

      await unreadBell.click();
      const panel = page.getByRole('dialog', { name: t.bell });
      await expect(panel.getByText(t.message)).toBeVisible();
      await expect(panel.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
      await panel.getByRole('button', { name: t.markAll }).click();
      await expect(header.getByRole('button', { name: t.bell, exact: true })).toBeVisible();
      await expect(panel.getByRole('button', { name: t.markAll })).toBeDisabled();
      // Marking all read keeps the focus in the panel, so Escape still closes it.
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      // A second one (an admin message) arrives live too; clicking it marks it read.
      const sent = await api.post('/api/admin/notifications', {
        data: { userId: me.data.id, message: t.second },
        headers: { 'X-XSRF-TOKEN': xsrf },
      });
      expect(sent.status()).toBe(201);
      await expect(unreadBell).toBeVisible();
      await unreadBell.click();
      await page.getByRole('dialog', { name: t.bell }).getByText(t.second).click();
      await expect(header.getByRole('button', { name: t.bell, exact: true })).toBeVisible();
      expect(navigations).toEqual([]);
    } finally {
      await api.dispose();
    }
  });
}
