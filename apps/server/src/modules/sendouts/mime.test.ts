// The raw sendout message: headers a mail client reads (encoded subject and sender, one-click
// unsubscribe, the Message-ID the cluster suite counts by) and both parts decoding to the text.
import { describe, expect, it } from 'vitest';
import { mimeBuilder } from './mime';

/** Headers (unfolded) and the decoded parts of a multipart/alternative message. */
function parse(raw: Buffer) {
  const text = raw.toString('utf8');
  const [head, body] = [
    text.slice(0, text.indexOf('\r\n\r\n')),
    text.slice(text.indexOf('\r\n\r\n') + 4),
  ];
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]/g, ' ').split('\r\n')) {
    const at = line.indexOf(':');
    headers.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
  }
  const boundary = /boundary="([^"]+)"/.exec(headers.get('content-type')!)![1]!;
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((p) => {
      const [h, b] = [p.slice(0, p.indexOf('\r\n\r\n')), p.slice(p.indexOf('\r\n\r\n') + 4)];
      expect(b.split('\r\n').every((l) => l.length <= 76)).toBe(true);
      return {
        type: /Content-Type: ([^;]+)/.exec(h)![1],
        body: Buffer.from(b, 'base64').toString('utf8'),
      };
    });
  expect(body.trimEnd().endsWith(`--${boundary}--`)).toBe(true);
  return { headers, parts };
}

/** RFC 2047 encoded words back to text. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, b: string) =>
      Buffer.from(b, 'base64').toString('utf8'),
    );

describe('the raw sendout message', () => {
  it('carries the encoded subject and sender, unsubscribe headers and both parts', () => {
    const mime = mimeBuilder('瀬戸内ファンクラブ <no-reply@setouchi-fanclub.jp>');
    expect(mime.envelopeFrom).toBe('no-reply@setouchi-fanclub.jp');
    const html = `<p>瀬戸 花子 様</p>${'<p>しまなみ海道の島々から、季節の便りをお届けします。</p>'.repeat(20)}`;
    const subject = 'hana1971さん、しまなみ海道と瀬戸内の島々のお知らせ（第12号、秋の特集です）';
    const raw = mime.build(
      {
        to: 'hana@example.jp',
        subject,
        messageId: '<sendout-7-42@localhost>',
        unsubscribeUrl: 'http://localhost:3000/api/mail/unsubscribe/42.n.abc',
        text: '瀬戸 花子 様\n\nお知らせ',
        html,
      },
      new Date('2026-11-24T10:00:00Z'),
    );
    const { headers, parts } = parse(raw);
    expect(
      raw
        .toString('utf8')
        .split('\r\n')
        .every((l) => l.length <= 998),
    ).toBe(true);
    expect(decodeWords(headers.get('subject')!)).toBe(subject);
    expect(decodeWords(headers.get('from')!)).toBe(
      '瀬戸内ファンクラブ <no-reply@setouchi-fanclub.jp>',
    );
    expect(headers.get('to')).toBe('hana@example.jp');
    expect(headers.get('message-id')).toBe('<sendout-7-42@localhost>');
    expect(headers.get('date')).toBe('Tue, 24 Nov 2026 10:00:00 +0000');
    expect(headers.get('list-unsubscribe')).toBe(
      '<http://localhost:3000/api/mail/unsubscribe/42.n.abc> (Unsubscribe)',
    );
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(parts).toEqual([
      { type: 'text/plain', body: '瀬戸 花子 様\n\nお知らせ' },
      { type: 'text/html', body: html },
    ]);
  });

  it('quotes a plain sender name and leaves a plain subject as it is', () => {
    const mime = mimeBuilder('"Setouchi, Fan Club" <club@example.jp>');
    const raw = mime.build({
      to: 'a@example.jp',
      subject: 'Autumn news',
      messageId: '<m@x>',
      unsubscribeUrl: 'http://x/u',
      text: 't',
      html: '<p>t</p>',
    });
    const { headers } = parse(raw);
    expect(headers.get('from')).toBe('"Setouchi, Fan Club" <club@example.jp>');
    expect(headers.get('subject')).toBe('Autumn news');
  });
});
