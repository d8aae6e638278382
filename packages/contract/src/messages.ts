// Every message the API sends back, in each UI language. Validation schemas carry these
// keys; the server localises them by Content-Language and the web app by its locale.
import type { UiLocale } from './codes';
import type { ErrorCode } from './errors';
import { messagesEn as en, type MessageKey } from './messages-en';
import { messagesJa as ja } from './messages-ja';

export type { MessageKey };

export const messages: Record<UiLocale, Record<MessageKey, string>> = { en, ja };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** Fills `{{name}}` placeholders; unknown keys pass through untouched. */
export function translate(
  locale: UiLocale,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template = isMessageKey(key) ? messages[locale][key] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function errorMessageKey(code: ErrorCode): MessageKey {
  return `errors.${code}`;
}
