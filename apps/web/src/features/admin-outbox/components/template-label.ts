// The outbox's "kind" column in words: the stored template name (verifyEmail, sendout_post,
// sendout_test_offer, group_invitation…) as a translated label, never the internal name.
import type { TFunction } from 'i18next';

const KNOWN = [
  'verifyEmail',
  'resetPassword',
  'passwordChanged',
  'exchangeCompleted',
  'exchangeFailed',
] as const;
const SOURCES = ['post', 'campaign', 'offer', 'group'] as const;

type Source = (typeof SOURCES)[number];
const isSource = (s: string): s is Source => (SOURCES as readonly string[]).includes(s);

export function templateLabel(t: TFunction<'admin'>, template: string): string {
  if ((KNOWN as readonly string[]).includes(template))
    return t(`outbox.templates.${template as (typeof KNOWN)[number]}`);
  const test = /^sendout_test_(\w+)$/.exec(template);
  if (test && isSource(test[1]!))
    return t('outbox.templates.test', { what: t(`outbox.sources.${test[1] as Source}`) });
  const batch = /^sendout_(\w+)$/.exec(template);
  if (batch && isSource(batch[1]!)) return t(`outbox.sources.${batch[1] as Source}`);
  if (template.startsWith('group_')) return t('outbox.sources.group');
  return t('outbox.templates.other');
}

/** A mail's language by name in the reader's language ("Japanese", "英語"); tw is Taiwan's. */
export function languageLabel(code: string, uiLanguage: string): string {
  const tag = code === 'tw' ? 'zh-TW' : code === 'zh' ? 'zh-CN' : code;
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(tag) ?? code;
  } catch {
    return code;
  }
}
