// Shapes a notification row for the API: the message localised from its key and parameters.
import type { UiLocale } from '@fanclub/contract/codes';
import { translate } from '@fanclub/contract/messages';
import {
  NOTIFICATION_KINDS,
  type NotificationCause,
  type NotificationItem,
} from '@fanclub/contract/notifications';
import type { PointType } from '@fanclub/contract/reference';
import { describe } from '../points/presenter';
import type { NotificationRow } from './queries';

const CAUSE_OF_POINT_TYPE: Record<PointType, NotificationCause> = {
  PC02: 'first_survey',
  PC03: 'survey',
  PC04: 'donation',
  PC06: 'referral',
  PC07: 'referral',
  PC08: 'lottery',
  EXCHANGE: 'exchange',
  REFUND: 'refund',
  ADJUST: 'adjustment',
};

/** What caused a notification, from its kind and what it stored. */
export function causeOf(row: Pick<NotificationRow, 'kind' | 'messageKey' | 'params'>) {
  if (row.kind === 'points') {
    const type = row.params.type as PointType | undefined;
    return (type && CAUSE_OF_POINT_TYPE[type]) ?? 'adjustment';
  }
  if (row.kind === 'exchange') {
    if (row.messageKey === 'notifications.donation_completed') return 'donation';
    if (row.messageKey === 'notifications.exchange_fail') return 'refund';
    if (row.messageKey === 'notifications.exchange_new') return 'exchange_request';
    return 'exchange';
  }
  return 'message';
}

/** A credit with its reason says why ("… (Survey answered: Onomichi walks)"). */
function messageOf(locale: UiLocale, row: NotificationRow): string {
  const params = localiseParams(locale, row.params);
  const reason = row.params.reason;
  if (row.messageKey === 'notifications.points_credited' && typeof reason === 'string' && reason)
    return translate(locale, 'notifications.points_credited_for', {
      ...params,
      reason: describe(locale, reason),
    });
  return translate(locale, row.messageKey, params);
}

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
    cause: causeOf(row),
    message: messageOf(locale, row),
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
