// The export worker: any server process claims a queued job (FOR UPDATE SKIP LOCKED, with a
// lease a dead process gives up), writes the CSV page by page with its progress, and keeps the
// file in the job row; jobs older than 24 hours are purged.
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { UiLocale } from '@fanclub/contract/codes';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
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
    const stamp = formatJapanTime(now).replace(/[-:]/g, '').replace(' ', '-');
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
