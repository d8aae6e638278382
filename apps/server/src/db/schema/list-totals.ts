// The admin lists' totals kept as counts, so a page does not count 100,000 members: members by
// status, posts by kind and status. Triggers on users and posts (migrations 0019, 0023) move
// them in the same transaction as the rows, so they stay exact.
import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

export const listTotals = pgTable(
  'list_totals',
  {
    /** `members` or `posts`. */
    list: varchar('list', { length: 8 }).notNull(),
    /** members: the status; posts: `kind:status` (e.g. `admin:draft`). */
    key: varchar('key', { length: 24 }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ name: 'list_totals_pkey', columns: [t.list, t.key] })],
);
