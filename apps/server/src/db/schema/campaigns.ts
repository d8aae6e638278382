// Survey campaigns: the campaign (an outside survey paid in points), its mails per type and
// language, one respondent row per member invited or started (with the respondent id the survey
// tool sees), and the durable export jobs that write a campaign's respondents to CSV.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Audience } from '@fanclub/contract/audience';
import type {
  CampaignStatus,
  HoldReason,
  RespondentStatus,
  ReviewStatus,
} from '@fanclub/contract/campaigns';
import type { ExportStatus } from '@fanclub/contract/campaign-exports';
import type {
  SampleAllocation,
  SampleSetting,
  StratifyDimension,
} from '@fanclub/contract/campaign-samples';
import type { ContentLanguage } from '@fanclub/contract/codes';
import type { SendoutType } from '@fanclub/contract/sendouts';
import { sendoutBatches } from './sendouts';
import { users } from './users';

export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    titleJa: varchar('title_ja', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    point: integer('point').notNull(),
    screenoutPoint: integer('screenout_point').notNull().default(0),
    /** Paid to a complete that finished after the quota filled; null = the screen-out points. */
    overQuotaPoint: integer('over_quota_point'),
    lengthMinutes: integer('length_minutes').notNull(),
    surveyLink: varchar('survey_link', { length: 2000 }).notNull(),
    primaryLanguage: varchar('primary_language', { length: 2 })
      .$type<ContentLanguage>()
      .notNull()
      .default('ja'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** null = unlimited. */
    respondentLimit: integer('respondent_limit'),
    /** Completed answers within the limit; raised only under this row's lock. */
    completedCount: integer('completed_count').notNull().default(0),
    status: varchar('status', { length: 8 }).$type<CampaignStatus>().notNull().default('active'),
    /** null until the wizard's audience step: a campaign without one is a draft. */
    audience: jsonb('audience').$type<Audience>(),
    sendToNewMembers: boolean('send_to_new_members').notNull().default(false),
    /** null = everyone the audience matches is invited; else each invitation is a draw. */
    sample: jsonb('sample').$type<SampleSetting>(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_open_idx').on(t.status, t.expiresAt),
    check('campaigns_status_valid', sql`${t.status} in ('active', 'disabled')`),
    check(
      'campaigns_point_valid',
      sql`${t.point} >= 0 and ${t.screenoutPoint} >= 0 and coalesce(${t.overQuotaPoint}, 0) >= 0`,
    ),
    check('campaigns_length_valid', sql`${t.lengthMinutes} > 0`),
    check('campaigns_dates_valid', sql`${t.expiresAt} > ${t.startAt}`),
    check('campaigns_limit_valid', sql`${t.respondentLimit} is null or ${t.respondentLimit} > 0`),
    // The quota can never be overrun, whatever runs at the same time.
    check(
      'campaigns_quota_valid',
      sql`${t.respondentLimit} is null or ${t.completedCount} <= ${t.respondentLimit}`,
    ),
  ],
);
export type CampaignRow = typeof campaigns.$inferSelect;

export const campaignEmails = pgTable(
  'campaign_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 10 }).$type<SendoutType>().notNull(),
    language: varchar('language', { length: 2 }).$type<ContentLanguage>().notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
  },
  (t) => [
    uniqueIndex('campaign_emails_one_per_language').on(t.campaignId, t.type, t.language),
    check('campaign_emails_type_valid', sql`${t.type} in ('invitation', 'reminder')`),
  ],
);
export type CampaignEmailRow = typeof campaignEmails.$inferSelect;

/**
 * One random draw of a sampled campaign: its invitation batch, the seed that makes it
 * reproducible, the rule, and (once the batch started) how many it chose from and drew.
 */
