// The export worker: any server process claims a queued job (FOR UPDATE SKIP LOCKED, with a
// lease a dead process gives up), writes the CSV page by page with its progress, and puts the
// file in the file store (local folder or S3) under the job's key; jobs older than 24 hours
// are purged with their files.
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { UiLocale } from '@fanclub/contract/codes';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Storage } from '../../lib/storage';
import {
  campaignExportJobs,
  campaignRespondents,
  type CampaignExportJobRow,
} from '../../db/schema/index';
import { KEEP_MS } from './export';
import { csvPage, respondentPage } from './export-csv';

const PAGE = 1000;
const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 3;

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

/** The file store's key of a job's CSV. */
export const exportKey = (job: Pick<CampaignExportJobRow, 'progressTrackingId'>) =>
  `exports/campaign-${job.progressTrackingId}.csv`;

/** Writes a claimed job's CSV page by page, recording progress; fails it after 3 attempts. */
export async function runJob(
  db: Db,
  storage: Storage,
  job: CampaignExportJobRow,
  now = new Date(),
): Promise<void> {
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
    const stamp = formatJapanTime(now).replace(/[-:]/g, '').replace(' ', '-');
    // With a BOM, so Excel reads the Japanese.
    await storage.put(exportKey(job), Buffer.from(`\uFEFF${parts.join('')}`, 'utf8'));
    await db
      .update(campaignExportJobs)
      .set({
        status: 'completed',
        progress: 100,
        fileKey: exportKey(job),
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
export async function runExportJobs(
  db: Db,
  storage: Storage,
  now = () => new Date(),
): Promise<number> {
  let ran = 0;
  for (let job = await claimJob(db, now()); job; job = await claimJob(db, now())) {
    await runJob(db, storage, job, now());
    ran += 1;
  }
  return ran;
}

/** Files are kept for 24 hours; older jobs go, then their files. */
export async function purgeExports(db: Db, storage: Storage, now = new Date()) {
  const gone = await db
    .delete(campaignExportJobs)
    .where(
      and(
        lt(campaignExportJobs.createdAt, new Date(now.getTime() - KEEP_MS)),
        or(isNull(campaignExportJobs.claimedUntil), lt(campaignExportJobs.claimedUntil, now)),
      ),
    )
    .returning({ fileKey: campaignExportJobs.fileKey });
  // A file whose delete fails is only space: no row names it any more.
  for (const { fileKey } of gone) if (fileKey) await storage.delete(fileKey);
}
