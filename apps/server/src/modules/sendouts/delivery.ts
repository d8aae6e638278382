// Claiming and delivering one page of a running batch's recipients: claimed with
// `FOR UPDATE SKIP LOCKED` and a lease (several processes share a batch), sent at the
// configured rate over a pooled SMTP transport (or into the outbox), each recipient recorded
// as sent or failed as it happens.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  mailMessages,
  sendoutBatches,
  sendoutRecipients,
  type SendoutBatchRow,
  type SendoutRecipientRow,
} from '../../db/schema/index';
import { renderFor, type PreparedMail } from './render';
import { recipientToken, unsubscribeToken } from './tokens';

/** Tries per recipient for a temporary (4xx) SMTP failure before it is recorded as failed. */
const MAX_ATTEMPTS = 3;

export type Delivery = {
  /** Claims and sends one page; `claimed` is 0 when nothing was left to claim. */
  deliverPage(batch: SendoutBatchRow, prepared: Map<string, PreparedMail>): Promise<number>;
  close(): void;
};

type Deps = { db: Db; config: Config; log: FastifyBaseLogger; closing: () => boolean };

/** A temporary SMTP failure (4xx, or the connection) is tried again; a 5xx answer is final. */
function isTemporary(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return code === undefined || (code >= 400 && code < 500);
}

const recipientIs = (batchId: number, userId: number) =>
  and(eq(sendoutRecipients.batchId, batchId), eq(sendoutRecipients.userId, userId));

const SENT = { status: 'sent', claimedUntil: null, error: null } as const;

/** Claims up to a page of open recipients (pending, or sending with an expired lease). */
async function claimPage(
  db: Db,
  batchId: number,
  pageSize: number,
  leaseSeconds: number,
): Promise<SendoutRecipientRow[]> {
  const now = new Date();
  const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      update sendout_recipients r
      set status = 'sending', claimed_until = ${leaseUntil.toISOString()}::timestamptz,
          attempts = r.attempts + 1
      from (
        select batch_id, user_id from sendout_recipients
        where batch_id = ${batchId}
          and (status = 'pending'
               or (status = 'sending' and claimed_until < ${now.toISOString()}::timestamptz))
        order by user_id
        limit ${pageSize}
        for update skip locked
      ) c
      where r.batch_id = c.batch_id and r.user_id = c.user_id
      returning r.user_id, r.email, r.language, r.nickname, r.first_name, r.last_name, r.attempts`),
  );
  return rows.map(
    (row) =>
      ({
        batchId,
        userId: Number(row.user_id),
        email: String(row.email),
        language: String(row.language),
        nickname: String(row.nickname),
        firstName: String(row.first_name),
        lastName: String(row.last_name),
        attempts: Number(row.attempts),
      }) as SendoutRecipientRow,
  );
}

export function createDelivery({ db, config, log, closing }: Deps): Delivery {
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
          .set({ ...SENT, sentAt: new Date() })
          .where(recipientIs(batch.id, r.userId));
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
            .set({ ...SENT, sentAt: new Date() })
            .where(recipientIs(batch.id, r.userId));
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
        .where(recipientIs(batch.id, r.userId));
      return retry ? 'retry' : 'failed';
    }
  }

  async function deliverPage(batch: SendoutBatchRow, prepared: Map<string, PreparedMail>) {
    const claimed = await claimPage(db, batch.id, settings.pageSize, settings.leaseSeconds);
    if (claimed.length === 0) return 0;
    let next = 0;
    let sent = 0;
    let failed = 0;
    const unsent: number[] = [];
    const worker = async () => {
      for (let r = claimed[next++]; r; r = claimed[next++]) {
        if (closing()) {
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
    return claimed.length;
  }

  return { deliverPage, close: () => transport?.close() };
}