export const campaignSampleDraws = pgTable(
  'campaign_sample_draws',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => sendoutBatches.id, { onDelete: 'cascade' }),
    seed: varchar('seed', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    stratifyBy: varchar('stratify_by', { length: 16 }).$type<StratifyDimension>().notNull(),
    allocation: varchar('allocation', { length: 12 }).$type<SampleAllocation>().notNull(),
    /** Completes wanted per stratum when the draw was made (quotas), or {}. */
    quotas: jsonb('quotas').$type<Record<string, number>>().notNull().default({}),
    /** Members to draw per stratum, fixed when the batch starts. */
    targets: jsonb('targets').$type<Record<string, number>>().notNull().default({}),
    populationCount: integer('population_count'),
    drawnCount: integer('drawn_count').notNull().default(0),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaign_sample_draws_campaign_idx').on(t.campaignId, t.id),
    uniqueIndex('campaign_sample_draws_batch').on(t.batchId),
    check('campaign_sample_draws_size_valid', sql`${t.size} > 0`),
  ],
);
export type CampaignSampleDrawRow = typeof campaignSampleDraws.$inferSelect;

export const campaignRespondents = pgTable(
  'campaign_respondents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The respondent id in the survey link: random, 32 hex characters. */
    rid: varchar('rid', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).$type<RespondentStatus>().notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    pointsCredited: integer('points_credited').notNull().default(0),
    /** Why a finished answer waits for an admin before it is paid (null: paid at once). */
    holdReason: varchar('hold_reason', { length: 10 }).$type<HoldReason>(),
    /** pending while held; approved (paid) or rejected (not paid) once an admin decided. */
    reviewStatus: varchar('review_status', { length: 8 }).$type<ReviewStatus>(),
    /** What approving pays: the outcome's points, fixed when the answer came in. */
    pointsHeld: integer('points_held').notNull().default(0),
    /** The admin's reason for a rejection, shown to the member and mailed to them. */
    reviewReason: varchar('review_reason', { length: 500 }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The draw that invited this member (sampled campaigns), and their stratum in it. */
    drawId: integer('draw_id').references(() => campaignSampleDraws.id, { onDelete: 'set null' }),
    stratum: varchar('stratum', { length: 8 }),
  },
  (t) => [
    uniqueIndex('campaign_respondents_member').on(t.campaignId, t.userId),
    uniqueIndex('campaign_respondents_rid').on(t.rid),
    index('campaign_respondents_status_idx').on(t.campaignId, t.status),
    index('campaign_respondents_user_idx').on(t.userId),
    // The admin review queue: held answers, oldest first.
    index('campaign_respondents_review_idx')
      .on(t.finishedAt, t.id)
      .where(sql`${t.reviewStatus} = 'pending'`),
    check(
      'campaign_respondents_review_valid',
      sql`${t.reviewStatus} is null or ${t.reviewStatus} in ('pending', 'approved', 'rejected')`,
    ),
    check(
      'campaign_respondents_status_valid',
      sql`${t.status} in ('invited', 'started', 'completed', 'screenout', 'overquota')`,
    ),
  ],
);
export type CampaignRespondentRow = typeof campaignRespondents.$inferSelect;

export const campaignExportJobs = pgTable(
  'campaign_export_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    progressTrackingId: varchar('progress_tracking_id', { length: 32 }).notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The CSV's header language. */
    locale: varchar('locale', { length: 2 }).notNull().default('ja'),
    status: varchar('status', { length: 12 }).$type<ExportStatus>().notNull().default('processing'),
    progress: smallint('progress').notNull().default(0),
    /** A worker's claim; another process may take the job once it has run out. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: smallint('attempts').notNull().default(0),
    fileName: varchar('file_name', { length: 100 }),
    /** The finished CSV's key in the file store (lib/storage.ts), so every process serves it. */
    fileKey: varchar('file_key', { length: 80 }),
    /** The finished CSV of jobs written before files went to the store; purged after 24 h. */
    content: text('content'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('campaign_export_jobs_tracking').on(t.progressTrackingId),
    // One export at a time per campaign: a second request answers the running one.
    uniqueIndex('campaign_export_jobs_one_running')
      .on(t.campaignId)
      .where(sql`${t.status} = 'processing'`),
    index('campaign_export_jobs_queue_idx').on(t.status, t.id),
    index('campaign_export_jobs_admin_idx').on(t.requestedById, t.createdAt),
    check(
      'campaign_export_jobs_status_valid',
      sql`${t.status} in ('processing', 'completed', 'failed', 'downloaded')`,
    ),
  ],
);
export type CampaignExportJobRow = typeof campaignExportJobs.$inferSelect;
