// Fan statistics kept as counts: active members per dimension value and Japan-time registration
// day, maintained by triggers on users (migration 0008), so a count over a million members sums
// a few thousand rows instead of reading every member.
import { date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

export const memberStatCounts = pgTable(
  'member_stat_counts',
  {
    /** gender, country, prefecture, language, or age (the code is then the year of birth). */
    dimension: varchar('dimension', { length: 12 }).notNull(),
    /** The member's value; '' when not given. */
    code: varchar('code', { length: 8 }).notNull(),
    registeredOn: date('registered_on').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ name: 'member_stat_counts_pkey', columns: [t.dimension, t.registeredOn, t.code] }),
    index('member_stat_counts_code_idx').on(t.dimension, t.code),
  ],
);
