// What the product learns about sent mail (mail events) and the addresses no mail goes to
// (the suppression list). Only modules/suppression/record.ts writes events and applies the rules.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { MailEventKind, MailEventSource } from '../../modules/suppression/events';
import type { SuppressionReason } from '@fanclub/contract/suppressions';
import { sendoutBatches } from './sendouts';
import { users } from './users';

export const mailEvents = pgTable(
  'mail_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-case, trimmed. */
    email: varchar('email', { length: 254 }).notNull(),
    kind: varchar('kind', { length: 12 }).$type<MailEventKind>().notNull(),
    source: varchar('source', { length: 10 }).$type<MailEventSource>().notNull(),
    batchId: integer('batch_id').references(() => sendoutBatches.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The provider's event id: a webhook delivered twice stores (and counts) once. */
    eventId: varchar('event_id', { length: 200 }),
    detail: text('detail'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_events_source_event_uq').on(t.source, t.eventId),
    // "Soft bounces of this address in the last 30 days", and "has this batch counted it yet".
    index('mail_events_email_kind_idx').on(t.email, t.kind, t.occurredAt),
    index('mail_events_batch_idx').on(t.batchId),
    check(
      'mail_events_kind_valid',
      sql`${t.kind} in ('delivered', 'hard_bounce', 'soft_bounce', 'complaint')`,
    ),
  ],
);

/** Which (batch, address, kind) a batch counter already counted: the key makes it once. */
export const mailEventTallies = pgTable(
  'mail_event_tallies',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => sendoutBatches.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    kind: varchar('kind', { length: 12 }).$type<MailEventKind>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.email, t.kind] })],
);

export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-case, trimmed; one row per address (lifting deletes it, the audit log keeps it). */
    email: varchar('email', { length: 254 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 12 }).$type<SuppressionReason>().notNull(),
    detail: text('detail'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_suppressions_email_uq').on(t.email),
    // The admin search matches any part of the address.
    index('mail_suppressions_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('mail_suppressions_reason_idx').on(t.reason, t.id),
    index('mail_suppressions_user_idx').on(t.userId),
    check(
      'mail_suppressions_reason_valid',
      sql`${t.reason} in ('hard_bounce', 'soft_bounce', 'complaint', 'admin', 'unsubscribed')`,
    ),
  ],
);

export type MailSuppressionRow = typeof mailSuppressions.$inferSelect;
