// Delivering a running batch: recipients held with a renewed lease, a page claimed ahead
// (hand.ts), each mail filled in from its language's prepared mail, built as raw MIME (mime.ts)
// and sent over a pooled SMTP transport, one lane of mails per connection. A delivered mail is
// recorded while the lane's next mail goes over the wire, and that next mail's final dot waits for
// the record; records finishing together are written in one UPDATE (group commit). So a hard kill
// leaves unrecorded at most one delivered mail per connection, which goes again with its
// Message-ID. Without SMTP each mail goes into the outbox with its record, one at a time.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import pg from 'pg';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailMessages, type SendoutBatchRow } from '../../db/schema/index';
import { Readable } from 'node:stream';
import { type Claimed, giveBack, recordFailure, recordSent } from './claims';
import { claimHand, type Hand } from './hand';
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

/** How many group commits may be written at once (a lane's record should not queue long). */
const WRITERS = 2;

/**
 * Group commit of `sent` records: a free writer takes every id waiting, ids arriving meanwhile
 * wait for the next write; `sent` resolves once the write holding its id committed (or throws its
 * error). On a PostgreSQL server, committed without waiting for the WAL flush (claims.ts,
 * `recordSent`); never on PGlite, whose WAL lives in this process and would die with it.
 */
function sentRecorder(db: Db, batchId: number, asyncCommit: boolean) {
  type Waiter = { id: number; done: (error?: unknown) => void };
  let waiting: Waiter[] = [];
  let writers = 0;
  const loop = async () => {
    writers += 1;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      let error: unknown;
      await recordSent(
        db,
        batchId,
        group.map((w) => w.id),
        asyncCommit,
      ).catch((e: unknown) => {
        error = e ?? new Error('recording sent mails failed');
      });
      for (const w of group) w.done(error);
    }
    writers -= 1;
  };
  return {
    sent(userId: number): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ id: userId, done: (error) => (error ? reject(error) : resolve()) });
        if (writers < WRITERS) void loop();
      });
    },
  };
}

/**
 * A message whose bytes go out at once and whose end (SMTP's final dot) waits for `gate`: if the
 * gate fails the stream fails, the connection is dropped, and the server never takes the message.
 */
function endingAfter(bytes: Buffer, gate: Promise<void>): Readable {
  const stream = new Readable({ read() {} });
  stream.push(bytes);
  gate.then(
    () => stream.push(null),
    (error: unknown) => stream.destroy(error as Error),
  );
  return stream;
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
  // A PostgreSQL server outlives this process; an embedded PGlite does not.
  const onServer = (db as { $client?: unknown }).$client instanceof pg.Pool;
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

  /** A recipient's mail as raw MIME bytes. */
  function build(batch: SendoutBatchRow, prepared: Map<string, PreparedMail>, r: Claimed) {
    const unsubscribe = unsubscribeToken(secret, r.userId, batch.consent);
    const mail = renderFor(
      prepared.get(r.language) ?? prepared.get('ja')!,
      r,
      batch.tagValues[r.language] ?? batch.tagValues.ja ?? {},
      { recipient: recipientToken(secret, batch.id, r.userId), unsubscribe },
    );
    return {
      mail,
      raw: () =>
        mime.build({
          to: r.email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<sendout-${batch.id}-${r.userId}@${host}>`,
          unsubscribeUrl: `${config.appUrl}/api/mail/unsubscribe/${unsubscribe}`,
        }),
    };
  }

  async function recordFailed(batch: SendoutBatchRow, r: Claimed, error: unknown) {
    const retry = isTemporary(error) && r.attempts < MAX_ATTEMPTS;
    const message = String((error as Error).message ?? error).slice(0, 500);
    log.warn({ err: error, batchId: batch.id, userId: r.userId }, 'sendout mail failed');
    await recordFailure(db, batch.id, r.userId, retry, message);
  }

  /**
   * One SMTP connection's turn: sends the connection's mails one after another. A delivered mail
   * is recorded while the next one goes over the wire; the next one's end of data (the final
   * dot that makes the server take it) waits until that record committed. So at most one mail
   * per connection is delivered and not recorded, and the connection never idles for the database.
   */
  async function smtpLane(
    transport: Transporter,
    batch: SendoutBatchRow,
    prepared: Map<string, PreparedMail>,
    hand: Hand,
    recorder: ReturnType<typeof sentRecorder>,
    stopped: () => boolean,
  ): Promise<void> {
    let recorded: Promise<void> = Promise.resolve();
    let recordError: unknown;
    try {
      for (let r = await hand.next(); r; r = await hand.next()) {
        if (recordError) throw recordError;
        if (stopped()) {
          hand.putBack(r.userId);
          break;
        }
        await pace();
        const raw = build(batch, prepared, r).raw();
        try {
          await transport.sendMail({
            envelope: { from: mime.envelopeFrom, to: [r.email] },
            raw: endingAfter(raw, recorded),
          });
        } catch (error) {
          if (recordError) throw recordError;
          await recordFailed(batch, r, error);
          hand.release(r.userId);
          continue;
        }
        const userId = r.userId;
        recorded = recorder.sent(userId).then(
          () => hand.release(userId),
          (error: unknown) => {
            recordError = error ?? new Error('recording a sent mail failed');
            throw recordError;
          },
        );
        recorded.catch(() => undefined);
      }
    } finally {
      await recorded.catch(() => undefined);
    }
    if (recordError) throw recordError;
  }

  /** Without SMTP: each mail goes into the outbox with its record, one at a time. */
  async function outboxLane(
    batch: SendoutBatchRow,
    prepared: Map<string, PreparedMail>,
    hand: Hand,
    stopped: () => boolean,
  ): Promise<void> {
    for (let next = await hand.next(); next; next = await hand.next()) {
      const r = next;
      if (stopped()) {
        hand.putBack(r.userId);
        break;
      }
      await pace();
      const { mail } = build(batch, prepared, r);
      try {
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
        await recordFailed(batch, r, error);
      }
      hand.release(r.userId);
    }
  }

  async function deliverBatch(
    batch: SendoutBatchRow,
    prepared: Map<string, PreparedMail>,
    goOn: () => Promise<boolean>,
  ): Promise<number> {
    let failure: unknown;
    const stopped = () => closing() || failure !== undefined;
    const hand = claimHand({
      db,
      batchId: batch.id,
      pageSize: settings.pageSize,
      leaseSeconds: settings.leaseSeconds,
      mayClaim: async () => !stopped() && (await goOn()),
      log,
    });
    const recorder = sentRecorder(db, batch.id, onServer);
    const lanes = transport ? settings.connections : 1;
    const lane = () =>
      (transport
        ? smtpLane(transport, batch, prepared, hand, recorder, stopped)
        : outboxLane(batch, prepared, hand, stopped)
      ).catch((error: unknown) => {
        failure ??= error;
      });
    try {
      await Promise.all(Array.from({ length: lanes }, lane));
    } finally {
      // Claims never handed out go back at once instead of waiting for their lease to run out.
      await giveBack(db, batch.id, await hand.stop());
    }
    if (failure) throw failure;
    return hand.claimed();
  }

  return { deliverBatch, close: () => transport?.close() };
}
