// The UI locale kept in localStorage (default ja); sent as Content-Language on every call.
import { DEFAULT_LOCALE, isUiLocale, type UiLocale } from '@fanclub/contract/codes';

const STORAGE_KEY = 'locale';

function readStored(): UiLocale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isUiLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

let current: UiLocale = readStored();

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
