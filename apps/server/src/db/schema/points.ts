// The points ledger: the truth about every member's balance (users.point_amount is its sum).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 8 }).notNull(),
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    description: text('description').notNull(),
    reference: varchar('reference', { length: 100 }),
    idempotencyKey: varchar('idempotency_key', { length: 120 }).notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_transactions_idempotency_key').on(t.idempotencyKey),
    index('point_transactions_user_idx').on(t.userId, t.id),
    check('point_transactions_points_non_zero', sql`${t.points} <> 0`),
    check('point_transactions_balance_non_negative', sql`${t.balanceAfter} >= 0`),
    check(
      'point_transactions_type_valid',
      sql`${t.type} in ('PC02', 'PC03', 'PC04', 'PC06', 'PC07', 'PC08', 'EXCHANGE', 'REFUND', 'ADJUST')`,
    ),
  ],
);
