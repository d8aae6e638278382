// A member's notifications: point credits, exchange state changes, admin messages.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened: `points`, `exchange`, `admin`. */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** A message key of the notification catalogue and its parameters, localised when read. */
    messageKey: varchar('message_key', { length: 64 }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: varchar('link', { length: 200 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
