// Shapes a notification row for the API: the message localised from its key and parameters.
import type { UiLocale } from '@fanclub/contract/codes';
import { translate } from '@fanclub/contract/messages';
import { NOTIFICATION_KINDS, type NotificationItem } from '@fanclub/contract/notifications';
import type { NotificationRow } from './queries';

const isKind = (kind: string): kind is NotificationItem['kind'] =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** Numbers read as the language writes them ("1,200"), so messages match the screens. */
function localiseParams(locale: UiLocale, params: Record<string, string | number>) {
  const format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'ja-JP');
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? format.format(v) : v]),
  );
}

export function presentNotification(locale: UiLocale, row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    kind: isKind(row.kind) ? row.kind : 'admin',
    message: translate(locale, row.messageKey, localiseParams(locale, row.params)),
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
