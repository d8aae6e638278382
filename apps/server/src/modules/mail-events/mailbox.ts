// The bounce mailbox (BOUNCE_MAILBOX_URL, IMAP through imapflow): each unread mail is read as a
// report (reports.ts); a report's events are recorded and the mail deleted (flagged \Deleted and
// expunged); a mail that is no report is marked read and left for a person, and one whose events
// could not be recorded stays unread for the next run. Several processes may read the mailbox at
// once: a report's events carry its Message-ID, so a report read twice is counted once.
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow } from 'imapflow';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { MailEvent } from '../suppression/events';
import { recordMailEvents } from '../suppression/record';
import { verpReader } from './refs';
import { readMailboxMessage, type ReportedEvent } from './reports';

/** Mails read in one run; the rest wait for the next. */
const PER_RUN = 100;

export type MailboxRun = { recorded: number; deleted: number; setAside: number };

function clientFor(url: string): { client: ImapFlow; mailbox: string } {
  const u = new URL(url);
  const secure = u.protocol === 'imaps:';
  const client = new ImapFlow({
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) },
    logger: false,
    disableAutoIdle: true,
  });
  return { client, mailbox: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'INBOX' };
}

/** An ARF whose receiver redacted the recipient still names the member by its VERP address. */
async function withAddresses(db: Db, events: ReportedEvent[]): Promise<MailEvent[]> {
  const missing = events.filter((e) => !e.email && e.userId != null).map((e) => e.userId!);
  const found = missing.length
    ? await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, missing))
    : [];
  const emails = new Map(found.map((u) => [u.id, u.email]));
  return events.flatMap((e) => {
    const email = e.email ?? (e.userId != null ? emails.get(e.userId) : undefined);
    return email ? [{ ...e, email }] : [];
  });
}

export async function readBounceMailbox(deps: {
  db: Db;
  url: string;
  secret: string;
  log: FastifyBaseLogger;
}): Promise<MailboxRun> {
  const { db, log } = deps;
  const readRef = verpReader(deps.secret);
  const { client, mailbox } = clientFor(deps.url);
  const run: MailboxRun = { recorded: 0, deleted: 0, setAside: 0 };
  client.on('error', (err: unknown) => log.warn({ err }, 'bounce mailbox connection failed'));
  await client.connect();
  try {
    const lock = await client.getMailboxLock(mailbox);
    try {
      const unread = ((await client.search({ seen: false }, { uid: true })) || []).slice(
        0,
        PER_RUN,
      );
      if (unread.length === 0) return run;
      const mails = await client.fetchAll(
        unread.join(','),
        { source: true, uid: true },
        { uid: true },
      );
      const done: number[] = [];
      const aside: number[] = [];
      for (const mail of mails) {
        if (!mail.source) continue;
        try {
          const reading = await readMailboxMessage(mail.source, readRef);
          if (!reading.isReport) {
            aside.push(mail.uid);
            continue;
          }
          const events = await withAddresses(db, reading.events);
          await recordMailEvents(db, events);
          run.recorded += events.length;
          done.push(mail.uid);
        } catch (err) {
          log.warn({ err, uid: mail.uid }, 'bounce mailbox: a mail could not be read');
        }
      }
      if (aside.length) await client.messageFlagsAdd(aside.join(','), ['\\Seen'], { uid: true });
      if (done.length) await client.messageDelete(done.join(','), { uid: true });
      run.deleted = done.length;
      run.setAside = aside.length;
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return run;
}
