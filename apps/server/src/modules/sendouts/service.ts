// Targeted mail, the small interface every source (posts now; campaigns, offers next) uses:
// create a batch for an audience and a mail, check whether one may start, list the history,
// send a test, and the recipient's side (open pixel, tracked click, unsubscribe).
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Audience, MailConsent } from '@fanclub/contract/audience';
import type { ContentLanguage } from '@fanclub/contract/codes';
import { formatJapanTime } from '@fanclub/contract/posts';
import type {
  BatchCheck,
  MailSet,
  SendoutBatch,
  SendoutSource,
  SendoutStatus,
  SendoutType,
} from '@fanclub/contract/sendouts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import {
  posts,
  sendoutBatches,
  sendoutRecipients,
  users,
  type SendoutBatchRow,
  type TagValues,
} from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { consentsOf } from '../account/presenter';
import { recordConsentEvent } from '../account/queries';
import { membersMatching } from '../audience/sql';
import { setupProblem, startBatch, writtenLanguages } from './engine';
import { prepareMail, renderFor } from './render';
import { linkVerified, readRecipientToken, readUnsubscribeToken } from './tokens';

export type BatchInput = {
  source: SendoutSource;
  sourceId: number;
  type: SendoutType;
  consent: MailConsent;
  audience: Audience;
  mail: MailSet;
  tagValues?: TagValues;
  createdById?: number | null;
};

