// The one way to send mail: every message is written to mail_messages; with SMTP_URL set a
// worker delivers pending rows over SMTP, otherwise the rows are the local outbox.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailSettings } from '../config-mail';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { mailMessages } from '../db/schema/index';
import { domainOf, messageIdOf, verpAddress } from '../lib/verp';
import { suppressionReasonOf } from '../modules/suppression/sql';
import { renderTemplate, type TemplateName, type TemplateVars } from './templates';

const MAX_ATTEMPTS = 5;
const BATCH = 20;
const STALE_SENDING_MS = 10 * 60_000;

export type SendInput<N extends TemplateName> = {
  to: string;
  language: string;
  template: N;
  vars: TemplateVars<N>;
};

export type RenderedInput = {
  to: string;
  language: string;
  /** What kind of mail, for the outbox (`sendout_test`, …). */
  template: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Which entries of the suppression list stop this mail: transactional mail (the default) still
   * goes to a bounced address, never to one that reported spam; group notices stop at any entry.
   */
  suppressedBy?: 'complaint' | 'any';
};

export type Mailer = {
  /** Writes the message (in the caller's transaction when `db` is one). */
  send<N extends TemplateName>(db: Db, input: SendInput<N>): Promise<void>;
  /** Writes a message rendered elsewhere (a sendout's test mail, say). */
  sendRendered(db: Db, input: RenderedInput): Promise<void>;
  /** Delivers due pending messages over SMTP; returns how many were sent. */
  deliverDue(): Promise<number>;
  readonly usesSmtp: boolean;
  close(): void;
};

export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** The VERP return path (signed with `secret`) and DKIM, when the server sends over SMTP. */
  identity?: { secret: string; mail: MailSettings };
}): Mailer {
  const { db, log, identity } = options;
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, dkim: identity?.mail.dkim })
    : undefined;
  const domain = domainOf(options.from);
  const bounceAddress = identity?.mail.bounceAddress;
  let delivering: Promise<number> | undefined;

  async function deliverBatch(): Promise<number> {
    if (!transport) return 0;
    const now = new Date();
    // Claim rows so that several server processes never send the same message twice.
    const claimed = await db.execute(sql`
      update mail_messages set status = 'sending', attempts = attempts + 1,
        next_attempt_at = ${new Date(now.getTime() + STALE_SENDING_MS).toISOString()}::timestamptz
      where id in (
        select id from mail_messages
        where (status = 'pending' or status = 'sending') and next_attempt_at <= ${now.toISOString()}::timestamptz
        order by id limit ${BATCH} for update skip locked)
      returning id`);
    const ids = rowsOf<{ id: number }>(claimed).map((r) => Number(r.id));
    if (ids.length === 0) return 0;
    const rows = await db
      .select()
      .from(mailMessages)
      .where(inArray(mailMessages.id, ids))
      .orderBy(asc(mailMessages.id));
    let sent = 0;
    for (const row of rows) {
      try {
        await transport.sendMail({
          from: options.from,
          to: row.toAddress,
          messageId: messageIdOf({ mailId: row.id }, domain),
          ...(bounceAddress && identity
            ? {
                envelope: {
                  from: verpAddress(identity.secret, bounceAddress, { mailId: row.id }),
                  to: [row.toAddress],
                },
              }
            : {}),
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
        });
        await db
          .update(mailMessages)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(eq(mailMessages.id, row.id));
        sent += 1;
      } catch (error) {
        const failed = row.attempts >= MAX_ATTEMPTS;
        const backoffMs = 30_000 * 2 ** row.attempts;
        log.warn({ err: error, mailId: row.id }, 'mail delivery failed');
        await db
          .update(mailMessages)
          .set({
            status: failed ? 'failed' : 'pending',
            lastError: String((error as Error).message ?? error).slice(0, 500),
            nextAttemptAt: new Date(Date.now() + backoffMs),
          })
          .where(eq(mailMessages.id, row.id));
      }
    }
    return sent;
  }

  async function deliverDue(): Promise<number> {
    // One delivery loop at a time within this process.
    if (delivering) return delivering;
    delivering = (async () => {
      let total = 0;
      for (;;) {
        const n = await deliverBatch();
        total += n;
        if (n < BATCH) break;
      }
      return total;
    })().finally(() => {
      delivering = undefined;
    });
    return delivering;
  }

  async function sendRendered(tx: Db, input: RenderedInput): Promise<void> {
    const suppressed = await suppressionReasonOf(tx, input.to);
    if (suppressed && (input.suppressedBy === 'any' || suppressed === 'complaint')) {
      log.info({ template: input.template, reason: suppressed }, 'mail not sent: suppressed');
      return;
    }
    const [stored] = await tx
      .insert(mailMessages)
      .values({
        toAddress: input.to,
        subject: input.subject,
        textBody: input.text,
        htmlBody: input.html,
        template: input.template,
        language: input.language,
        status: transport ? 'pending' : 'stored',
      })
      .returning({ id: mailMessages.id });
    if (transport) {
      setImmediate(
        () => void deliverDue().catch((err) => log.error({ err }, 'mail delivery loop failed')),
      );
    } else {
      // Never the body, in any mode: it may hold a reset link or a gift code (the outbox has it).
      log.info(
        { to: input.to, subject: input.subject, mailId: stored!.id },
        'mail stored in the outbox',
      );
    }
  }

  return {
    usesSmtp: transport !== undefined,
    async send(tx, input) {
      const mail = renderTemplate(input.template, input.language, input.vars);
      await sendRendered(tx, {
        to: input.to,
        language: mail.language,
        template: input.template,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    sendRendered,
    deliverDue,
    close() {
      transport?.close();
    },
  };
}
