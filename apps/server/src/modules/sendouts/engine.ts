// The sendout worker: a durable job in the database. Each tick starts the earliest due scheduled
// batch when none is running (the database lets only one run, across every server process),
// snapshots its recipients, and sends them in pages at the configured rate. Every recipient's
// delivery is recorded as it happens, so a process that ends mid-batch is resumed by the next
// tick of any process: nobody recorded as sent is mailed again, and nobody is skipped.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@fanclub/contract/codes';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import {
  mailMessages,
  sendoutBatches,
  sendoutRecipients,
  type SendoutBatchRow,
  type SendoutRecipientRow,
} from '../../db/schema/index';
import { membersMatching } from '../audience/sql';
import { prepareMail, renderFor, type PreparedMail } from './render';
import { recipientToken, unsubscribeToken } from './tokens';

/** Tries per recipient for a temporary (4xx) SMTP failure before it is recorded as failed. */
const MAX_ATTEMPTS = 3;
/** Failures counted before the failure ratio may end a batch. */
const MIN_FAILURES_TO_ABORT = 20;

export type SendoutEngine = {
  /** Starts due batches and delivers the running one until nothing is left to do now. */
  tick(): Promise<void>;
  /** Asks for a tick soon (a batch was just created). */
  kick(): void;
  /** Stops claiming, lets mails in flight finish and be recorded, gives back unsent claims. */
  close(): Promise<void>;
};

type Deps = { db: Db; config: Config; log: FastifyBaseLogger };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Written languages of a batch's mail: a recipient gets their main language, else ja. */
export function writtenLanguages(batch: Pick<SendoutBatchRow, 'mail'>): ContentLanguage[] {
  return CONTENT_LANGUAGES.filter((lang) => batch.mail[lang]?.subject && batch.mail[lang]?.body);
}

/** Whether a batch can be sent at all: an audience, and Japanese content (everyone's fallback). */
export function setupProblem(batch: Pick<SendoutBatchRow, 'mail' | 'audience'>): string | null {
  if (!batch.audience) return 'no audience';
  if (!writtenLanguages(batch).includes('ja')) return 'no Japanese mail content';
  return null;
}

/**
 * Marks a batch running and snapshots its recipients, in one transaction. Throws the unique
 * violation of `sendout_batches_one_running` when another batch runs (the caller decides what
 * that means). Returns the started batch, or undefined if it was no longer `schedule`.
 */
export async function startBatch(
  db: Db,
  batchId: number,
  now = new Date(),
): Promise<SendoutBatchRow | undefined> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .update(sendoutBatches)
      .set({ status: 'in_progress', startedAt: now })
      .where(and(eq(sendoutBatches.id, batchId), eq(sendoutBatches.status, 'schedule')))
      .returning();
    if (!batch) return undefined;
    const problem = setupProblem(batch);
    if (problem) {
      const [failed] = await tx
        .update(sendoutBatches)
        .set({ status: 'fail', finishedAt: now, error: problem, recipientCount: 0 })
        .where(eq(sendoutBatches.id, batchId))
        .returning();
      return failed;
    }
    const languages = writtenLanguages(batch);
    const inserted = await tx.execute(sql`
      insert into sendout_recipients (batch_id, user_id, email, language, nickname, first_name, last_name)
      select ${batch.id}, users.id, users.email,
        case when users.main_language in (${sql.join(
          languages.map((l) => sql`${l}`),
          sql`, `,
        )}) then users.main_language else 'ja' end,
        users.nickname, users.first_name, users.last_name
      from users
      where ${membersMatching(batch.audience, now, { consent: batch.consent })}`);
    const count = Number(
      (inserted as { rowCount?: number; affectedRows?: number }).rowCount ??
        (inserted as { affectedRows?: number }).affectedRows ??
        0,
    );
    const [started] = await tx
      .update(sendoutBatches)
      .set({ recipientCount: count })
      .where(eq(sendoutBatches.id, batchId))
      .returning();
    return started;
  });
}

/** Ends a running batch when none of its recipients is left open; exact counts from the rows. */
async function finishIfDone(db: Db, batch: SendoutBatchRow, failRatio: number): Promise<boolean> {
  const [counts] = rowsOf<{ open: number; sent: number; failed: number }>(
    await db.execute(sql`
      select count(*) filter (where status in ('pending', 'sending'))::int as open,
             count(*) filter (where status = 'sent')::int as sent,
             count(*) filter (where status = 'failed')::int as failed
      from sendout_recipients where batch_id = ${batch.id}`),
  );
  if (!counts || counts.open > 0) return false;
  const total = counts.sent + counts.failed;
  const failing = counts.failed >= MIN_FAILURES_TO_ABORT && counts.failed > total * failRatio;
  await db
    .update(sendoutBatches)
    .set({
      status: failing || (total > 0 && counts.sent === 0) ? 'fail' : 'completed',
      finishedAt: new Date(),
      sentCount: counts.sent,
      failedCount: counts.failed,
      error: failing || (total > 0 && counts.sent === 0) ? 'too many delivery failures' : null,
    })
    .where(and(eq(sendoutBatches.id, batch.id), eq(sendoutBatches.status, 'in_progress')));
  return true;
}

