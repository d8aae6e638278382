// The bounce mailbox end to end over IMAP (hoodiecrow, an IMAP server inside the test process):
// a failed DSN, three delayed DSNs and a redacted abuse report about a batch's mails end on the
// suppression list with their reasons, the complaint turns news mail off, the reports are
// deleted and a mail that is no report stays, read; the next batch's snapshot skips them.
import { and, eq, inArray } from 'drizzle-orm';
import hoodiecrow from 'hoodiecrow-imap';
import { ImapFlow } from 'imapflow';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSuppressions, sendoutBatches, sendoutRecipients, users } from '../../db/schema/index';
import { verpAddress } from '../../lib/verp';
import { buildAdmin, buildMember, Client, json, useTestApp } from '../../../test/helpers';
import { reportMail } from './fixtures/report-mail';
import { readBounceMailbox } from './mailbox';

const ctx = useTestApp({ MAIL_BOUNCE_ADDRESS: 'bounces@setouchi-fanclub.jp' });
const server = hoodiecrow({
  plugins: ['UIDPLUS', 'ID', 'UNSELECT'],
  storage: { INBOX: { messages: [] } },
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `imap://testuser:testpass@127.0.0.1:${server.server.address().port}/INBOX`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const log = { warn: () => undefined } as never;

/** A connection of the test's own, as a mail server delivering reports and as a person looking. */
async function withMailbox<T>(work: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: Number(new URL(url).port),
    secure: false,
    auth: { user: 'testuser', pass: 'testpass' },
    logger: false,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.logout();
  }
}
const deliver = (raw: string | Buffer) => withMailbox((client) => client.append('INBOX', raw, []));
const mailboxState = () =>
  withMailbox(async (client) => {
    const lock = await client.getMailboxLock('INBOX');
    try {
      const all = await client.fetchAll('1:*', { flags: true, envelope: true });
      return all.map((m) => ({ subject: m.envelope?.subject, seen: m.flags?.has('\\Seen') }));
    } finally {
      lock.release();
    }
  });

describe('the bounce mailbox', () => {
  it('records DSNs and feedback reports, deletes them and leaves other mail; the next batch skips', async () => {
    const YEAR = new Date().getFullYear();
    const yearOfBirth = 1953;
    const tag = process.pid;
    const members = [];
    for (const local of ['stays', 'gone', 'full', 'complains'])
      members.push(
        await buildMember(ctx.db, {
          email: `${local}.${tag}@example.jp`,
          yearOfBirth,
          newsletterConsent: true,
        }),
      );
    const [stays, gone, full, complains] = members;
    const admin = await new Client(ctx.app, 'ja').login((await buildAdmin(ctx.db)).email);
    const created = await admin.post('/api/posts', {
      title: '瀬戸内の灯台',
      contents: '<p>灯台をめぐります。</p>',
      audience: { type: 'custom', ageMin: YEAR - yearOfBirth, ageMax: YEAR - yearOfBirth },
      mail: { ja: { subject: '灯台めぐり', body: '<p>{{nick_name}}さん</p>' } },
      status: 'published',
    });
    expect(created.statusCode, created.body).toBe(201);
    const postId = json<{ data: { id: number } }>(created).data.id;
    await ctx.app.sendouts.tick();
    const [batch] = await ctx.db
      .select()
      .from(sendoutBatches)
      .where(and(eq(sendoutBatches.source, 'post'), eq(sendoutBatches.sourceId, postId)));
    const verp = (userId: number) =>
      verpAddress(ctx.config.secrets.session, 'bounces@setouchi-fanclub.jp', {
        batchId: batch!.id,
        userId,
      });

    await deliver(
      reportMail('rfc3464-failed.eml', { recipient: gone!.email, verp: verp(gone!.id) }),
    );
    for (const n of [1, 2, 3]) {
      const dsn = reportMail('gmail-delayed.eml', {
        recipient: full!.email,
        messageId: `<sendout-${batch!.id}-${full!.id}@setouchi-fanclub.jp>`,
      })
        .toString()
        .replace('SMTPIN_ADDED_DSN@', `SMTPIN_ADDED_DSN${n}@`);
      await deliver(dsn);
    }
    // A receiver that redacts the recipient: the VERP return path names the member.
    const arf = reportMail('rfc5965-abuse.eml', {
      recipient: 'redacted@example.invalid',
      verp: verp(complains!.id),
    })
      .toString()
      .replace(/Original-Rcpt-To: [^\r]*\r\n/, '')
      .replace('To: <redacted@example.invalid>', 'To: <redacted>');
    await deliver(arf);
    await deliver(readFileSync(new URL('./fixtures/not-a-report.eml', import.meta.url)));

    const run = await readBounceMailbox({
      db: ctx.db,
      url,
      secret: ctx.config.secrets.session,
      log,
    });
    expect(run).toEqual({ recorded: 5, deleted: 5, setAside: 1 });
    const rows = await ctx.db
      .select({ email: mailSuppressions.email, reason: mailSuppressions.reason })
      .from(mailSuppressions)
      .where(
        inArray(
          mailSuppressions.email,
          members.map((m) => m.email),
        ),
      );
    expect(Object.fromEntries(rows.map((r) => [r.email, r.reason]))).toEqual({
      [gone!.email]: 'hard_bounce',
      [full!.email]: 'soft_bounce',
      [complains!.email]: 'complaint',
    });
    const [member] = await ctx.db
      .select({ consent: users.newsletterConsent })
      .from(users)
      .where(eq(users.id, complains!.id));
    expect(member!.consent).toBe(false);
    expect(await mailboxState()).toEqual([{ subject: 'Re: 島めぐり', seen: true }]);
    // Nothing new: a second run reads nothing.
    expect(
      await readBounceMailbox({ db: ctx.db, url, secret: ctx.config.secrets.session, log }),
    ).toEqual({ recorded: 0, deleted: 0, setAside: 0 });

    const again = await admin.post(`/api/admin/posts/${postId}/sendouts`, { sendMode: 'now' });
    expect(again.statusCode, again.body).toBe(201);
    await ctx.app.sendouts.tick();
    const recipients = await ctx.db
      .select({ email: sendoutRecipients.email })
      .from(sendoutRecipients)
      .where(eq(sendoutRecipients.batchId, json<{ data: { id: number } }>(again).data.id));
    expect(recipients.map((r) => r.email)).toEqual([stays!.email]);
  });
});
