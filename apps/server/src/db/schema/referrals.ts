// The monthly referral lottery (PC08): one row per month drawn, so a month is never drawn twice.
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const lotteryDraws = pgTable('lottery_draws', {
  /** `YYYY-MM` of the month whose referrers took part. */
  month: varchar('month', { length: 7 }).primaryKey(),
  winnerIds: integer('winner_ids').array().notNull(),
  pointsEach: integer('points_each').notNull(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
});
