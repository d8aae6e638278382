// Report mails as receivers write them (RFC 3464's example DSN, a Gmail-style delayed DSN,
// RFC 5965's example ARF) read into events, tied to the mail by VERP or Message-ID.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verpAddress } from '../../lib/verp';
import { verpReader } from './refs';
import { readMailboxMessage } from './reports';
import { reportMail } from './fixtures/report-mail';

const SECRET = 'a-session-secret-of-enough-length';
const read = verpReader(SECRET);

describe('reports in the bounce mailbox', () => {
  it("reads RFC 3464's failed DSN as a hard bounce of its recipient, tied by VERP", async () => {
    const verp = verpAddress(SECRET, 'bounces@setouchi-fanclub.jp', { batchId: 5, userId: 77 });
    const raw = reportMail('rfc3464-failed.eml', { recipient: 'louisl@larry.slip.umd.edu', verp });
    expect(await readMailboxMessage(raw, read)).toEqual({
      isReport: true,
      events: [
        {
          email: 'louisl@larry.slip.umd.edu',
          kind: 'hard_bounce',
          source: 'mailbox',
          batchId: 5,
          userId: 77,
          eventId: '<199407072116.RAA14128@CS.UTK.EDU>:0',
          detail: 'smtp; 550 5.1.1 <louisl@larry.slip.umd.edu>... User unknown',
          occurredAt: new Date('1994-07-07T21:16:05Z'),
        },
      ],
    });
  });

  it("reads a delayed DSN as a soft bounce, tied by the quoted Message-ID's batch alone", async () => {
    const raw = reportMail('gmail-delayed.eml', {
      recipient: 'hanako@example.jp',
      messageId: '<sendout-12-34@setouchi-fanclub.jp>',
    });
    const { events } = await readMailboxMessage(raw, read);
    expect(events).toMatchObject([
      { email: 'hanako@example.jp', kind: 'soft_bounce', batchId: 12 },
    ]);
    expect(events[0]!.userId).toBeUndefined();
    expect(events[0]!.detail).toContain('4.2.2');
  });

  it("reads RFC 5965's abuse report as a complaint, by its Original-Mail-From's VERP", async () => {
    const verp = verpAddress(SECRET, 'bounces@setouchi-fanclub.jp', { batchId: 9, userId: 3 });
    const raw = reportMail('rfc5965-abuse.eml', { recipient: 'taro@example.com', verp });
    expect((await readMailboxMessage(raw, read)).events).toMatchObject([
      { email: 'taro@example.com', kind: 'complaint', batchId: 9, userId: 3 },
    ]);
    // A receiver that redacts Original-Rcpt-To: the original message's To is the recipient.
    const redacted = Buffer.from(
      raw.toString().replace('Original-Rcpt-To: <taro@example.com>\r\n', ''),
    );
    expect((await readMailboxMessage(redacted, read)).events[0]!.email).toBe('taro@example.com');
  });

  it('leaves a mail that is no report alone', async () => {
    const raw = readFileSync(new URL('./fixtures/not-a-report.eml', import.meta.url));
    expect(await readMailboxMessage(raw, read)).toEqual({ isReport: false, events: [] });
  });
});
