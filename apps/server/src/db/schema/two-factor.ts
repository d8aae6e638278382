// Two-step sign-in: one TOTP secret per member (encrypted with a key derived from
// SESSION_SECRET), the last time step used (a code is accepted once), and the hashed one-time
// recovery codes. A row without enabledAt is an enrolment not yet confirmed.
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const twoFactor = pgTable('two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: varchar('secret_encrypted', { length: 200 }).notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The TOTP time step of the last accepted code: codes of that step or earlier are refused. */
  lastTimeStep: integer('last_time_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);
