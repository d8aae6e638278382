// Every message the API sends back, in each UI language. Validation schemas carry these
// keys; the server localises them by Content-Language and the web app by its locale.
import type { UiLocale } from './codes';
import type { ErrorCode } from './errors';
import { messagesEn as en, type MessageKey } from './messages-en';
import { messagesJa as ja } from './messages-ja';
import { fillMessage } from './message-fill';

export type { MessageKey };

export const messages: Record<UiLocale, Record<MessageKey, string>> = { en, ja };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** A catalogue message with its parameters filled; unknown keys pass through untouched. */
export function translate(
  locale: UiLocale,
  key: string,
  params: Record<string, string | number> = {},
): string {
  return fillMessage(locale, isMessageKey(key) ? messages[locale][key] : key, params);
}

export function errorMessageKey(code: ErrorCode): MessageKey {
  return `errors.${code}`;
}