/** Ends a running batch as `fail` now (too many failures); its unsent recipients stay unsent. */
async function abort(db: Db, batch: SendoutBatchRow, reason: string) {
  const [counts] = rowsOf<{ sent: number; failed: number }>(
    await db.execute(sql`
      select count(*) filter (where status = 'sent')::int as sent,
             count(*) filter (where status = 'failed')::int as failed
      from sendout_recipients where batch_id = ${batch.id}`),
  );
  await db
    .update(sendoutBatches)
    .set({
      status: 'fail',
      finishedAt: new Date(),
      error: reason,
      sentCount: counts?.sent ?? 0,
      failedCount: counts?.failed ?? 0,
    })
    .where(and(eq(sendoutBatches.id, batch.id), eq(sendoutBatches.status, 'in_progress')));
}

/** A temporary SMTP failure (4xx, or the connection) is tried again; a 5xx answer is final. */
function isTemporary(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return code === undefined || (code >= 400 && code < 500);
}

export function createSendoutEngine({ db, config, log }: Deps): SendoutEngine {
  const settings = config.sendout;
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        pool: true,
        maxConnections: settings.connections,
        maxMessages: Infinity,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : undefined;
  const host = new URL(config.appUrl).hostname;
  let running: Promise<void> | undefined;
  let again = false;
  let closing = false;
  let nextSendAt = 0;

  /** Waits for this mail's turn at the configured rate (shared by the process's senders). */
  async function pace() {
    if (settings.ratePerSecond <= 0) return;
    const now = Date.now();
    const at = Math.max(now, nextSendAt);
    nextSendAt = at + 1000 / settings.ratePerSecond;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }

  async function deliver(
    batch: SendoutBatchRow,
    prepared: Map<string, PreparedMail>,
    r: SendoutRecipientRow,
  ): Promise<'sent' | 'failed' | 'retry'> {
    const unsubscribe = unsubscribeToken(config.secrets.session, r.userId, batch.consent);
    const mail = renderFor(
      prepared.get(r.language) ?? prepared.get('ja')!,
      r,
      batch.tagValues[r.language] ?? batch.tagValues.ja ?? {},
      { recipient: recipientToken(config.secrets.session, batch.id, r.userId), unsubscribe },
    );
    const unsubscribeUrl = `${config.appUrl}/api/mail/unsubscribe/${unsubscribe}`;
    try {
      if (transport) {
        await transport.sendMail({
          from: config.mailFrom,
          to: r.email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<sendout-${batch.id}-${r.userId}@${host}>`,
          list: { unsubscribe: { url: unsubscribeUrl, comment: 'Unsubscribe' } },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
        await db
          .update(sendoutRecipients)
          .set({ status: 'sent', sentAt: new Date(), claimedUntil: null, error: null })
          .where(
            and(eq(sendoutRecipients.batchId, batch.id), eq(sendoutRecipients.userId, r.userId)),
          );
      } else {
        // No SMTP: the outbox is the mailbox; the row and the record commit together.
        await db.transaction(async (tx) => {
          await tx.insert(mailMessages).values({
            toAddress: r.email,
            subject: mail.subject,
            textBody: mail.text,
            htmlBody: mail.html,
            template: `sendout_${batch.source}`,
            language: r.language,
            status: 'stored',
          });
          await tx
            .update(sendoutRecipients)
            .set({ status: 'sent', sentAt: new Date(), claimedUntil: null, error: null })
            .where(
              and(eq(sendoutRecipients.batchId, batch.id), eq(sendoutRecipients.userId, r.userId)),
            );
        });
      }
      return 'sent';
    } catch (error) {
      const retry = isTemporary(error) && r.attempts < MAX_ATTEMPTS;
      const message = String((error as Error).message ?? error).slice(0, 500);
      log.warn({ err: error, batchId: batch.id, userId: r.userId }, 'sendout mail failed');
      await db
        .update(sendoutRecipients)
        .set({ status: retry ? 'pending' : 'failed', claimedUntil: null, error: message })
        .where(
          and(eq(sendoutRecipients.batchId, batch.id), eq(sendoutRecipients.userId, r.userId)),
        );
      return retry ? 'retry' : 'failed';
    }
  }

  /** Claims and sends one page; returns how many recipients it claimed. */
  async function deliverPage(
    batch: SendoutBatchRow,
    prepared: Map<string, PreparedMail>,
  ): Promise<{ claimed: number; failedInRow: number }> {
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + settings.leaseSeconds * 1000);
    const claimed = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        update sendout_recipients r
        set status = 'sending', claimed_until = ${leaseUntil.toISOString()}::timestamptz,
            attempts = r.attempts + 1
        from (
          select batch_id, user_id from sendout_recipients
          where batch_id = ${batch.id}
            and (status = 'pending'
                 or (status = 'sending' and claimed_until < ${now.toISOString()}::timestamptz))
          order by user_id
          limit ${settings.pageSize}
          for update skip locked
        ) c
        where r.batch_id = c.batch_id and r.user_id = c.user_id
        returning r.user_id, r.email, r.language, r.nickname, r.first_name, r.last_name, r.attempts`),
    ).map(
      (row) =>
        ({
          batchId: batch.id,
          userId: Number(row.user_id),
          email: String(row.email),
          language: String(row.language),
          nickname: String(row.nickname),
          firstName: String(row.first_name),
          lastName: String(row.last_name),
          attempts: Number(row.attempts),
        }) as SendoutRecipientRow,
    );
    if (claimed.length === 0) return { claimed: 0, failedInRow: 0 };

    let next = 0;
    let sent = 0;
    let failed = 0;
    const unsent: number[] = [];
    const worker = async () => {
      for (;;) {
        const r = claimed[next];
        next += 1;
        if (!r) return;
        if (closing) {
          unsent.push(r.userId);
          continue;
        }
        await pace();
        const outcome = await deliver(batch, prepared, r);
        if (outcome === 'sent') sent += 1;
        else if (outcome === 'failed') failed += 1;
      }
    };
    await Promise.all(Array.from({ length: transport ? settings.connections : 1 }, worker));
    if (unsent.length) {
      // Shutting down: the claims go back at once instead of waiting for the lease to run out.
      await db.execute(sql`
        update sendout_recipients set status = 'pending', claimed_until = null,
          attempts = greatest(attempts - 1, 0)
        where batch_id = ${batch.id} and status = 'sending'
          and user_id in (${sql.join(
            unsent.map((id) => sql`${id}`),
            sql`, `,
          )})`);
    }
    // Progress for the screens; finishIfDone recounts exactly.
    await db
      .update(sendoutBatches)
      .set({
        sentCount: sql`${sendoutBatches.sentCount} + ${sent}`,
        failedCount: sql`${sendoutBatches.failedCount} + ${failed}`,
      })
      .where(eq(sendoutBatches.id, batch.id));
    return { claimed: claimed.length, failedInRow: sent === 0 ? failed : 0 };
  }

  async function runBatch(batch: SendoutBatchRow) {
    const prepared = new Map<string, PreparedMail>();
    for (const language of writtenLanguages(batch))
      prepared.set(
        language,
        prepareMail({
          appUrl: config.appUrl,
          secret: config.secrets.session,
          language,
          content: batch.mail[language]!,
          consent: batch.consent,
          tracking: batch.id,
        }),
      );
    for (;;) {
      if (closing) return;
      const { claimed } = await deliverPage(batch, prepared);
      const [state] = await db
        .select({
          status: sendoutBatches.status,
          sent: sendoutBatches.sentCount,
          failed: sendoutBatches.failedCount,
        })
        .from(sendoutBatches)
        .where(eq(sendoutBatches.id, batch.id));
      if (state?.status !== 'in_progress') return;
      const processed = state.sent + state.failed;
      if (state.failed >= MIN_FAILURES_TO_ABORT && state.failed > processed * settings.failRatio) {
        await abort(db, batch, 'too many delivery failures');
        log.error({ batchId: batch.id, failed: state.failed }, 'sendout batch failed');
        return;
      }
      if (claimed === 0) {
        // Nothing claimable: done, or the rest is claimed by another process (or a dead one
        // whose lease has not run out yet; a later tick takes those).
        await finishIfDone(db, batch, settings.failRatio);
        return;
      }
    }
  }

  /** Starts the earliest due scheduled batch; false when none was due or another runs. */
  async function startDue(now: Date): Promise<boolean> {
    const [due] = await db
      .select({ id: sendoutBatches.id })
      .from(sendoutBatches)
      .where(and(eq(sendoutBatches.status, 'schedule'), lte(sendoutBatches.scheduledAt, now)))
      .orderBy(asc(sendoutBatches.scheduledAt), asc(sendoutBatches.id))
      .limit(1);
    if (!due) return false;
    try {
      const batch = await startBatch(db, due.id, now);
      if (batch) log.info({ batchId: batch.id, recipients: batch.recipientCount }, 'batch started');
      return true;
    } catch (error) {
      // Another batch is running (maybe started by another process a moment ago): wait.
      if (uniqueViolation(error)) return false;
      throw error;
    }
  }

  async function work() {
    while (!closing) {
      const [current] = await db
        .select()
        .from(sendoutBatches)
        .where(eq(sendoutBatches.status, 'in_progress'))
        .limit(1);
      if (current) {
        await runBatch(current);
        const [after] = await db
          .select({ status: sendoutBatches.status })
          .from(sendoutBatches)
          .where(eq(sendoutBatches.id, current.id));
        // Still running: its rest is claimed elsewhere; a later tick comes back for it.
        if (after?.status === 'in_progress') return;
        continue;
      }
      if (!(await startDue(new Date()))) return;
    }
  }

  function tick(): Promise<void> {
    if (closing) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await work();
      } while (again && !closing);
    })()
      .catch((error) => log.error({ err: error }, 'sendout tick failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    tick,
    kick() {
      setImmediate(() => void tick());
    },
    async close() {
      closing = true;
      await running;
      transport?.close();
    },
  };
}
