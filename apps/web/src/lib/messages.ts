// The contract's message catalogue in the web app: Japanese (the default and the fallback) is
// bundled, English is fetched when it is first needed (i18n.ts asks for it before switching).
import type { UiLocale } from '@fanclub/contract/codes';
import { fillMessage } from '@fanclub/contract/message-fill';
import type { MessageKey } from '@fanclub/contract/messages';
import { messagesJa } from '@fanclub/contract/messages-ja';

export { issueParams } from '@fanclub/contract/issue-params';

type Catalogue = Record<MessageKey, string>;

const loaded: Partial<Record<UiLocale, Catalogue>> = { ja: messagesJa };

export { messagesJa };

export function loadMessages(locale: UiLocale): Promise<Catalogue> {
  const have = loaded[locale];
  if (have) return Promise.resolve(have);
  return import('@fanclub/contract/messages-en').then(({ messagesEn }) => {
    loaded.en = messagesEn;
    return messagesEn;
  });
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messagesJa, key);
}

/** As the contract's `translate`; a language not loaded yet falls back to Japanese. */
export function translate(
  locale: UiLocale,
  key: string,
  params: Record<string, string | number> = {},
): string {
  return fillMessage(locale, isMessageKey(key) ? (loaded[locale] ?? messagesJa)[key] : key, params);
}