const setupError = () => new AppError(422, 'SENDOUT_SETUP');

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
  if (!running) return new AppError(409, 'BATCH_BUSY');
  return new AppError(409, 'BATCH_BUSY', {
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
 * A new batch. `now`: started at once (snapshot taken), or BATCH_BUSY while another runs.
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
  throw exists ? new AppError(409, 'CONFLICT') : new AppError(404, 'NOT_FOUND');
}

export function presentBatch(row: SendoutBatchRow, sourceTitle: string): SendoutBatch {
  return {
    id: row.id,
    source: row.source,
    sourceId: row.sourceId,
    sourceTitle,
    type: row.type,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    scheduledAt: row.scheduledAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    recipients: row.recipientCount,
    sent: row.sentCount,
    failed: row.failedCount,
    opened: row.openedCount,
    clicked: row.clickedCount,
    openRate: row.sentCount > 0 ? Math.min(1, row.openedCount / row.sentCount) : 0,
  };
}

/** Batches, newest first, with their source's title; one query for the page, one for the total. */
export async function listBatches(
  db: Db,
  filter: { source?: SendoutSource; sourceId?: number; status?: SendoutStatus },
  page: number,
  limit: number,
): Promise<{ rows: SendoutBatch[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.source) conditions.push(eq(sendoutBatches.source, filter.source));
  if (filter.sourceId !== undefined) conditions.push(eq(sendoutBatches.sourceId, filter.sourceId));
  if (filter.status) conditions.push(eq(sendoutBatches.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ batch: sendoutBatches, title: posts.title })
      .from(sendoutBatches)
      .leftJoin(
        posts,
        and(eq(sendoutBatches.source, 'post'), eq(posts.id, sendoutBatches.sourceId)),
      )
      .where(where)
      .orderBy(desc(sendoutBatches.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(sendoutBatches).where(where),
  ]);
  return {
    rows: rows.map((r) => presentBatch(r.batch, r.title ?? '')),
    total: Number(total?.n ?? 0),
  };
}

/** The rendered mail of one language to one address, without tracking, via the outbox/SMTP. */
export async function sendTest(
  deps: { db: Db; config: Config; mailer: Mailer },
  input: {
    mail: MailSet;
    consent: MailConsent;
    language: ContentLanguage;
    to: string;
    sample: { nickname: string; firstName: string; lastName: string; id: number };
    tagValues?: TagValues;
    source: SendoutSource;
  },
): Promise<void> {
  const languages = writtenLanguages({ mail: input.mail });
  if (!languages.includes('ja')) throw setupError();
  const language = languages.includes(input.language) ? input.language : 'ja';
  const prepared = prepareMail({
    appUrl: deps.config.appUrl,
    secret: deps.config.secrets.session,
    language,
    content: input.mail[language]!,
    consent: input.consent,
  });
  const mail = renderFor(prepared, input.sample, input.tagValues?.[language] ?? {}, {
    recipient: 'test',
    unsubscribe: 'test',
  });
  await deps.mailer.sendRendered(deps.db, {
    to: input.to,
    language,
    template: `sendout_test_${input.source}`,
    subject: `[TEST] ${mail.subject}`,
    text: mail.text,
    html: mail.html,
  });
}

// ---------------------------------------------------------------------------------------------
// The recipient's side
// ---------------------------------------------------------------------------------------------

/** Counts an open once per recipient (the pixel). */
export async function recordOpen(db: Db, secret: string, token: string): Promise<void> {
  const who = readRecipientToken(secret, token);
  if (!who) return;
  await db.transaction(async (tx) => {
    const opened = await tx
      .update(sendoutRecipients)
      .set({ openedAt: new Date() })
      .where(
        and(
          eq(sendoutRecipients.batchId, who.batchId),
          eq(sendoutRecipients.userId, who.userId),
          isNull(sendoutRecipients.openedAt),
        ),
      )
      .returning({ userId: sendoutRecipients.userId });
    if (opened.length)
      await tx
        .update(sendoutBatches)
        .set({ openedCount: sql`${sendoutBatches.openedCount} + 1` })
        .where(eq(sendoutBatches.id, who.batchId));
  });
}

/**
 * A tracked click: counted once per recipient (and as an open, as images are often blocked).
 * Returns where to go, or undefined when the link was not one of the batch's own.
 */
export async function recordClick(
  db: Db,
  secret: string,
  token: string,
  url: string,
  signature: string,
): Promise<string | undefined> {
  const who = readRecipientToken(secret, token);
  if (!who || !/^https?:\/\//.test(url) || !linkVerified(secret, who.batchId, url, signature))
    return undefined;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ openedAt: sendoutRecipients.openedAt, clickedAt: sendoutRecipients.clickedAt })
      .from(sendoutRecipients)
      .where(
        and(eq(sendoutRecipients.batchId, who.batchId), eq(sendoutRecipients.userId, who.userId)),
      )
      .for('update');
    if (!row || row.clickedAt) return;
    const now = new Date();
    await tx
      .update(sendoutRecipients)
      .set({ clickedAt: now, openedAt: row.openedAt ?? now })
      .where(
        and(eq(sendoutRecipients.batchId, who.batchId), eq(sendoutRecipients.userId, who.userId)),
      );
    await tx
      .update(sendoutBatches)
      .set({
        clickedCount: sql`${sendoutBatches.clickedCount} + 1`,
        openedCount: row.openedAt
          ? sendoutBatches.openedCount
          : sql`${sendoutBatches.openedCount} + 1`,
      })
      .where(eq(sendoutBatches.id, who.batchId));
  });
  return url;
}

/** Turns off the consent the mail was sent under; recorded like any consent change. */
export async function unsubscribe(
  db: Db,
  secret: string,
  token: string,
): Promise<MailConsent | undefined> {
  const who = readUnsubscribeToken(secret, token);
  if (!who) return undefined;
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, who.userId)).for('update');
    if (!user) return undefined;
    const key = who.consent === 'newsletter' ? 'newsletterConsent' : 'surveyConsent';
    if (user[key]) {
      const now = new Date();
      await tx
        .update(users)
        .set({ [key]: false, updatedAt: now })
        .where(eq(users.id, user.id));
      await recordConsentEvent(tx, user.id, consentsOf({ ...user, [key]: false }), now);
    }
    return who.consent;
  });
}
