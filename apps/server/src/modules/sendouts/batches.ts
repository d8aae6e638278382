// The batch commands every source of targeted mail (posts, campaigns, offers, groups) uses: create a
// batch for an audience and a mail, check whether one may start, list the history, cancel a
// scheduled one (the test send is test-send.ts). Delivery is engine.ts; the recipient's side is tracking.ts.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Audience, MailConsent } from '@fanclub/contract/audience';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import type {
  BatchCheck,
  MailSet,
  SendoutBatch,
  SendoutSource,
  SendoutStatus,
  SendoutType,
} from '@fanclub/contract/sendouts';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import {
  campaigns,
  groups,
  offers,
  posts,
  sendoutBatches,
  users,
  type SendoutBatchRow,
  type TagValues,
} from '../../db/schema/index';
import { appError, type AppError } from '../../errors';
import { membersMatching } from '../audience/sql';
import { setupProblem, startBatch } from './lifecycle';
import { presentBatch } from './presenter';

export type BatchInput = {
  source: SendoutSource;
  sourceId: number;
  type: SendoutType;
  consent: MailConsent;
  audience: Audience;
  mail: MailSet;
  tagValues?: TagValues;
  createdById?: number | null;
  /** Runs right after the batch row is written, before it starts (a source's own details). */
  onCreated?: (db: Db, batch: SendoutBatchRow) => Promise<void>;
};

export const setupError = () => appError('SENDOUT_SETUP');

/** The running batch and when a new one may start, at the pace it has kept so far. */
export async function checkBatch(
  db: Db,
  now = new Date(),
  ratePerSecond = 50,
): Promise<BatchCheck> {
  const [running] = await db
    .select()
    .from(sendoutBatches)
    .where(eq(sendoutBatches.status, 'in_progress'))
    .limit(1);
  if (!running) return { busy: false, running: null };
  const startedAt = running.startedAt ?? now;
  const elapsed = Math.max(1, now.getTime() - startedAt.getTime());
  const done = running.sentCount + running.failedCount;
  const left = Math.max(0, running.recipientCount - done);
  // Before the first page is done there is no pace yet: assume the configured rate (an
  // unlimited one runs at a few hundred a second on one process).
  const msEach = done > 0 ? elapsed / done : 1000 / (ratePerSecond > 0 ? ratePerSecond : 300);
  const finish = new Date(now.getTime() + left * msEach);
  return {
    busy: true,
    running: {
      id: running.id,
      startedAt: startedAt.toISOString(),
      recipients: running.recipientCount,
      sent: running.sentCount,
      estimatedFinishAt: finish.toISOString(),
      minutesLeft: Math.max(1, Math.ceil((finish.getTime() - now.getTime()) / 60_000)),
    },
  };
}

/** BATCH_BUSY; the message adds the running batch's start, size and time left. */
async function busyError(db: Db, ratePerSecond?: number): Promise<AppError> {
  const { running } = await checkBatch(db, new Date(), ratePerSecond);
  if (!running) return appError('BATCH_BUSY');
  return appError('BATCH_BUSY', {
    messageKey: 'sendout.busy',
    params: {
      startedAt: formatJapanTime(running.startedAt),
      count: running.recipients,
      minutes: running.minutesLeft,
    },
  });
}

/** How many members the audience reaches with this consent now. */
export async function countRecipients(
  db: Db,
  audience: Audience,
  consent: MailConsent | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(membersMatching(audience, new Date(), consent ? { consent } : {}));
  return Number(row?.n ?? 0);
}

/**
 * A new batch. `now`: started at once (its recipients counted; the engine snapshots them), or
 * BATCH_BUSY while another runs.
 * `at`: scheduled; the worker starts it when due and nothing else runs.
 */
export async function createBatch(
  db: Db,
  input: BatchInput,
  when: { now: true } | { at: Date },
): Promise<SendoutBatchRow> {
  if (setupProblem(input)) throw setupError();
  // Started now, the snapshot sets the count; scheduled, the audience's size until then.
  const recipients = 'now' in when ? 0 : await countRecipients(db, input.audience, input.consent);
  const [batch] = await db
    .insert(sendoutBatches)
    .values({
      source: input.source,
      sourceId: input.sourceId,
      type: input.type,
      consent: input.consent,
      audience: input.audience,
      mail: input.mail,
      tagValues: input.tagValues ?? {},
      scheduledAt: 'now' in when ? new Date() : when.at,
      recipientCount: recipients,
      createdById: input.createdById ?? null,
    })
    .returning();
  await input.onCreated?.(db, batch!);
  if (!('now' in when)) return batch!;
  try {
    const started = await startBatch(db, batch!.id);
    return started ?? batch!;
  } catch (error) {
    await db.delete(sendoutBatches).where(eq(sendoutBatches.id, batch!.id));
    if (uniqueViolation(error)) throw await busyError(db);
    throw error;
  }
}

/** Deletes a batch that has not started; CONFLICT once it has. */
export async function cancelBatch(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(sendoutBatches)
    .where(and(eq(sendoutBatches.id, id), eq(sendoutBatches.status, 'schedule')))
    .returning({ id: sendoutBatches.id });
  if (deleted.length) return;
  const [exists] = await db
    .select({ id: sendoutBatches.id })
    .from(sendoutBatches)
    .where(eq(sendoutBatches.id, id));
  throw exists ? appError('CONFLICT') : appError('NOT_FOUND');
}

/** Batches, newest first, with their source's title; one query for the page, one for the total. */
/**
 * Batches, newest first, each with its source's title: a post's or group's own, a campaign's or
 * offer's in `language` (Japanese for a Japanese reader, else English; the other when blank).
 */
export async function listBatches(
  db: Db,
  filter: { source?: SendoutSource; sourceId?: number; status?: SendoutStatus },
  page: number,
  limit: number,
  language = 'ja',
): Promise<{ rows: SendoutBatch[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.source) conditions.push(eq(sendoutBatches.source, filter.source));
  if (filter.sourceId !== undefined) conditions.push(eq(sendoutBatches.sourceId, filter.sourceId));
  if (filter.status) conditions.push(eq(sendoutBatches.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        batch: sendoutBatches,
        postTitle: posts.title,
        campaign: { ja: campaigns.titleJa, en: campaigns.titleEn },
        offer: { ja: offers.titleJa, en: offers.titleEn },
        groupName: groups.name,
      })
      .from(sendoutBatches)
      .leftJoin(
        posts,
        and(eq(sendoutBatches.source, 'post'), eq(posts.id, sendoutBatches.sourceId)),
      )
      .leftJoin(
        campaigns,
        and(eq(sendoutBatches.source, 'campaign'), eq(campaigns.id, sendoutBatches.sourceId)),
      )
      .leftJoin(
        offers,
        and(eq(sendoutBatches.source, 'offer'), eq(offers.id, sendoutBatches.sourceId)),
      )
      .leftJoin(
        groups,
        and(eq(sendoutBatches.source, 'group'), eq(groups.id, sendoutBatches.sourceId)),
      )
      .where(where)
      .orderBy(desc(sendoutBatches.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(sendoutBatches).where(where),
  ]);
  const inLanguage = (t: { ja: string | null; en: string | null } | null) => {
    const [first, second] = language === 'ja' ? [t?.ja, t?.en] : [t?.en, t?.ja];
    return first?.trim() || second?.trim() || null;
  };
  return {
    rows: rows.map((r) =>
      presentBatch(
        r.batch,
        r.postTitle ?? inLanguage(r.campaign) ?? inLanguage(r.offer) ?? r.groupName ?? '',
      ),
    ),
    total: Number(total?.n ?? 0),
  };
}
