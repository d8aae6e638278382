// What a member keeps besides the account row: the organization tab and the consent history.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const organizations = pgTable(
  'organizations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: varchar('company_name', { length: 100 }).notNull(),
    companyNameKana: varchar('company_name_kana', { length: 100 }),
    fax: varchar('fax', { length: 16 }),
    facilityType: varchar('facility_type', { length: 24 }).notNull(),
    personInCharge: varchar('person_in_charge', { length: 100 }),
    websiteUrl: varchar('website_url', { length: 300 }),
    postalCode: varchar('postal_code', { length: 7 }),
    prefecture: varchar('prefecture', { length: 7 }),
    city: varchar('city', { length: 100 }),
    block: varchar('block', { length: 100 }),
    building: varchar('building', { length: 100 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The admin organization tab pages through companies, newest change first.
    index('organizations_list_idx').on(t.updatedAt, t.userId),
    check(
      'organizations_facility_type_valid',
      sql`${t.facilityType} in ('hotel', 'tourist_facility', 'transport', 'restaurant', 'retail', 'other')`,
    ),
  ],
);

/** Every change of a member's privacy consents, with the state after it. */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consents: jsonb('consents').$type<Record<string, boolean>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_events_user_idx').on(t.userId, t.id)],
);
