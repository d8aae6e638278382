// Who may see and mark a notification: its member only. Admins write admin messages to members
// but do not read their bells, so an admin is like any other member here (docs/DECISIONS.md
// "Notifications"). One rule, as SQL (`notificationCondition`) and in memory
// (`mayReadNotification`).
import { eq, type SQL } from 'drizzle-orm';
import { notifications } from '../../db/schema/index';

type Reader = { id: number };

export const notificationCondition = (reader: Reader): SQL => eq(notifications.userId, reader.id);

export const mayReadNotification = (reader: Reader | null, row: { userId: number }): boolean =>
  reader !== null && row.userId === reader.id;
