// Members' data rights: the append-only admin audit log and the "download my data" requests.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who did what to which member or record. Rows hold ids, never names or addresses, so erasing a
 * member never needs to touch them; a trigger (migration 0028) refuses UPDATE and DELETE. No
 * foreign keys: an ON DELETE action would be an UPDATE the trigger refuses.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The admin (or member) who acted; null for the command line and the system's jobs. */
    actorId: integer('actor_id'),
    action: varchar('action', { length: 40 }).notNull(),
    targetType: varchar('target_type', { length: 40 }),
    targetId: varchar('target_id', { length: 64 }),
    memberId: integer('member_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: inet('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset pages, newest first, with or without each filter.
    index('audit_log_time_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt, t.id),
    index('audit_log_member_idx').on(t.memberId, t.createdAt, t.id),
    index('audit_log_action_idx').on(t.action, t.createdAt, t.id),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;

export type DataExportStatus = 'pending' | 'ready' | 'failed';

/** A member's "download my data" request: built by a job, kept 7 days, then deleted. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member themself, or the admin who asked for it. */
    requestedById: integer('requested_by_id'),
    status: varchar('status', { length: 12 })
      .$type<DataExportStatus>()
      .notNull()
      .default('pending'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: smallint('attempts').notNull().default(0),
    fileKey: varchar('file_key', { length: 80 }),
    fileSize: integer('file_size'),
    error: varchar('error', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.id),
    // One request in preparation per member.
    uniqueIndex('data_exports_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('data_exports_expiry_idx').on(t.expiresAt),
    check('data_exports_status_valid', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
