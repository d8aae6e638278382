// Delivering a running batch: recipients held with a renewed lease, a page claimed ahead
// (hand.ts), each mail filled in from its language's prepared mail and its composed message
// (message.ts), sent through nodemailer's pooled transport (smtp-pool.ts), one lane of mails per
// connection. A delivered mail is recorded while the lane's next mail goes over the wire, and that
// next mail's final dot waits for the record; the lanes' records are written together in one
// UPDATE (recorder.ts). So a hard kill leaves unrecorded at most one delivered mail per
// connection, which goes again with its Message-ID. Without SMTP each mail goes into the outbox
// with its record, one at a time.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailMessages, type SendoutBatchRow } from '../../db/schema/index';
import { addSent, type Claimed, giveBack, recordFailure, recordSent } from './claims';
import { type SentRecorder, sentRecorder } from './recorder';
import { claimHand, type Hand } from './hand';
import { type FillMessage, messageTemplate } from './message';
import { type SmtpPool, smtpPool } from './smtp-pool';
import { refusalEvent } from './refusals';
import { recordMailEvents } from '../suppression/record';
import { renderFor, type PreparedMail } from './render';
import { recipientToken, unsubscribeToken } from './tokens';
import { domainOf, messageIdOf, verpAddress } from '../../lib/verp';
import { dkimSigner } from '../../mail/dkim';

/** Tries per recipient for a temporary (4xx) SMTP failure before it is recorded as failed. */
const MAX_ATTEMPTS = 3;

export type Delivery = {
  /**
   * Claims and sends the batch's recipients until none is left to claim, `goOn` (asked before
   * each page is claimed) or `mayMail` (asked before each mail) answers false, or the process is
   * closing; returns how many it claimed.
   */
  deliverBatch(
    batch: SendoutBatchRow,
    prepared: Map<string, PreparedMail>,
    checks: { goOn: () => Promise<boolean>; mayMail: () => Promise<boolean> },
  ): Promise<number>;
  close(): void;
};

type Deps = { db: Db; config: Config; log: FastifyBaseLogger; closing: () => boolean };

/** A temporary SMTP failure (4xx, or the connection) is tried again; a 5xx answer is final. */
function isTemporary(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return code === undefined || (code >= 400 && code < 500);
}

