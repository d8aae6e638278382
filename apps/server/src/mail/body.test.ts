// The one reading of what the mail editor stores: plain text becomes paragraphs, line breaks,
// links and buttons; HTML stays as it was (sanitised). Checked through the batch renderer, the
// way every sendout, test send and preview runs it.
import { describe, expect, it } from 'vitest';
import { prepareMail, renderFor } from '../modules/sendouts/render';
import { linkVerified } from '../modules/sendouts/tokens';
import { cleanMailBody, isHtmlBody, mailBodyHtml, plainTextHtml } from './body';

const base = {
  appUrl: 'https://fan.example.jp',
  secret: 'a-secret-of-sixteen-chars',
  consent: 'survey' as const,
};
const member = { nickname: 'Umi', firstName: 'Hana', lastName: 'Seto' };
const tokens = { recipient: 'RCPT', unsubscribe: 'UNSUB' };

const render = (body: string, values: Record<string, string> = {}, tracking?: number) =>
  renderFor(
    prepareMail({
      ...base,
      language: 'en',
      content: { subject: 'S', body },
      ...(tracking === undefined ? {} : { tracking, linkTags: values }),
    }),
    member,
    values,
    tokens,
  );

describe('plain-text mail bodies', () => {
  it('makes paragraphs of blank-line-separated blocks and keeps single line breaks', () => {
    const html = plainTextHtml('Dear {{nick_name}},\n\nFirst line\nsecond line\n\n\n\nLast.');
    expect(html.match(/<p /g)).toHaveLength(3);
    expect(html).toContain('First line<br>second line');
    expect(html).not.toContain('<p style="margin:0 0 16px"></p>');
    const out = render('Dear {{nick_name}},\n\nFirst line\nsecond line');
    expect(out.html).toContain('>Dear Umi,</p>');
    expect(out.text).toMatch(/^Dear Umi,\n\nFirst line\nsecond line\n\n--\n/);
  });

  it('links every http(s) address, and nothing else that looks like one', () => {
    const html = plainTextHtml('See https://setouchi.example/a?b=1&c=2. Or example.com, a@b.jp');
    expect(html).toContain(
      '<a href="https://setouchi.example/a?b=1&amp;c=2" style="color:#1d5c8c;word-break:break-all">https://setouchi.example/a?b=1&amp;c=2</a>.',
    );
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('makes link tags links filled per recipient, and the text part shows the address', () => {
    const out = render('Answer here: {{survey_link}}\n\nThanks', {
      survey_link: 'https://fan.example.jp/api/campaigns/4/start',
    });
    expect(out.html).toContain(
      '<a href="https://fan.example.jp/api/campaigns/4/start" style="color:#1d5c8c;word-break:break-all">https://fan.example.jp/api/campaigns/4/start</a>',
    );
    expect(out.text).toContain('Answer here: https://fan.example.jp/api/campaigns/4/start\n');
  });

  it('makes a [button: … | …] line a button, in the text part as label and address', () => {
    const out = render('Hello\n[button: {{survey_link}} | Answer the survey]\nBye', {
      survey_link: 'https://fan.example.jp/api/campaigns/4/start',
    });
    expect(out.html).toMatch(
      /<p style="margin:24px 0"><a href="https:\/\/fan\.example\.jp\/api\/campaigns\/4\/start" style="background:#1d5c8c[^"]*">Answer the survey<\/a><\/p>/,
    );
    expect(out.html).toContain('>Hello</p>');
    expect(out.html).toContain('>Bye</p>');
    expect(out.text).toContain('Answer the survey (https://fan.example.jp/api/campaigns/4/start)');
  });

  it('fills {{unsubscribe_link}} with the recipient own link, never tracked', () => {
    const out = render('Stop: {{unsubscribe_link}}', {}, 3);
    expect(out.html).toContain(
      'href="https://fan.example.jp/mail/unsubscribe?token=UNSUB&amp;lang=en"',
    );
    expect(out.html).not.toContain('click/RCPT?u=https%3A%2F%2Ffan.example.jp%2Fmail');
  });

  it('tracks a plain-text {{offer_link}} like an href link', () => {
    const offer = 'https://fan.example.jp/offer/9?via=mail';
    const out = render('Our offer: {{offer_link}}', { offer_link: offer }, 12);
    const href = /<a href="([^"]+)"[^>]*>https:\/\/fan\.example\.jp\/offer\/9\?via=mail<\/a>/.exec(
      out.html,
    );
    expect(href, out.html).not.toBeNull();
    const tracked = new URL(href![1]!.replace(/&amp;/g, '&'));
    expect(tracked.pathname).toBe('/api/mail/click/RCPT');
    expect(tracked.searchParams.get('u')).toBe(offer);
    expect(linkVerified(base.secret, 12, offer, tracked.searchParams.get('s')!)).toBe(true);
    // The text part carries the tracked address too.
    expect(out.text).toContain(`Our offer: ${tracked.toString()}`);
  });

  it('escapes < > & and quotes, so no markup or script gets through', () => {
    const body =
      'Tom & Jerry <b>bold</b>\n<script>alert(1)</script>\n"q" \'a\'\n' +
      'https://x.example/"><img src=x onerror=alert(1)>';
    expect(isHtmlBody(body)).toBe(true);
    // Written without any allowed element, the same characters stay text.
    const plain = 'Tom & Jerry < 3 > 2\n<script>alert(1)</script> "q"';
    expect(isHtmlBody(plain)).toBe(false);
    const html = plainTextHtml(plain);
    expect(html).toContain(
      'Tom &amp; Jerry &lt; 3 &gt; 2<br>&lt;script&gt;alert(1)&lt;/script&gt; &quot;q&quot;',
    );
    expect(html).not.toMatch(/<script|<img/);
    const out = render(plain);
    expect(out.text).toContain('Tom & Jerry < 3 > 2\n<script>alert(1)</script> "q"');
    // A tag value is escaped in the HTML part.
    const named = renderFor(
      prepareMail({ ...base, language: 'en', content: { subject: 'S', body: 'Hi {{nick_name}}' } }),
      { ...member, nickname: '<img src=x onerror=alert(1)>' },
      {},
      tokens,
    );
    expect(named.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;');
  });

  it('sanitises an HTML body when saved and never makes a javascript: link', () => {
    const html = cleanMailBody(
      '<p onclick="x()">Hi <a href="javascript:alert(1)">x</a></p><script>1</script>',
    );
    expect(html).toBe('<p>Hi <a rel="noopener noreferrer">x</a></p>');
    expect(plainTextHtml('[button: javascript:alert(1) | Go]')).not.toContain('href');
  });

  it('leaves HTML bodies as they were stored (the seeded mails)', () => {
    const stored =
      '<p>{{nick_name}} 様</p><p>アンケートにご協力ください。</p><p><a rel="noopener noreferrer" href="{{survey_link}}">回答する</a></p>';
    expect(mailBodyHtml(stored)).toBe(stored);
    expect(cleanMailBody(stored)).toBe(stored);
  });

  it('reads plain text saved through the old sanitiser as its author wrote it', () => {
    // The sanitiser stored "Q&A <tips>" as "Q&amp;A &lt;tips&gt;".
    expect(cleanMailBody('  Q&A <tips>\n\nok  ')).toBe('Q&A <tips>\n\nok');
    expect(plainTextHtml('Q&amp;A &lt;tips&gt;')).toBe(plainTextHtml('Q&A <tips>'));
    expect(plainTextHtml('Q&A <tips>')).toContain('Q&amp;A &lt;tips&gt;');
  });
});
