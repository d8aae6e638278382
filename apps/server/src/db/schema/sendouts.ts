// Targeted mail: sendout batches (one mail to one audience), their recipients snapshotted when a
// batch starts, and segments (named member lists an audience can include or exclude).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Audience, MailConsent } from '@fanclub/contract/audience';
import type {
  MailSet,
  SendoutSource,
  SendoutStatus,
  SendoutType,
} from '@fanclub/contract/sendouts';
import { users } from './users';

/** Per-use tag values (survey_name, offer_link …) per content language, fixed with the batch. */
export type TagValues = Partial<Record<string, Record<string, string>>>;

export const sendoutBatches = pgTable(
  'sendout_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    source: varchar('source', { length: 8 }).$type<SendoutSource>().notNull(),
    sourceId: integer('source_id').notNull(),
    type: varchar('type', { length: 10 }).$type<SendoutType>().notNull().default('invitation'),
    status: varchar('status', { length: 12 }).$type<SendoutStatus>().notNull().default('schedule'),
    /** The consent a recipient must have given. */
    consent: varchar('consent', { length: 10 }).$type<MailConsent>().notNull(),
    audience: jsonb('audience').$type<Audience>().notNull(),
    mail: jsonb('mail').$type<MailSet>().notNull(),
    tagValues: jsonb('tag_values').$type<TagValues>().notNull().default({}),
    /** Made by its source's own schedule (a post's mail time), not by an admin's send button. */
    automatic: boolean('automatic').notNull().default(false),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Started, its recipients not yet snapshotted: the engine's job takes the snapshot. */
    snapshotDue: boolean('snapshot_due').notNull().default(false),
    /** The audience's size when created (or started); the snapshot's size once taken. */
    recipientCount: integer('recipient_count').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    openedCount: integer('opened_count').notNull().default(0),
    clickedCount: integer('clicked_count').notNull().default(0),
    /** Opens and clicks that passed the human checks (tracking-human.ts); the raw ones above. */
    humanOpenedCount: integer('human_opened_count').notNull().default(0),
    humanClickedCount: integer('human_clicked_count').notNull().default(0),
    /** What the relay or a provider reported back, each (address, kind) once (suppression/record.ts). */
    deliveredCount: integer('delivered_count').notNull().default(0),
    hardBouncedCount: integer('hard_bounced_count').notNull().default(0),
    softBouncedCount: integer('soft_bounced_count').notNull().default(0),
    complainedCount: integer('complained_count').notNull().default(0),
    /** Why a batch ended `fail`. */
    error: text('error'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Only one batch runs at a time, across every server process: the database refuses a second.
    uniqueIndex('sendout_batches_one_running')
      .on(sql`(true)`)
      .where(sql`${t.status} = 'in_progress'`),
    index('sendout_batches_due_idx').on(t.status, t.scheduledAt),
    index('sendout_batches_source_idx').on(t.source, t.sourceId, t.id),
    check(
      'sendout_batches_status_valid',
      sql`${t.status} in ('schedule', 'in_progress', 'completed', 'fail')`,
    ),
    check('sendout_batches_type_valid', sql`${t.type} in ('invitation', 'reminder')`),
    check(
      'sendout_batches_source_valid',
      sql`${t.source} in ('post', 'campaign', 'offer', 'group')`,
    ),
    check('sendout_batches_consent_valid', sql`${t.consent} in ('newsletter', 'survey')`),
  ],
);

export const sendoutRecipients = pgTable(
  'sendout_recipients',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => sendoutBatches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    /** The content language the mail is written in (main language when written, else ja). */
    language: varchar('language', { length: 2 }).notNull(),
    nickname: varchar('nickname', { length: 64 }).notNull(),
    firstName: varchar('first_name', { length: 64 }).notNull(),
    lastName: varchar('last_name', { length: 64 }).notNull(),
    /** pending → sending (claimed by a worker until `claimedUntil`) → sent | failed. */
    status: varchar('status', { length: 8 }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    humanOpenedAt: timestamp('human_opened_at', { withTimezone: true }),
    humanClickedAt: timestamp('human_clicked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.userId] }),
    index('sendout_recipients_queue_idx').on(t.batchId, t.status, t.userId),
    check(
      'sendout_recipients_status_valid',
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`,
    ),
  ],
);

export const segments = pgTable('segments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 100 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const segmentMembers = pgTable(
  'segment_members',
  {
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.segmentId, t.userId] }),
    index('segment_members_user_idx').on(t.userId),
  ],
);

export type SendoutBatchRow = typeof sendoutBatches.$inferSelect;
export type SendoutRecipientRow = typeof sendoutRecipients.$inferSelect;
