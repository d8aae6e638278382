// Shared steps of the browser journeys: demo logins, reading mail from the outbox, locale.
import { type APIRequestContext, type Page, expect, request } from '@playwright/test';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Setouchi2026' };
/** The admin scripts/e2e-server.mjs makes with ADMIN_EMAIL, for the two-step sign-in journey. */
export const TWO_STEP_ADMIN = {
  email: 'two-step.admin@example.com',
  password: 'Setouchi2026-two-step',
};
export const DEMO_MEMBER = {
  email: 'haruka.shimada@example.com',
  password: 'Fanclub2026',
  nickname: 'しまなみ遥',
};

export type Locale = 'ja' | 'en';

/** Opens a page with the UI language already chosen, as a returning visitor would have it. */
export async function useLocale(page: Page, locale: Locale) {
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', value);
  }, locale);
}

/** An API client signed in as the demo admin, with the XSRF token its writes must carry. */
export async function adminSession(
  baseURL: string,
): Promise<{ api: APIRequestContext; xsrf: string }> {
  const api = await request.newContext({ baseURL });
  await api.get('/sanctum/csrf-cookie');
  const token = async () =>
    decodeURIComponent(
      (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value,
    );
  const res = await api.post('/api/login', {
    data: DEMO_ADMIN,
    headers: { 'X-XSRF-TOKEN': await token() },
  });
  expect(res.status()).toBe(200);
  return { api, xsrf: await token() };
}

/** The newest mail to an address, read from the product's outbox through the admin API. */
export async function readMail(baseURL: string, to: string) {
  const { api } = await adminSession(baseURL);
  try {
    let message: { subject: string; text: string } | undefined;
    await expect
      .poll(async () => {
        const res = await api.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { data: Array<{ subject: string; text: string }> };
        message = body.data[0];
        return message !== undefined;
      })
      .toBe(true);
    return message!;
  } finally {
    await api.dispose();
  }
}

export function linkFrom(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+${path}[^\\s]*`));
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

export async function signIn(page: Page, email: string, password: string, locale: Locale = 'ja') {
  const t =
    locale === 'ja'
      ? { email: 'メールアドレス', password: 'パスワード', submit: 'ログイン' }
      : { email: 'Email', password: 'Password', submit: 'Sign in' };
  await page.goto('/signin');
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

/**
 * An API client from an address of its own (the sign-up throttle counts per address), holding
 * the CSRF cookie; its `post` sends the token and fails the test on an error answer.
 */
export async function apiClient(baseURL: string) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` },
  });
  const xsrf = async () =>
    decodeURIComponent(
      (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value,
    );
  const post = async (path: string, data: object) => {
    const res = await api.post(path, { data, headers: { 'X-XSRF-TOKEN': await xsrf() } });
    expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
  };
  await api.get('/sanctum/csrf-cookie');
  return { api, post };
}

/** Signs up through the API and confirms the address with the link the mail brought. */
export async function signUpVerified(
  baseURL: string,
  post: (path: string, data: object) => Promise<void>,
  body: { email: string; password: string } & Record<string, unknown>,
) {
  await post('/api/register', { ...body, passwordConfirmation: body.password });
  const mail = await readMail(baseURL, body.email);
  const token = new URL(linkFrom(mail.text, '/verify-email'), baseURL).searchParams.get('token');
  await post('/api/email/verify', { token });
}

/**
 * A new, verified member who has finished onboarding, made through the API as a browser would:
 * sign-up, the mailed link, account settings and privacy settings.
 */
export async function newMember(baseURL: string, tag: string) {
  const email = `e2e-${tag}-${Date.now()}@example.jp`;
  const password = 'Kurashiki2026';
  const { api, post } = await apiClient(baseURL);
  try {
    await signUpVerified(baseURL, post, {
      firstName: '遥',
      lastName: '倉敷',
      nickname: `倉敷の旅人${Date.now().toString().slice(-6)}`,
      email,
      password,
      yearOfBirth: 1990,
      gender: 'GD02',
      policyAgreement: true,
    });
    await post('/api/login', { email, password });
    await post('/api/account-settings', {
      lastName: '倉敷',
      firstName: '遥',
      nickname: `倉敷の旅人${Date.now().toString().slice(-6)}`,
      postalCode: '7100046',
      prefecture: 'JPPRF33',
      city: '倉敷市',
      timezone: 'TZ000',
      nationality: 'CT001',
      countryOfResidence: 'CT001',
      mainLanguage: 'ja',
      otherLanguages: [],
    });
    await post('/api/privacy-settings', {
      terms: true,
      newsletter: true,
      surveyParticipation: true,
      shareAdvertisingId: false,
      shareProfile: false,
    });
    return { email, password };
  } finally {
    await api.dispose();
  }
}

/** Waits until the page no longer scrolls sideways: only a table's own scroller may be wider
 *  than the window, once the layout has followed a resize (Mantine's breakpoint hooks
 *  re-render after it). */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      { message: `${what} scrolls sideways` },
    )
    .toBeLessThanOrEqual(0);
}
