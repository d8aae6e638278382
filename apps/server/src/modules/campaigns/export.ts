// Campaign export jobs, durable in the database: an admin's request queues a row; any server
// process claims it (FOR UPDATE SKIP LOCKED, with a lease a dead process gives up), writes the
// CSV page by page with its progress, and keeps the file for 24 hours.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { ExportJob } from '@fanclub/contract/campaigns';
import type { UiLocale } from '@fanclub/contract/codes';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { rowsOf } from '../../db/rows';
import {
  campaignExportJobs,
  campaignRespondents,
  campaigns,
  type CampaignExportJobRow,
} from '../../db/schema/index';
import { notFound } from '../../errors';
import { csvPage, respondentPage } from './export-csv';
import { titleFor } from './presenter';

const PAGE = 1000;
const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 3;
export const KEEP_MS = 24 * 3600_000;

export const downloadPath = (trackingId: string) =>
  `/api/admin/campaign-exports/${trackingId}/download`;

type JobWithTitle = { job: CampaignExportJobRow; titleJa: string; titleEn: string };

export function presentJob(locale: UiLocale, row: JobWithTitle): ExportJob {
  const { job } = row;
  const ready = job.status === 'completed' || job.status === 'downloaded';
  return {
    progressTrackingId: job.progressTrackingId,
    campaignId: job.campaignId,
    campaignTitle: titleFor(row, locale),
    status: job.status,
    progress: job.progress,
    fileName: ready ? job.fileName : null,
    fileUrl: ready ? downloadPath(job.progressTrackingId) : null,
    createdAt: job.createdAt.toISOString(),
  };
}

const withTitle = {
  job: campaignExportJobs,
  titleJa: campaigns.titleJa,
  titleEn: campaigns.titleEn,
};

async function jobBy(db: Db, where: ReturnType<typeof and>) {
  const [row] = await db
    .select(withTitle)
    .from(campaignExportJobs)
    .innerJoin(campaigns, eq(campaigns.id, campaignExportJobs.campaignId))
    .where(where);
  return row;
}

/** Queues an export, or answers the one already running for the campaign. */
export async function requestExport(db: Db, campaignId: number, adminId: number, locale: UiLocale) {
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign) throw notFound();
  try {
    await db.insert(campaignExportJobs).values({
      progressTrackingId: randomBytes(16).toString('hex'),
      campaignId,
      requestedById: adminId,
      locale,
    });
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
  }
  const running = await jobBy(
    db,
    and(eq(campaignExportJobs.campaignId, campaignId), eq(campaignExportJobs.status, 'processing')),
  );
  return running ?? (await latestJob(db, campaignId));
}

