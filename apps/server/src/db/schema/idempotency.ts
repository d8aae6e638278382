// Answers kept for Idempotency-Key headers: a member's retried request (the first answer was
// lost) gets the first answer again instead of running twice.
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    /** The call (`POST /api/rewards/:id/redeem`) and a hash of its parameters and body. */
    scope: varchar('scope', { length: 200 }).notNull(),
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    /** Null while the first request runs. */
    status: smallint('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
