// Times follow the member's timezone setting: a new member (Japan time by default) reads a post's
// time in Japan time, picks Paris in the account settings, and from then on reads the same post's
// time in Paris time with its UTC offset beside it, in ja and in en. The post is written through
// the admin's API, so the journey does not depend on demo data.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminSession, newMember, signIn, useLocale, type Locale } from './support/app';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-fidelity';
const PARIS = { code: 'TZ061', zone: 'Europe/Paris' };

const TEXT = {
  ja: { timezone: 'タイムゾーン', save: '保存する', saved: '設定を保存しました。' },
  en: { timezone: 'Time zone', save: 'Save', saved: 'Your settings have been saved.' },
} as const;

let postId: number;

test.beforeAll(async ({ baseURL }) => {
  const { api, xsrf } = await adminSession(baseURL!);
  try {
    const title = `直島の夕景 ${Date.now().toString(36)}`;
    const res = await api.post('/api/posts', {
      data: { title, contents: `<p>${title}の本文です。</p>`, status: 'published' },
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    expect(res.status(), await res.text()).toBe(201);
    postId = ((await res.json()) as { data: { id: number } }).data.id;
  } finally {
    await api.dispose();
  }
});

/** `YYYY-MM-DD HH:mm` of an instant in a zone, from Node's own time-zone data. */
function wallClock(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

function offsetOf(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName')!
    .value.replace(/^GMT/, 'UTC');
}

/** The post page's published time: its machine-readable instant and the text shown. */
async function publishedTime(page: Page) {
  await page.goto(`/posts/${postId}`);
  const time = page.locator('main time[datetime]').first();
  await expect(time).toBeVisible();
  return { iso: (await time.getAttribute('datetime'))!, time };
}

for (const locale of ['ja', 'en'] as const satisfies readonly Locale[]) {
  const t = TEXT[locale];

  test(`a member in Paris reads a post's time in Paris time (${locale})`, async ({
    page,
    baseURL,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const member = await newMember(baseURL!, `tz-${locale}`);
    await useLocale(page, locale);
    await signIn(page, member.email, member.password, locale);
    await expect(page).toHaveURL(/\/home$/);

    // Japan time by default, with no zone beside it.
    const before = await publishedTime(page);
    const tokyo = wallClock(before.iso, 'Asia/Tokyo');
    await expect(before.time).toHaveText(tokyo);

    // The member picks Paris by the name the settings show in this language.
    const codes = await page.request.get('/api/codes', { headers: { 'Content-Language': locale } });
    const zones = ((await codes.json()) as { data: { timezones: Array<Record<string, string>> } })
      .data.timezones;
    const parisName = zones.find((z) => z.code === PARIS.code)![locale]!;
    await page.goto('/account-setting');
    const select = page.getByRole('combobox', { name: t.timezone });
    await expect(select).toHaveValue('TZ000');
    await select.selectOption({ label: parisName });
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(select).toHaveValue(PARIS.code);
    await select.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/timezone-setting-${locale}.png` });

    // From the next screen on, the same instant reads in Paris time, its offset beside it.
    const after = await publishedTime(page);
    expect(after.iso).toBe(before.iso);
    const paris = `${wallClock(after.iso, PARIS.zone)} (${offsetOf(after.iso, PARIS.zone)})`;
    expect(paris).toMatch(/ \(UTC\+[12]\)$/);
    expect(paris.slice(0, 16)).not.toBe(tokyo);
    await expect(after.time).toHaveText(paris);
    await page.screenshot({ path: `${SHOTS}/timezone-post-${locale}.png`, fullPage: true });

    // After a reload (the setting comes from the server, not from this tab) it still holds.
    await page.reload();
    await expect(page.locator('main time[datetime]').first()).toHaveText(paris);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/timezone-post-phone-${locale}.png` });
  });
}
