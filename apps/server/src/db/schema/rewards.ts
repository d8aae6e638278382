// What points can be exchanged for, and each member's exchange (or donation) request.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const rewards = pgTable(
  'rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: varchar('type', { length: 12 }).notNull(),
    nameJa: varchar('name_ja', { length: 120 }).notNull(),
    nameEn: varchar('name_en', { length: 120 }).notNull(),
    descriptionJa: text('description_ja').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    minPoints: integer('min_points').notNull(),
    maxPoints: integer('max_points'),
    position: smallint('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rewards_type_valid', sql`${t.type} in ('amazon', 'paypal', 'donation')`),
    check('rewards_min_positive', sql`${t.minPoints} >= 1`),
  ],
);

export const exchangeRequests = pgTable(
  'exchange_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id),
    type: varchar('type', { length: 12 }).notNull(),
    /** Points taken from the balance when the request was made. */
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('new'),
    paypalEmail: varchar('paypal_email', { length: 254 }),
    /** PayPal: the amount in US cents at the rate of the day of the request. */
    usdCents: integer('usd_cents'),
    /** Amazon: the gift code, PayPal: the transaction reference, set when completed. */
    deliveryReference: text('delivery_reference'),
    failureReason: text('failure_reason'),
    /** The ledger row that took the points (point_transactions.id). */
    debitTransactionId: bigint('debit_transaction_id', { mode: 'number' }),
    approvedById: integer('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exchange_requests_user_idx').on(t.userId, t.id),
    index('exchange_requests_list_idx').on(t.type, t.status, t.createdAt),
    check('exchange_requests_type_valid', sql`${t.type} in ('amazon', 'paypal', 'donation')`),
    check(
      'exchange_requests_status_valid',
      sql`${t.status} in ('new', 'pending', 'approved', 'completed', 'fail')`,
    ),
    check('exchange_requests_amount_positive', sql`${t.amount} > 0`),
  ],
);