export function createDelivery({ db, config, log, closing }: Deps): Delivery {
  const settings = config.sendout;
  const smtpUrl = config.smtpUrl;
  /** The batches' connections open now, closed when their batch ends or the process closes. */
  const open = new Set<SmtpPool>();
  // A PostgreSQL server outlives this process; an embedded PGlite does not.
  const onServer = (db as { $client?: unknown }).$client instanceof pg.Pool;
  const domain = domainOf(config.mailFrom);
  const bounceAddress = config.mail.bounceAddress;
  const sign = dkimSigner(config.mail.dkim);
  const secret = config.secrets.session;
  let template: Promise<FillMessage> | undefined;
  let nextSendAt = 0;

  /** Waits for this mail's turn at the configured rate (shared by the process's senders). */
  async function pace() {
    if (settings.ratePerSecond <= 0) return;
    const now = Date.now();
    const at = Math.max(now, nextSendAt);
    nextSendAt = at + 1000 / settings.ratePerSecond;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }

  /** A recipient's mail, filled in from its language's prepared mail. */
  function build(batch: SendoutBatchRow, prepared: Map<string, PreparedMail>, r: Claimed) {
    const unsubscribe = unsubscribeToken(secret, r.userId, batch.consent);
    const mail = renderFor(
      prepared.get(r.language) ?? prepared.get('ja')!,
      r,
      batch.tagValues[r.language] ?? batch.tagValues.ja ?? {},
      { recipient: recipientToken(secret, batch.id, r.userId), unsubscribe },
    );
    return { mail, unsubscribe };
  }

  /** A recipient's message as raw bytes. */
  function compose(
    batch: SendoutBatchRow,
    prepared: Map<string, PreparedMail>,
    r: Claimed,
    fill: FillMessage,
  ) {
    const { mail, unsubscribe } = build(batch, prepared, r);
    return fill({
      to: r.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: messageIdOf({ batchId: batch.id, userId: r.userId }, domain),
      unsubscribeUrl: `${config.appUrl}/api/mail/unsubscribe/${unsubscribe}`,
    });
  }

  async function recordFailed(batch: SendoutBatchRow, r: Claimed, error: unknown) {
    const retry = isTemporary(error) && r.attempts < MAX_ATTEMPTS;
    const message = String((error as Error).message ?? error).slice(0, 500);
    log.warn({ err: error, batchId: batch.id, userId: r.userId }, 'sendout mail failed');
    await recordFailure(db, batch.id, r.userId, retry, message);
    const refusal = refusalEvent(batch.id, r, error, !retry);
    if (refusal)
      await recordMailEvents(db, [refusal]).catch((err: unknown) =>
        log.error({ err, batchId: batch.id }, 'recording a refused recipient failed'),
      );
  }

  /**
   * One lane of the pool: sends its mails one after another. A delivered mail is recorded while
   * the next one goes over the wire; the next one's end of data (the final dot that makes the
   * server take it) waits until that record committed. So at most one mail per lane, and there
   * are as many lanes as connections, is delivered and not recorded, and the connections never
   * idle for the database.
   */
  async function smtpLane(
    smtp: SmtpPool,
    fill: FillMessage,
    batch: SendoutBatchRow,
    prepared: Map<string, PreparedMail>,
    hand: Hand,
    recorder: SentRecorder,
    mayGo: () => Promise<boolean>,
  ): Promise<void> {
    /** The previous mail's outcome recorded: the gate of the next mail's final dot. */
    let recorded: Promise<void> = Promise.resolve();
    let recordError: unknown;
    try {
      for (let r = await hand.next(); r; r = await hand.next()) {
        if (recordError) throw recordError;
        await pace();
        if (!(await mayGo())) {
          hand.putBack(r.userId);
          break;
        }
        const claimed = r;
        const { ended, accepted } = smtp.send({
          to: claimed.email,
          // The return path names the mail, so a bounce that comes back names its recipient.
          from: bounceAddress
            ? verpAddress(secret, bounceAddress, { batchId: batch.id, userId: claimed.userId })
            : config.mailFrom,
          message: sign
            ? await sign(compose(batch, prepared, claimed, fill))
            : compose(batch, prepared, claimed, fill),
          gate: recorded,
        });
        recorded = accepted.then(
          () =>
            recorder.sent(claimed.userId).then(
              () => hand.release(claimed.userId),
              (error: unknown) => {
                recordError = error ?? new Error('recording a sent mail failed');
                throw recordError;
              },
            ),
          async (error: unknown) => {
            if (recordError) throw recordError;
            await recordFailed(batch, claimed, error);
            hand.release(claimed.userId);
          },
        );
        recorded.catch(() => undefined);
        await ended;
      }
    } finally {
      recorder.need();
      await recorded.catch(() => undefined);
    }
    if (recordError) throw recordError;
  }

  /** Without SMTP: each mail goes into the outbox with its record, one at a time. */
  async function outboxLane(
    batch: SendoutBatchRow,
    prepared: Map<string, PreparedMail>,
    hand: Hand,
    mayGo: () => Promise<boolean>,
  ): Promise<void> {
    for (let next = await hand.next(); next; next = await hand.next()) {
      const r = next;
      await pace();
      if (!(await mayGo())) {
        hand.putBack(r.userId);
        break;
      }
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
          await addSent(tx, batch.id, await recordSent(tx, batch.id, [r.userId]));
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
    { goOn, mayMail }: { goOn: () => Promise<boolean>; mayMail: () => Promise<boolean> },
  ): Promise<number> {
    let failure: unknown;
    /** The source closed: no lane sends another mail. */
    let shut = false;
    const stopped = () => closing() || failure !== undefined || shut;
    /** Asked right before each mail goes. */
    const mayGo = async () => {
      if (stopped()) return false;
      if (!(await mayMail())) shut = true;
      return !stopped();
    };
    const lanes = smtpUrl ? settings.connections : 1;
    const recorder = sentRecorder(db, batch.id, lanes, onServer);
    const hand = claimHand({
      db,
      batchId: batch.id,
      pageSize: settings.pageSize,
      leaseSeconds: settings.leaseSeconds,
      // The progress is brought up to date before each page (goOn reads it).
      mayClaim: async () => {
        await recorder.saveCount();
        return !stopped() && (await goOn());
      },
      log,
    });
    const run = (lane: () => Promise<void>) =>
      lane().catch((error: unknown) => {
        failure ??= error;
      });
    let smtp: SmtpPool | undefined;
    try {
      if (smtpUrl) {
        const fill = await (template ??= messageTemplate(config.mailFrom));
        const pool = (smtp = smtpPool(smtpUrl, settings.connections));
        open.add(pool);
        await Promise.all(
          Array.from({ length: lanes }, () =>
            run(() => smtpLane(pool, fill, batch, prepared, hand, recorder, mayGo)),
          ),
        );
      } else await run(() => outboxLane(batch, prepared, hand, mayGo));
    } finally {
      if (smtp) {
        open.delete(smtp);
        smtp.close();
      }
      // Claims never handed out go back at once instead of waiting for their lease to run out.
      await giveBack(db, batch.id, await hand.stop());
      await recorder.saveCount();
    }
    if (failure) throw failure;
    return hand.claimed();
  }

  return {
    deliverBatch,
    close: () => {
      for (const pool of open) pool.close();
    },
  };
}
