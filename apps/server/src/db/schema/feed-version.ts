// One number that moves whenever what a member's feed shows could change (migration 0020's
// triggers on posts, post_categories, categories and segment_members): the feed's cached totals
// are checked against it on every request (modules/feed/totals.ts).
import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

export const feedVersion = pgTable('feed_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
});
