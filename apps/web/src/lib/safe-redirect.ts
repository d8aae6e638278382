// Only same-origin paths may be redirect targets (no "//evil", no "/\evil", no schemes).
// Two server links may be one too, since mails and cards send guests through sign-in to them:
// a survey's start link and an offer's click-through. Other API paths are never a target.
const SERVER_TARGET = /^\/api\/(campaigns\/\d+\/start|offers\/\d+\/go)$/;

export function safeRedirectTarget(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin || url.pathname === '/logout') return undefined;
    // Dot segments may leave a path that reads as another host: `/..//evil/x` → `//evil/x`.
    if (/^\/[/\\]/.test(url.pathname)) return undefined;
    if (url.pathname.startsWith('/api/') && !SERVER_TARGET.test(url.pathname)) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/** A target the server answers (a full page load), not a screen of the app. */
export function isServerTarget(target: string): boolean {
  return target.startsWith('/api/');
}
