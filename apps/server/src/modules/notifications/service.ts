// Creating a notification: one row, and an event on the member's channel once it commits.
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';
import { publishUserEvent } from '../realtime/publish';

export type NotificationKind = 'points' | 'exchange' | 'admin';

export type NewNotification = {
  userId: number;
  kind: NotificationKind;
  /** A `notifications.*` key of the contract's message catalogue. */
  messageKey: string;
  params?: Record<string, string | number>;
  link?: string | null;
};

export async function notify(db: Db, n: NewNotification): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: n.userId,
      kind: n.kind,
      messageKey: n.messageKey,
      params: n.params ?? {},
      link: n.link ?? null,
    })
    .returning({ id: notifications.id });
  await publishUserEvent(db, n.userId, { type: 'notification', id: row!.id });
  return row!.id;
}
