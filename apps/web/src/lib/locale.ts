// The UI locale: a `lang` in the address (a mail's link says the mail's language) for that
// visit, else the visitor's own choice kept in localStorage, else the browser's preferred
// languages (Accept-Language) until they pick one: the first that is ja or en, otherwise ja.
// Sent as Content-Language on every call.
import { DEFAULT_LOCALE, isUiLocale, type UiLocale } from '@fanclub/contract/codes';

const STORAGE_KEY = 'locale';

/** The first of the browser's languages the UI speaks, by its primary subtag. */
export function browserLocale(languages: readonly string[]): UiLocale {
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isUiLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** The locale a page load starts in, from what it can see (exported for its unit test). */
export function initialLocale(
  search: string,
  stored: string | null,
  languages: readonly string[],
): UiLocale {
  const fromLink = new URLSearchParams(search).get('lang');
  if (isUiLocale(fromLink)) return fromLink;
  if (isUiLocale(stored)) return stored;
  return browserLocale(languages);
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

let current: UiLocale = initialLocale(
  globalThis.location?.search ?? '',
  readStored(),
  globalThis.navigator?.languages ?? [],
);

export function getLocale(): UiLocale {
  return current;
}

export function storeLocale(locale: UiLocale) {
  current = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
  document.documentElement.lang = locale;
}
