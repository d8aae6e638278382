import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The inline script of src/lib/boot-fetch.ts against the queries /home's screen makes (here, as
// lib/ may not import the features).
import { api } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/auth';
import { getLocale } from '@/lib/locale';
import { BOOT_FETCHES, bootFetchScript } from '@/lib/boot-fetch';
import { profileSurveyQueryOptions } from '@/lib/profile-survey-status';
import { openOffersQueryOptions } from '@/features/offers/api/offers';
import { mySurveysQueryOptions, openSurveysQueryOptions } from '@/features/surveys/api/surveys';

const HOME = BOOT_FETCHES['/home'] ?? [];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
  Promise.resolve(json(url === '/api/offers?page=1&limit=20' ? { data: [] } : { data: { url } })),
);

function runScript(path: string) {
  window.history.replaceState(null, '', path);
  new Function(bootFetchScript())();
}
const bootGlobal = () => (window as unknown as Record<string, unknown>).__fanclubBoot;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>).__fanclubBoot;
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});
afterEach(() => vi.unstubAllGlobals());

describe('the inline boot script', () => {
  it('asks nothing without a session cookie, or on another path', () => {
    runScript('/home');
    document.cookie = 'XSRF-TOKEN=abc';
    runScript('/signin');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(bootGlobal()).toBeUndefined();
  });

  it("starts /home's GETs with the API client's headers in the stored language", () => {
    document.cookie = 'XSRF-TOKEN=abc';
    localStorage.setItem('locale', 'en');
    runScript('/home');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(HOME.map((f) => f.url));
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      credentials: 'include',
      headers: { 'Content-Language': 'en', Accept: 'application/json' },
    });
  });

  it("chooses the language as the app does: the link's lang, else the browser's", () => {
    document.cookie = 'XSRF-TOKEN=abc';
    runScript('/home');
    // jsdom's navigator.languages is en-US.
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ headers: { 'Content-Language': 'en' } });
    fetchMock.mockClear();
    localStorage.setItem('locale', 'en');
    runScript('/home?lang=ja');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ headers: { 'Content-Language': 'ja' } });
  });

  it("leaves out an admin's profile survey", () => {
    document.cookie = 'XSRF-TOKEN=abc';
    localStorage.setItem('is_admin', 'true');
    runScript('/home?page=2');
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).not.toContain('/api/profile-survey');
    expect(urls).toContain('/api/auth/user');
  });

  it('leaves the feed, the bell and the avatar until the first screen has painted', () => {
    document.cookie = 'XSRF-TOKEN=abc';
    runScript('/home');
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.filter((url) => /^\/api\/(posts|notifications|me\/avatar)\b/.test(url))).toEqual(
      [],
    );
  });
});

describe('the API client and the boot responses', () => {
  it('asks for exactly the URLs the script started (same query order)', async () => {
    const asked: string[] = [];
    fetchMock.mockImplementation((url: string) => {
      asked.push(url);
      return Promise.resolve(json({ data: { id: 1, timezone: null } }));
    });
    document.cookie = 'XSRF-TOKEN=abc';
    const signal = new AbortController().signal;
    const context = { signal, queryKey: [], meta: undefined, client: undefined } as never;
    await userQueryOptions().queryFn!(context);
    await openSurveysQueryOptions().queryFn!(context);
    await mySurveysQueryOptions().queryFn!(context);
    await openOffersQueryOptions('ja').queryFn!(context);
    await profileSurveyQueryOptions().queryFn!(context);
    expect(asked).toEqual(HOME.map((f) => f.url));
  });

  it('takes a boot response once, in the same language only', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    runScript('/home');
    fetchMock.mockClear();
    await api.get('/api/my-surveys');
    expect(fetchMock).not.toHaveBeenCalled();
    await api.get('/api/my-surveys');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // The other language than the page's (which follows jsdom's navigator.languages).
    (bootGlobal() as { locale: string }).locale = getLocale() === 'en' ? 'ja' : 'en';
    fetchMock.mockClear();
    await api.get('/api/campaigns', { query: { page: 1, limit: 20 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
