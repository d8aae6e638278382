// Schedules are picked, not typed: the admin opens the calendar beside a schedule field (the
// post's publication time), finds weeks starting on Monday, picks a day of next month and a
// 24-hour time, and the form sends that Japan time as `YYYY-MM-DD HH:mm`, in ja with the mouse
// and in en with the keyboard alone. Typed text is tidied into the same form.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, signIn, useLocale, type Locale } from './support/app';

const SHOTS = process.env.SHOTS_DIR;

/** The first day of next month in Japan: year, month (1–12). */
function nextMonthInJapan() {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return m === 12 ? { year: y + 1, month: 1 } : { year: y, month: m + 1 };
}

const TEXT = {
  ja: {
    field: '公開日時（日本時間）',
    open: '公開日時（日本時間）をカレンダーから選ぶ',
    next: '次の月',
    hour: '時',
    minute: '分',
    close: '閉じる',
    monday: '月',
    sunday: '日',
    title: 'タイトル',
    draft: '下書き保存',
    day: (y: number, m: number, d: number) => new RegExp(`^${y}年${m}月${d}日`),
  },
  en: {
    field: 'Publish at (Japan time)',
    open: 'Pick the Publish at (Japan time) from a calendar',
    next: 'Next month',
    hour: 'Hour',
    minute: 'Minute',
    close: 'Close',
    monday: 'Mo',
    sunday: 'Su',
    title: 'Title',
    draft: 'Save draft',
    day: (y: number, m: number, d: number) =>
      new RegExp(
        `^\\w+ ${d} ${new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' })} ${y}$`,
      ),
  },
} as const;

async function openNewPost(page: Page, locale: Locale, title: string) {
  await useLocale(page, locale);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password, locale);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/admin/create-post');
  await page.getByLabel(TEXT[locale].title).fill(title);
  await page.getByTestId('post-contents').click();
  await page.keyboard.type(
    locale === 'ja' ? '尾道の坂道を歩く朝。' : 'A morning walk in Onomichi.',
  );
}

/** Saves the post as a draft and answers the publication time the form sent. */
async function savedPublishAt(page: Page, locale: Locale) {
  const sent = page.waitForRequest((r) => /\/api\/posts$/.test(r.url()) && r.method() === 'POST');
  await page.getByRole('button', { name: TEXT[locale].draft }).click();
  return ((await sent).postDataJSON() as { publishAt: string | null }).publishAt;
}

test('the admin picks a publication time from the calendar with the mouse (ja)', async ({
  page,
}) => {
  const t = TEXT.ja;
  const { year, month } = nextMonthInJapan();
  await openNewPost(page, 'ja', `尾道の朝 ${Date.now().toString().slice(-6)}`);

  await page.getByRole('button', { name: t.open }).click();
  const picker = page.getByRole('dialog', { name: t.open });
  await expect(picker).toBeVisible();
  // Weeks start on Monday.
  const weekdays = picker.locator('thead th');
  await expect(weekdays.first()).toHaveText(t.monday);
  await expect(weekdays.last()).toHaveText(t.sunday);
  // No day yet: the time waits for one.
  await expect(picker.getByLabel(t.hour)).toBeDisabled();
  await picker.getByRole('button', { name: t.next }).click();
  await picker.getByRole('button', { name: t.day(year, month, 15) }).click();
  // 24 hours to choose from, 00 to 23.
  const hours = await picker.getByLabel(t.hour).locator('option').allTextContents();
  expect(hours).toHaveLength(24);
  expect(hours[0]).toBe('00');
  expect(hours[23]).toBe('23');
  await picker.getByLabel(t.hour).selectOption('21');
  await picker.getByLabel(t.minute).selectOption('30');
  const expected = `${year}-${String(month).padStart(2, '0')}-15 21:30`;
  await expect(page.getByRole('textbox', { name: t.field })).toHaveValue(expected);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/picker-ja-desktop.png` });
  await picker.getByRole('button', { name: t.close }).click();
  await expect(picker).toBeHidden();
  // Focus is back on the calendar button.
  await expect(page.getByRole('button', { name: t.open })).toBeFocused();

  expect(await savedPublishAt(page, 'ja')).toBe(expected);
});

test('the admin picks a publication time with the keyboard alone (en), and typed text is tidied', async ({
  page,
}) => {
  const t = TEXT.en;
  const { year, month } = nextMonthInJapan();
  await openNewPost(page, 'en', `Onomichi morning ${Date.now().toString().slice(-6)}`);

  // Typed text still works, and a loose form is tidied on leaving the field.
  const field = page.getByRole('textbox', { name: t.field });
  await field.fill(`${year}/${month}/2 7:05`);
  await field.press('Tab');
  const mm = String(month).padStart(2, '0');
  await expect(field).toHaveValue(`${year}-${mm}-02 07:05`);

  // The calendar opens on the typed day; arrows move by day and week; Enter picks.
  await page.getByRole('button', { name: t.open }).focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: t.open });
  await expect(picker).toBeVisible();
  await expect(picker.locator('thead th').first()).toHaveText(t.monday);
  const picked = picker.getByRole('button', { name: t.day(year, month, 2) });
  await picked.focus();
  await page.keyboard.press('ArrowDown'); // one week later: the 9th
  await page.keyboard.press('ArrowRight'); // the 10th
  await expect(picker.getByRole('button', { name: t.day(year, month, 10) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(`${year}-${mm}-10 07:05`);
  await picker.getByLabel(t.hour).focus();
  await page.keyboard.press('End'); // 23
  await picker.getByLabel(t.minute).focus();
  await page.keyboard.press('End'); // 55
  await expect(field).toHaveValue(`${year}-${mm}-10 23:55`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/picker-en-desktop.png` });
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: t.open })).toBeFocused();
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: t.open }).click();
    await expect(picker).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/picker-en-phone.png` });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  expect(await savedPublishAt(page, 'en')).toBe(`${year}-${mm}-10 23:55`);
});

test('on a phone the calendar fits the screen (ja)', async ({ page }) => {
  const t = TEXT.ja;
  await page.setViewportSize({ width: 390, height: 844 });
  await openNewPost(page, 'ja', `尾道の朝 ${Date.now().toString().slice(-6)}`);
  await page.getByRole('button', { name: t.open }).click();
  const picker = page.getByRole('dialog', { name: t.open });
  await expect(picker).toBeVisible();
  const box = (await picker.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/picker-ja-phone.png` });
});
