// Members and admins: one row per account.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The address a person is known by across accounts (the contract's `normalisedEmail`, in SQL):
 * lower-cased, the +tag dropped, and for Gmail the dots too and googlemail.com read as gmail.com.
 */
export function normalisedEmailSql(email: AnyPgColumn) {
  const local = sql`split_part(split_part(lower(${email}), '@', 1), '+', 1)`;
  const domain = sql`split_part(lower(${email}), '@', 2)`;
  return sql`(case when ${domain} in ('gmail.com', 'googlemail.com')
    then replace(${local}, '.', '') || '@gmail.com' else ${local} || '@' || ${domain} end)`;
}

/** The text the admin keyword search looks in (lower-cased; names in both orders). */
export function memberSearchText(t: {
  email: AnyPgColumn;
  nickname: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
}) {
  return sql`lower(${t.email} || ' ' || ${t.nickname} || ' ' || ${t.lastName} || ${t.firstName} || ' ' || ${t.firstName} || ' ' || ${t.lastName})`;
}

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    nickname: varchar('nickname', { length: 30 }).notNull(),
    yearOfBirth: smallint('year_of_birth').notNull(),
    gender: varchar('gender', { length: 4 }).notNull(),
    phone: varchar('phone', { length: 16 }),
    // 7 digits in Japan; abroad the member's own format (letters, digits, spaces, hyphens).
    postalCode: varchar('postal_code', { length: 16 }),
    mainLanguage: varchar('main_language', { length: 2 }).notNull().default('ja'),
    status: varchar('status', { length: 16 }).notNull().default('provisional'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    canPost: boolean('can_post').notNull().default(false),
    referralCode: varchar('referral_code', { length: 6 }).notNull(),
    referredById: integer('referred_by_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    pointAmount: integer('point_amount').notNull().default(0),
    // Account settings. Codes: CT001–CT207, JPPRF01–JPPRF47, TZ000–TZ143.
    timezone: varchar('timezone', { length: 5 }).notNull().default('TZ000'),
    nationality: varchar('nationality', { length: 5 }),
    countryOfResidence: varchar('country_of_residence', { length: 5 }),
    otherLanguages: varchar('other_languages', { length: 2 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    fax: varchar('fax', { length: 16 }),
    prefecture: varchar('prefecture', { length: 7 }),
    city: varchar('city', { length: 100 }),
    avatarPath: varchar('avatar_path', { length: 100 }),
    // Privacy consents: terms is mandatory, the other four are the member's choice.
    termsConsentedAt: timestamp('terms_consented_at', { withTimezone: true }),
    newsletterConsent: boolean('newsletter_consent').notNull().default(false),
    surveyConsent: boolean('survey_consent').notNull().default(false),
    /** The member's own, lower cap on survey invitations per 30 days; null = the club's. */
    surveyInviteLimit: smallint('survey_invite_limit'),
    adIdConsent: boolean('ad_id_consent').notNull().default(false),
    profileSharingConsent: boolean('profile_sharing_consent').notNull().default(false),
    profileSurveyCompletedAt: timestamp('profile_survey_completed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the personal fields of a closed account were erased (modules/erasure). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    accountSettingUpdatedAt: timestamp('account_setting_updated_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_nickname_key').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    index('users_status_idx').on(t.status, t.id),
    // The erasure job's queue: closed accounts whose personal fields are still there.
    index('users_erasure_due_idx')
      .on(t.closedAt, t.id)
      .where(sql`${t.closedAt} is not null and ${t.erasedAt} is null`),
    index('users_referred_by_idx').on(t.referredById),
    // Duplicate accounts (modules/panel): the same person by address or phone number.
    index('users_normalised_email_idx').on(normalisedEmailSql(t.email)),
    index('users_phone_idx')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    // Audience counts (modules/audience): every audience is over active members, so these are
    // partial indexes on them; newsletter consent, their last key, lets a count of both figures
    // read the index alone (index-only scan, the bench's vacuum keeping the visibility map set).
    // Place: prefectures, with gender and year of birth checked in the index.
    index('users_audience_place_idx')
      .on(t.prefecture, t.gender, t.yearOfBirth, t.newsletterConsent)
      .where(sql`${t.status} = 'active'`),
    index('users_audience_birth_idx')
      .on(t.yearOfBirth, t.gender, t.newsletterConsent)
      .where(sql`${t.status} = 'active'`),
    index('users_audience_language_idx')
      .on(t.mainLanguage, t.newsletterConsent)
      .where(sql`${t.status} = 'active'`),
    index('users_audience_country_idx')
      .on(t.countryOfResidence, t.newsletterConsent)
      .where(sql`${t.status} = 'active'`),
    index('users_audience_nationality_idx')
      .on(t.nationality, t.newsletterConsent)
      .where(sql`${t.status} = 'active'`),
    index('users_audience_registered_idx')
      .on(t.createdAt, t.newsletterConsent)
      .where(sql`${t.status} = 'active'`),
    // Active members without newsletter consent (~15 %): audiences of everyone, one language
    // and/or a registration window take their count from member_stat_counts and the newsletter
    // figure as that count minus these.
    index('users_audience_no_newsletter_idx')
      .on(t.mainLanguage)
      .where(sql`${t.status} = 'active' and not ${t.newsletterConsent}`),
    index('users_audience_no_newsletter_registered_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'active' and not ${t.newsletterConsent}`),
    // Admin keyword search: one trigram index over everything the search box matches.
    index('users_search_idx').using('gin', sql`${memberSearchText(t)} gin_trgm_ops`),
    check('users_point_amount_non_negative', sql`${t.pointAmount} >= 0`),
    check(
      'users_survey_invite_limit_valid',
      sql`${t.surveyInviteLimit} is null or ${t.surveyInviteLimit} >= 0`,
    ),
    check(
      'users_status_valid',
      sql`${t.status} in ('active', 'provisional', 'cancelled', 'unsubscribed')`,
    ),
    check('users_gender_valid', sql`${t.gender} in ('GD01', 'GD02', 'GD00')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
