// Delivering a running batch: pages of recipients claimed with a lease (claims.ts), each mail
// filled in from its language's prepared mail, built as raw MIME (mime.ts) and sent over a pooled
// SMTP transport, one mail at a time per connection. A sent mail is recorded before its
// connection takes the next one; the records of mails finishing together are written in one
// UPDATE (group commit). So a hard kill leaves unrecorded at most one delivered mail per
// connection, which goes again with its Message-ID. Without SMTP each mail goes into the outbox
// with its record, one at a time.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailMessages, type SendoutBatchRow } from '../../db/schema/index';
import { type Claimed, claimPage, giveBack, recordFailure, recordSent } from './claims';
import { mimeBuilder } from './mime';
import { renderFor, type PreparedMail } from './render';
import { recipientToken, unsubscribeToken } from './tokens';

/** Tries per recipient for a temporary (4xx) SMTP failure before it is recorded as failed. */
const MAX_ATTEMPTS = 3;

export type Delivery = {
  /**
   * Claims and sends the batch's recipients until none is left to claim, `goOn` (asked before
   * each page is claimed) answers false, or the process is closing; returns how many it claimed.
   */
  deliverBatch(
    batch: SendoutBatchRow,
    prepared: Map<string, PreparedMail>,
    goOn: () => Promise<boolean>,
  ): Promise<number>;
  close(): void;
};

type Deps = { db: Db; config: Config; log: FastifyBaseLogger; closing: () => boolean };

/** A temporary SMTP failure (4xx, or the connection) is tried again; a 5xx answer is final. */
function isTemporary(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return code === undefined || (code >= 400 && code < 500);
}

/**
 * Group commit of `sent` records: the first id starts a write, ids arriving meanwhile wait for
 * the next one; `sent` resolves once the write holding its id committed (or throws its error).
 */
function sentRecorder(db: Db, batchId: number) {
  type Waiter = { id: number; done: (error?: unknown) => void };
  let waiting: Waiter[] = [];
  let writing = false;
  const loop = async () => {
    writing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      let error: unknown;
      await recordSent(
        db,
        batchId,
        group.map((w) => w.id),
      ).catch((e: unknown) => {
        error = e ?? new Error('recording sent mails failed');
      });
      for (const w of group) w.done(error);
    }
    writing = false;
  };
  return {
    sent(userId: number): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ id: userId, done: (error) => (error ? reject(error) : resolve()) });
        if (!writing) void loop();
      });
    },
  };
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
  const secret = config.secrets.session;
  const mime = mimeBuilder(config.mailFrom);
  let nextSendAt = 0;

  /** Waits for this mail's turn at the configured rate (shared by the process's senders). */
  async function pace() {
    if (settings.ratePerSecond <= 0) return;
    const now = Date.now();
    const at = Math.max(now, nextSendAt);
    nextSendAt = at + 1000 / settings.ratePerSecond;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }

  /** Sends one mail and records it (sent: through the recorder; failed: at once). */
  async function deliver(
    batch: SendoutBatchRow,
    prepared: Map<string, PreparedMail>,
    r: Claimed,
    recorder: ReturnType<typeof sentRecorder>,
  ): Promise<void> {
    const unsubscribe = unsubscribeToken(secret, r.userId, batch.consent);
    const mail = renderFor(
      prepared.get(r.language) ?? prepared.get('ja')!,
      r,
      batch.tagValues[r.language] ?? batch.tagValues.ja ?? {},
      { recipient: recipientToken(secret, batch.id, r.userId), unsubscribe },
    );
    try {
      if (transport) {
        await transport.sendMail({
          envelope: { from: mime.envelopeFrom, to: [r.email] },
          raw: mime.build({
            to: r.email,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            messageId: `<sendout-${batch.id}-${r.userId}@${host}>`,
            unsubscribeUrl: `${config.appUrl}/api/mail/unsubscribe/${unsubscribe}`,
          }),
        });
        // Recorded before this connection's next mail: after a hard kill at most one mail per
        // connection was delivered and not recorded (it goes again, with its Message-ID).
        await recorder.sent(r.userId);
        return;
      }
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
        await recordSent(tx, batch.id, [r.userId]);
      });
    } catch (error) {
      const retry = isTemporary(error) && r.attempts < MAX_ATTEMPTS;
      const message = String((error as Error).message ?? error).slice(0, 500);
      log.warn({ err: error, batchId: batch.id, userId: r.userId }, 'sendout mail failed');
      await recordFailure(db, batch.id, r.userId, retry, message);
    }
  }

  async function deliverBatch(
    batch: SendoutBatchRow,
    prepared: Map<string, PreparedMail>,
    goOn: () => Promise<boolean>,
  ): Promise<number> {
    const window = transport ? settings.connections : 1;
    const recorder = sentRecorder(db, batch.id);
    const inFlight = new Set<Promise<void>>();
    const unsent: number[] = [];
    let failure: unknown;
    let cursor = 0;
    let claimedTotal = 0;
    const claim = async (): Promise<Claimed[]> => {
      if (closing() || failure || !(await goOn())) return [];
      const { pageSize, leaseSeconds } = settings;
      let page = await claimPage(db, batch.id, pageSize, leaseSeconds, cursor);
      // Past the cursor nothing is left: from the start once more (a mail to try again, a
      // claim given back by a process that stopped) before the batch counts as claimed.
      if (page.length === 0 && cursor > 0)
        page = await claimPage(db, batch.id, pageSize, leaseSeconds, (cursor = 0));
      if (page.length > 0) cursor = page.at(-1)!.userId;
      claimedTotal += page.length;
      return page;
    };
    try {
      let page = await claim();
      while (page.length > 0) {
        for (const r of page) {
          if (closing() || failure) {
            unsent.push(r.userId);
            continue;
          }
          while (inFlight.size >= window) await Promise.race(inFlight);
          await pace();
          const sending: Promise<void> = deliver(batch, prepared, r, recorder)
            .catch((error: unknown) => {
              failure ??= error;
            })
            .finally(() => inFlight.delete(sending));
          inFlight.add(sending);
        }
        page = await claim();
      }
    } finally {
      await Promise.all(inFlight);
      await giveBack(db, batch.id, unsent);
    }
    if (failure) throw failure;
    return claimedTotal;
  }

  return { deliverBatch, close: () => transport?.close() };
}
