// SQL of the member's notifications: newest first, the unread count, marking read.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema/index';
import { notificationCondition } from './policy';

export type NotificationRow = typeof notifications.$inferSelect;

export async function listNotifications(
  db: Db,
  userId: number,
  page: number,
  limit: number,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(notificationCondition({ id: userId }))
      .orderBy(desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(notifications)
      .where(notificationCondition({ id: userId })),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(notificationCondition({ id: userId }), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Whether the member has that notification (read or not). */
export async function ownsNotification(db: Db, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), notificationCondition({ id: userId })));
  return row !== undefined;
}

/** Marks one (by id) or every unread notification of the member read; an earlier readAt stays. */
export async function markRead(db: Db, userId: number, id: number | 'all'): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        notificationCondition({ id: userId }),
        isNull(notifications.readAt),
        ...(id === 'all' ? [] : [eq(notifications.id, id)]),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}
