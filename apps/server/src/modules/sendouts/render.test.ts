// One language of a batch's mail, rendered once and filled per recipient.
import { fillTags } from '@fanclub/contract/sendouts';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/html';
import { prepareMail, renderFor, textOf } from './render';
import { readRecipientToken } from './tokens';

const base = {
  appUrl: 'https://fan.example.jp',
  secret: 'a-secret-of-sixteen-chars',
  consent: 'newsletter' as const,
};

describe('batch mail rendering', () => {
  it('makes site paths absolute, tracks links, adds the pixel and the unsubscribe footer', () => {
    const mail = prepareMail({
      ...base,
      language: 'en',
      tracking: 7,
      content: {
        subject: 'Hello {{nick_name}}',
        body: '<p><img src="/uploads/posts/a.webp" alt="Naoshima"></p><p><a href="/posts/3">Read</a></p>',
      },
    });
    const out = renderFor(
      mail,
      { nickname: 'Tom & <Jerry>', firstName: 'Tom', lastName: 'Baker' },
      {},
      { recipient: 'RCPT', unsubscribe: 'UNSUB' },
    );
    expect(out.subject).toBe('Hello Tom & <Jerry>');
    expect(out.html).toContain('src="https://fan.example.jp/uploads/posts/a.webp"');
    expect(out.html).toContain('https://fan.example.jp/api/mail/click/RCPT?u=');
    expect(out.html).toContain(encodeURIComponent('https://fan.example.jp/posts/3'));
    expect(out.html).toContain('src="https://fan.example.jp/api/mail/open/RCPT"');
    expect(out.html).toContain('https://fan.example.jp/mail/unsubscribe?token=UNSUB');
    expect(out.text).toContain(
      'Stop these mails: https://fan.example.jp/mail/unsubscribe?token=UNSUB',
    );
  });

  it("gives the unsubscribe page the mail's language (ja, else en)", () => {
    const link = (language: 'ja' | 'en' | 'ko') =>
      renderFor(
        prepareMail({ ...base, language, content: { subject: 'S', body: '<p>B</p>' } }),
        { nickname: 'N', firstName: 'F', lastName: 'L' },
        {},
        { recipient: 'RCPT', unsubscribe: 'UNSUB' },
      ).text;
    expect(link('en')).toContain('/mail/unsubscribe?token=UNSUB&lang=en\n');
    expect(link('ja')).toContain('/mail/unsubscribe?token=UNSUB&lang=ja\n');
    expect(link('ko')).toContain('/mail/unsubscribe?token=UNSUB&lang=en\n');
  });

  it('escapes tag values in HTML only, and never lets a value become a token', () => {
    const mail = prepareMail({
      ...base,
      language: 'ja',
      content: { subject: '{{nick_name}}様', body: '<p>{{last_name}} {{first_name}} 様</p>' },
    });
    const out = renderFor(
      mail,
      { nickname: '__RECIPIENT_TOKEN__', firstName: '<script>', lastName: '瀬戸' },
      {},
      { recipient: 'RCPT', unsubscribe: 'UNSUB' },
    );
    expect(out.subject).toBe('__RECIPIENT_TOKEN__様');
    expect(out.html).toContain('瀬戸 &lt;script&gt; 様');
    expect(out.text).toContain('瀬戸 <script> 様');
    // Test sends have no tracking: no pixel.
    expect(out.html).not.toContain('/api/mail/open/');
  });

  it('turns sanitised HTML into readable text', () => {
    expect(
      textOf(
        '<p>A &amp; B</p><ul><li>one</li><li>two</li></ul><p><a href="https://x.jp">site</a></p>',
      ),
    ).toBe('A & B\n\n・one\n\n・two\n\nsite (https://x.jp)');
  });

  it('refuses forged recipient tokens', () => {
    expect(readRecipientToken(base.secret, '1.2.AAAAAAAAAAAAAAAA')).toBeUndefined();
    expect(readRecipientToken(base.secret, 'nonsense')).toBeUndefined();
  });

  it('fills each recipient from the same prepared mail as the straight replacement does, nothing carried over', () => {
    const mail = prepareMail({
      ...base,
      language: 'en',
      tracking: 9,
      content: {
        subject: '{{nick_name}} {{ first_name }}',
        body:
          '<p>{{last_name}} {{first_name}} {{nick_name}}{{nick_name}} {{unknown}} {{constructor}}</p>' +
          '<p>{{ x__RECIPIENT_TOKEN__ }} {{event_name}} {} {{}} {{{first_name}}}</p>' +
          '<p><a href="https://x.jp/a?b=1&amp;c=2">{{first_name}}</a></p>',
      },
    });
    // renderFor before the prepared parts were split once per mail: tokens placed, then tags.
    const straight = (
      r: (typeof people)[number],
      tokens: { recipient: string; unsubscribe: string },
    ) => {
      const values: Record<string, string> = {
        event_name: 'Art & <Sea>',
        nick_name: r.nickname,
        first_name: r.firstName,
        last_name: r.lastName,
      };
      const escaped = Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]),
      );
      const place = (t: string) =>
        t
          .replaceAll('__RECIPIENT_TOKEN__', tokens.recipient)
          .replaceAll('__UNSUBSCRIBE_TOKEN__', tokens.unsubscribe);
      return {
        subject: fillTags(mail.subject, values),
        html: fillTags(place(mail.html), escaped),
        text: fillTags(place(mail.text), values),
      };
    };
    const people = [
      { nickname: 'Ann', firstName: 'Anna', lastName: '{{first_name}}' },
      { nickname: '__UNSUBSCRIBE_TOKEN__', firstName: 'B<b>', lastName: 'Bee' },
      { nickname: '', firstName: '', lastName: '' },
    ];
    const outs = people.map((r, i) => {
      const tokens = { recipient: `9.${i}.RCPTSIG${i}`, unsubscribe: `${i}.n.UNSUBSIG${i}` };
      const out = renderFor(mail, r, { event_name: 'Art & <Sea>' }, tokens);
      expect(out).toEqual(straight(r, tokens));
      return out;
    });
    // Nobody's mail holds another recipient's tokens or names.
    for (const [i, out] of outs.entries())
      for (const [j, other] of people.entries())
        if (j !== i) {
          const all = `${out.subject}${out.html}${out.text}`;
          expect(all).not.toContain(`RCPTSIG${j}`);
          expect(all).not.toContain(`UNSUBSIG${j}`);
          if (other.firstName) expect(all).not.toContain(escapeHtml(other.firstName));
        }
  });
});