async function latestJob(db: Db, campaignId: number) {
  const [row] = await db
    .select(withTitle)
    .from(campaignExportJobs)
    .innerJoin(campaigns, eq(campaigns.id, campaignExportJobs.campaignId))
    .where(eq(campaignExportJobs.campaignId, campaignId))
    .orderBy(desc(campaignExportJobs.id))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function findJob(db: Db, campaignId: number, trackingId: string) {
  const row = await jobBy(
    db,
    and(
      eq(campaignExportJobs.campaignId, campaignId),
      eq(campaignExportJobs.progressTrackingId, trackingId),
    ),
  );
  if (!row) throw notFound();
  return row;
}

export async function markDownloaded(db: Db, campaignId: number, trackingId: string) {
  await db
    .update(campaignExportJobs)
    .set({ status: 'downloaded', downloadedAt: new Date() })
    .where(
      and(
        eq(campaignExportJobs.campaignId, campaignId),
        eq(campaignExportJobs.progressTrackingId, trackingId),
        eq(campaignExportJobs.status, 'completed'),
      ),
    );
  return findJob(db, campaignId, trackingId);
}

/** The admin's jobs a reload must pick up again: running, or finished and not yet downloaded. */
export async function pendingJobs(db: Db, adminId: number, now = new Date()) {
  return db
    .select(withTitle)
    .from(campaignExportJobs)
    .innerJoin(campaigns, eq(campaigns.id, campaignExportJobs.campaignId))
    .where(
      and(
        eq(campaignExportJobs.requestedById, adminId),
        inArray(campaignExportJobs.status, ['processing', 'completed', 'failed']),
        gt(campaignExportJobs.createdAt, new Date(now.getTime() - KEEP_MS)),
      ),
    )
    .orderBy(campaignExportJobs.id)
    .limit(20);
}

/** The finished file, while it is kept. */
export async function exportFile(db: Db, trackingId: string) {
  const [row] = await db
    .select({ fileName: campaignExportJobs.fileName, content: campaignExportJobs.content })
    .from(campaignExportJobs)
    .where(
      and(
        eq(campaignExportJobs.progressTrackingId, trackingId),
        inArray(campaignExportJobs.status, ['completed', 'downloaded']),
      ),
    );
  if (!row?.content || !row.fileName) throw notFound();
  // With a BOM, so Excel reads the Japanese.
  return { fileName: row.fileName, content: `\uFEFF${row.content}` };
}

/** Claims the oldest unclaimed job (or one whose worker's lease ran out). */
export async function claimJob(
  db: Db,
  now = new Date(),
): Promise<CampaignExportJobRow | undefined> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      update campaign_export_jobs set claimed_until = ${until}::timestamptz, attempts = attempts + 1
      where id = (select id from campaign_export_jobs
        where status = 'processing' and (claimed_until is null or claimed_until < ${at}::timestamptz)
        order by id limit 1 for update skip locked)
      returning id`),
  );
  if (!rows[0]) return undefined;
  const [job] = await db
    .select()
    .from(campaignExportJobs)
    .where(eq(campaignExportJobs.id, rows[0].id));
  return job;
}

/** Writes a claimed job's CSV page by page, recording progress; fails it after 3 attempts. */
export async function runJob(db: Db, job: CampaignExportJobRow, now = new Date()): Promise<void> {
  const mine = and(eq(campaignExportJobs.id, job.id), eq(campaignExportJobs.status, 'processing'));
  if (job.attempts > MAX_ATTEMPTS) {
    await db
      .update(campaignExportJobs)
      .set({ status: 'failed', error: 'too many attempts', finishedAt: new Date() })
      .where(mine);
    return;
  }
  try {
    const [total] = await db
      .select({ n: count() })
      .from(campaignRespondents)
      .where(eq(campaignRespondents.campaignId, job.campaignId));
    const all = Math.max(1, Number(total?.n ?? 0));
    const locale: UiLocale = job.locale === 'en' ? 'en' : 'ja';
    const parts: string[] = [];
    let afterId = 0;
    let done = 0;
    for (;;) {
      const rows = await respondentPage(db, job.campaignId, afterId, PAGE);
      parts.push(csvPage(rows, locale, parts.length === 0, now));
      done += rows.length;
      if (rows.length < PAGE) break;
      afterId = rows[rows.length - 1]!.id;
      const lease = new Date(Date.now() + LEASE_MS);
      await db
        .update(campaignExportJobs)
        .set({ progress: Math.min(99, Math.floor((done * 100) / all)), claimedUntil: lease })
        .where(mine);
    }
    const stamp = new Date(now.getTime() + 9 * 3600_000)
      .toISOString()
      .slice(0, 16)
      .replace(/[-:]/g, '')
      .replace('T', '-');
    await db
      .update(campaignExportJobs)
      .set({
        status: 'completed',
        progress: 100,
        content: parts.join(''),
        fileName: `campaign-${job.campaignId}-${stamp}.csv`,
        finishedAt: new Date(),
        claimedUntil: null,
      })
      .where(mine);
  } catch (error) {
    await db
      .update(campaignExportJobs)
      .set({ claimedUntil: null, error: String(error).slice(0, 500) })
      .where(mine);
    throw error;
  }
}

/** Runs every claimable job, one after another; returns how many it ran. */
export async function runExportJobs(db: Db, now = () => new Date()): Promise<number> {
  let ran = 0;
  for (let job = await claimJob(db, now()); job; job = await claimJob(db, now())) {
    await runJob(db, job, now());
    ran += 1;
  }
  return ran;
}

/** Files are kept for 24 hours; older jobs go (the content with them). */
export async function purgeExports(db: Db, now = new Date()) {
  await db
    .delete(campaignExportJobs)
    .where(
      and(
        lt(campaignExportJobs.createdAt, new Date(now.getTime() - KEEP_MS)),
        or(isNull(campaignExportJobs.claimedUntil), lt(campaignExportJobs.claimedUntil, now)),
      ),
    );
}
