// Creating and reading notifications: each change and the event on the member's channel in one
// transaction, so the event goes out only once the change has committed.
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';
import { notFound } from '../../errors';
import { publishUserEvent } from '../realtime/publish';
import { countUnread, markRead, ownsNotification, userExists } from './queries';

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

/** Marks one notification read (or all of them) and answers how many stay unread. */
export async function readNotifications(
  db: Db,
  userId: number,
  id: number | 'all',
  socketId: string | undefined,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Another member's notification answers 404, like one that does not exist.
    if (id !== 'all' && !(await ownsNotification(tx, userId, id))) throw notFound();
    const changed = await markRead(tx, userId, id);
    const left = await countUnread(tx, userId);
    // The member's other tabs update their badge; the tab that asked already knows.
    if (changed > 0) await publishUserEvent(tx, userId, { type: 'unread', unread: left }, socketId);
    return left;
  });
}

/** An administrator's message to one member; 404 when there is no such member. */
export async function sendAdminMessage(
  db: Db,
  userId: number,
  message: string,
  link: string | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await userExists(tx, userId))) throw notFound();
    return notify(tx, {
      userId,
      kind: 'admin',
      messageKey: 'notifications.admin_message',
      params: { message },
      link,
    });
  });
}
