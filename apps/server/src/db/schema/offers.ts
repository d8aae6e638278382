// Offers: the club's partner deals (an image, a link, a window and an audience), their invitation
// mail per language, and one row per recorded click of the member page's button (`go`), which
// the partners' figures are read from.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Audience } from '@fanclub/contract/audience';
import type { ContentLanguage } from '@fanclub/contract/codes';
import type { OfferStatus } from '@fanclub/contract/offers';
import { users } from './users';

export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    titleJa: varchar('title_ja', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    description: text('description').notNull(),
    link: varchar('link', { length: 2000 }).notNull(),
    mainLanguage: varchar('main_language', { length: 2 })
      .$type<ContentLanguage>()
      .notNull()
      .default('ja'),
    /** The stored WebP's key under uploads/ (offers/<random>.webp). */
    imageKey: varchar('image_key', { length: 200 }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 8 }).$type<OfferStatus>().notNull().default('active'),
    /** null until the wizard's audience step: an offer without one is a draft. */
    audience: jsonb('audience').$type<Audience>(),
    sendToNewMembers: boolean('send_to_new_members').notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_open_idx').on(t.status, t.expiresAt),
    check('offers_status_valid', sql`${t.status} in ('active', 'disabled')`),
    check('offers_dates_valid', sql`${t.expiresAt} > ${t.startAt}`),
  ],
);
export type OfferRow = typeof offers.$inferSelect;

/** The invitation, one row per written language (offers have no reminder). */
export const offerEmails = pgTable(
  'offer_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 2 }).$type<ContentLanguage>().notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
  },
  (t) => [uniqueIndex('offer_emails_one_per_language').on(t.offerId, t.language)],
);
export type OfferEmailRow = typeof offerEmails.$inferSelect;

/** Every `go` of a signed-in member: raw; `human` when it passed the checks (GET, no scanner). */
export const offerClicks = pgTable(
  'offer_clicks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `mail` when the member came from the offer's mail (`?via=mail` of the tag link). */
    via: varchar('via', { length: 4 }).notNull().default('site'),
    human: boolean('human').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offer_clicks_offer_time_idx').on(t.offerId, t.createdAt),
    index('offer_clicks_offer_user_idx').on(t.offerId, t.userId),
    check('offer_clicks_via_valid', sql`${t.via} in ('site', 'mail')`),
  ],
);
export type OfferClickRow = typeof offerClicks.$inferSelect;
