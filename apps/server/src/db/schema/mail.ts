// Every mail the product sends: the outbox admins read, and the queue SMTP delivery drains.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    template: varchar('template', { length: 64 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The outbox's recipient search matches any part of the address.
    index('mail_messages_to_idx').using('gin', sql`lower(${t.toAddress}) gin_trgm_ops`),
    index('mail_messages_queue_idx').on(t.status, t.nextAttemptAt),
    check(
      'mail_messages_status_valid',
      sql`${t.status} in ('stored', 'pending', 'sending', 'sent', 'failed')`,
    ),
  ],
);

export type MailRow = typeof mailMessages.$inferSelect;
