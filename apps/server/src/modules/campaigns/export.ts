// Campaign export jobs as the admin sees them: queue one (or get the running one), poll it, mark
// it downloaded, list the unfinished ones, fetch the file. The work is export-worker.ts.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { ExportJob } from '@fanclub/contract/campaign-exports';
import type { UiLocale } from '@fanclub/contract/codes';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { campaignExportJobs, campaigns, type CampaignExportJobRow } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { Storage } from '../../lib/storage';
import { titleFor } from './presenter';

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

/** The finished file, while it is kept: streamed from the file store (or an older job's row). */
export async function exportFile(db: Db, storage: Storage, trackingId: string) {
  const [row] = await db
    .select({
      fileName: campaignExportJobs.fileName,
      fileKey: campaignExportJobs.fileKey,
      content: campaignExportJobs.content,
    })
    .from(campaignExportJobs)
    .where(
      and(
        eq(campaignExportJobs.progressTrackingId, trackingId),
        inArray(campaignExportJobs.status, ['completed', 'downloaded']),
      ),
    );
  if (!row?.fileName) throw notFound();
  if (row.fileKey) {
    const file = await storage.get(row.fileKey);
    if (!file) throw notFound();
    return { fileName: row.fileName, body: file.body, size: file.size };
  }
  if (row.content === null) throw notFound();
  // With a BOM, so Excel reads the Japanese.
  return { fileName: row.fileName, body: `\uFEFF${row.content}`, size: undefined };
}
