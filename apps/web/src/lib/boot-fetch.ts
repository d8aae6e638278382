// Left alone, /home's data waits for the shell to download and run, then for the signed-in
// user, then for the offers: round trips in a row. An inline script in index.html
// (bootFetchScript, added by vite.config.ts and allowed by the server's CSP hash like the other
// inline scripts) starts these GETs while the shell downloads (the first offer's picture, the
// phone's largest paint, the server already names in /home's HTML: offers/home-preload.ts). The
// API client then takes each response instead of asking again, once, for the same URL in the
// same language. No cookie, no call: a first visit asks nothing.
// This file is read by vite.config.ts too: no imports, nothing run at load.

/** Per path, the GETs the path's first screen makes (URLs exactly as the API client builds them). */
export const BOOT_FETCHES: Record<string, { url: string; member?: true }[]> = {
  '/home': [
    { url: '/api/auth/user' },
    { url: '/api/campaigns?page=1&limit=20' },
    { url: '/api/my-surveys' },
    { url: '/api/offers?page=1&limit=20' },
    // Not for an admin (member-home-data.ts), so an admin's cache never holds it unasked.
    { url: '/api/profile-survey', member: true },
    // Not the feed below them, nor the header's bell and avatar: those wait for the first
    // screen's paint (lib/after-paint.ts), so their answers do not compete with its own.
  ],
};

/** The responses are taken in the page's first seconds only: later the data may have changed. */
const FRESH_MS = 30_000;
const GLOBAL = '__fanclubBoot';

/** The inline script: starts the path's GETs with the API client's headers. */
export function bootFetchScript(): string {
  return (
    `(function(){var b=${JSON.stringify(BOOT_FETCHES)}[location.pathname];` +
    `if(!b||!/(^|;\\s*)XSRF-TOKEN=/.test(document.cookie))return;` +
    // The locale as lib/locale.ts chooses it: the link's lang, the stored choice, else the
    // browser's first ja or en, else ja.
    `var l,a;try{l=localStorage.getItem('locale');a=localStorage.getItem('is_admin')}catch(e){}` +
    `var k=function(v){return v==='ja'||v==='en'},q=new URLSearchParams(location.search).get('lang');` +
    `if(k(q))l=q;if(!k(l)){l='ja';var n=navigator.languages||[];for(var i=0;i<n.length;i++){` +
    `var s=String(n[i]).split('-')[0].toLowerCase();if(k(s)){l=s;break}}}` +
    `var h={Accept:'application/json','Content-Language':l,` +
    `'X-Requested-With':'XMLHttpRequest'},p={};window.${GLOBAL}={locale:l,responses:p};` +
    `b.forEach(function(f){if(f.member&&a==='true')return;` +
    `(p[f.url]=fetch(f.url,{headers:h,credentials:'include'})).catch(function(){})})})()`
  );
}

type Boot = { locale: string; responses: Record<string, Promise<Response> | undefined> };

/**
 * The response the inline script started for this GET, if any (each is handed out once, in the
 * same language, in the page's first seconds); undefined means "ask the server as usual".
 */
export function takeBootFetch(url: string, locale: string): Promise<Response> | undefined {
  const boot = (globalThis as unknown as Record<string, Boot | undefined>)[GLOBAL];
  const response = boot?.responses[url];
  if (!boot || !response) return undefined;
  boot.responses[url] = undefined;
  if (boot.locale !== locale || performance.now() > FRESH_MS) return undefined;
  return response;
}
