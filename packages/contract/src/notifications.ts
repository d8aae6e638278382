// Requests and responses of the member's notifications (GET api/notifications, POST
// api/notifications/read) and of the admin message (POST api/admin/notifications).
import { z } from 'zod';
import { MAX_ID, numberError, pageMeta, pageQuery, strictInteger } from './api';

const required = { error: 'validation.required' } as const;

export const NOTIFICATION_KINDS = ['points', 'exchange', 'admin'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Why a notification was sent: what the member did or what was decided, shown with it. */
export const NOTIFICATION_CAUSES = [
  'first_survey',
  'survey',
  'referral',
  'lottery',
  /** An exchange request received; `exchange` is what was decided about it later. */
  'exchange_request',
  'exchange',
  'donation',
  'refund',
  'adjustment',
  'message',
] as const;
export type NotificationCause = (typeof NOTIFICATION_CAUSES)[number];

export const notificationItem = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    /** What caused it (the survey, the referral, the exchange decision…), named on screen. */
    cause: z.enum(NOTIFICATION_CAUSES),
    /** Localised by Content-Language from the stored message key and its parameters. */
    message: z.string(),
    /** A path inside the app to open, where the cause is (e.g. `/invite-friends`), or null. */
    link: z.string().nullable(),
    /** null while unread. */
    readAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationListQuery = pageQuery;

/** The list's meta also carries the member's unread count (all pages). */
export const notificationListMeta = pageMeta.extend({ unread: z.number().int() });
export const notificationList = z
  .object({ data: z.array(notificationItem), meta: notificationListMeta })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationList>;

/** One notification by id, or every unread one with `"all"`. */
export const readNotificationBody = z.object({
  id: z.union([
    z.literal('all'),
    strictInteger(
      z
        .number({ error: numberError('validation.invalid') })
        .int('validation.invalid')
        .positive('validation.invalid')
        .max(MAX_ID, 'validation.invalid'),
    ),
  ]),
});
export type ReadNotificationBody = z.input<typeof readNotificationBody>;

export const readNotificationResult = z
  .object({ unread: z.number().int() })
  .meta({ id: 'ReadNotificationResult' });
export type ReadNotificationResult = z.infer<typeof readNotificationResult>;

/** An in-app path: starts with one "/" (no other site), at most 200 characters. */
export const APP_LINK_PATTERN = /^\/(?![/\\])[^\s]*$/;

export const adminNotificationBody = z.object({
  userId: strictInteger(
    z
      .number({ error: numberError('validation.invalid') })
      .int('validation.invalid')
      .positive('validation.invalid')
      .max(MAX_ID, 'validation.invalid'),
  ),
  message: z.string(required).trim().min(1, 'validation.required').max(500, 'validation.too_long'),
  link: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .max(200, 'validation.too_long')
      .regex(APP_LINK_PATTERN, 'validation.invalid')
      .optional(),
  ),
});
export type AdminNotificationBody = z.input<typeof adminNotificationBody>;

export const adminNotificationResult = z
  .object({ id: z.number().int(), userId: z.number().int() })
  .meta({ id: 'AdminNotificationResult' });
