// A sendout's message, read back by a mail parser: the encoded subject and sender, one-click
// unsubscribe, the Message-ID the cluster suite counts by and both parts decode to what was
// filled in, with no defect a mail client would trip on; and it reads the same as the message
// nodemailer composes for that recipient from scratch.
import MailComposer from 'nodemailer/lib/mail-composer';
import { type ParsedMail, simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { type MessageParts, messageTemplate } from './message';

/** The message parsed, after the checks of its form that parsing alone forgives. */
async function read(raw: Buffer): Promise<ParsedMail> {
  const text = raw.toString('utf8');
  // Every line ends in CRLF (no bare CR or LF) and stays within SMTP's 998 characters.
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.split('\r\n');
  expect(lines.filter((l) => l.length > 998)).toEqual([]);
  const head = text.slice(0, text.indexOf('\r\n\r\n'));
  // Header lines are fields or their folded continuations, 76 characters at most.
  for (const line of head.split('\r\n')) {
    expect(line).toMatch(/^([A-Za-z-]+: |[ \t])/);
    expect(line.length).toBeLessThanOrEqual(76);
  }
  const body = text.slice(head.length);
  // Base64 lines of 76 characters at most (RFC 2045).
  expect(body.split('\r\n').filter((l) => l.length > 76)).toEqual([]);
  const parsed = await simpleParser(raw, { skipTextToHtml: true });
  expect(parsed.attachments).toEqual([]);
  expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
  return parsed;
}

/** What a mail client shows of a message, and the headers the engine relies on. */
const shown = (m: ParsedMail) => ({
  from: m.from?.value,
  to: (Array.isArray(m.to) ? m.to : [m.to]).flatMap((t) => t?.value ?? []),
  subject: m.subject,
  messageId: m.messageId,
  date: m.date?.toISOString(),
  listUnsubscribe: m.headerLines.find((h) => h.key === 'list-unsubscribe')?.line,
  listUnsubscribePost: m.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line,
  text: m.text,
  html: m.html,
});

const hana: MessageParts = {
  to: 'hana@example.jp',
  subject: 'hana1971さん、しまなみ海道と瀬戸内の島々のお知らせ（第12号、秋の特集です）',
  messageId: '<sendout-7-42@localhost>',
  unsubscribeUrl: 'http://localhost:3000/api/mail/unsubscribe/42.n.abc',
  text: '瀬戸 花子 様\n\nお知らせ',
  html: `<p>瀬戸 花子 様</p>${'<p>しまなみ海道の島々から、季節の便りをお届けします。</p>'.repeat(20)}`,
};
const date = new Date('2026-11-24T10:00:00Z');

describe('the sendout message', () => {
  it('carries the encoded subject and sender, unsubscribe headers and both parts', async () => {
    const fill = await messageTemplate('瀬戸内ファンクラブ <no-reply@setouchi-fanclub.jp>');
    const m = shown(await read(fill(hana, date)));
    expect(m).toEqual({
      from: [{ name: '瀬戸内ファンクラブ', address: 'no-reply@setouchi-fanclub.jp' }],
      to: [{ name: '', address: 'hana@example.jp' }],
      subject: hana.subject,
      messageId: '<sendout-7-42@localhost>',
      date: '2026-11-24T10:00:00.000Z',
      listUnsubscribe: expect.stringMatching(
        /^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/mail\/unsubscribe\/42\.n\.abc>\s+\(Unsubscribe\)$/,
      ) as string,
      listUnsubscribePost: 'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      text: hana.text,
      html: hana.html,
    });
  });

  it('reads as nodemailer’s own message for each recipient, the template filled many times', async () => {
    const from = '"Setouchi, Fan Club" <club@example.jp>';
    const fill = await messageTemplate(from);
    const recipients: MessageParts[] = [
      hana,
      {
        ...hana,
        to: 'ゆき@example.jp',
        subject: 'Autumn news',
        text: 'a\r\n.\r\n..b',
        html: '<p>.</p>',
      },
      {
        ...hana,
        to: 'm2@example.jp',
        subject: `${'長い件名'.repeat(40)} {{x}}`,
        text: 'x'.repeat(500),
      },
    ];
    for (const parts of recipients) {
      const own = await new MailComposer({
        from,
        to: parts.to,
        subject: parts.subject,
        messageId: parts.messageId,
        date,
        headers: {
          'List-Unsubscribe': `<${parts.unsubscribeUrl}> (Unsubscribe)`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        text: { content: parts.text, contentTransferEncoding: 'base64' },
        html: { content: parts.html, contentTransferEncoding: 'base64' },
      })
        .compile()
        .build();
      const filled = shown(await read(fill(parts, date)));
      expect(filled).toEqual(shown(await simpleParser(own, { skipTextToHtml: true })));
      expect(filled.from).toEqual([{ name: 'Setouchi, Fan Club', address: 'club@example.jp' }]);
    }
  });
});
