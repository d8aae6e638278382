// A batch's mail, rendered once per language (links tracked, footer with the unsubscribe link,
// open pixel) and then filled per recipient: tags replaced by the member's values, HTML-escaped
// in the HTML part. Rendering a recipient is string replacement only, so 100k mails stay cheap.
import type { MailConsent } from '@fanclub/contract/audience';
import type { ContentLanguage } from '@fanclub/contract/codes';
import { fillTags } from '@fanclub/contract/sendouts';
import { escapeHtml } from '../../lib/html';
import { mailBodyHtml } from '../../mail/body';
import { shell } from '../../mail/layout';
import { linkSignature } from './tokens';

const RECIPIENT = '__RECIPIENT_TOKEN__';
const UNSUBSCRIBE = '__UNSUBSCRIBE_TOKEN__';

export const SIGNATURE: Record<ContentLanguage, string> = {
  ja: '瀬戸内ファンクラブ事務局',
  en: 'Setouchi Fan Club office',
  zh: '濑户内粉丝俱乐部事务局',
  tw: '瀨戶內粉絲俱樂部事務局',
  ko: '세토우치 팬클럽 사무국',
  th: 'สำนักงานเซโตะอุจิแฟนคลับ',
};

const FOOTER: Record<ContentLanguage, Record<MailConsent, string> & { stop: string }> = {
  ja: {
    newsletter:
      'このメールは、瀬戸内ファンクラブからのお知らせの受け取りに同意された会員の方にお送りしています。',
    survey: 'このメールは、アンケートへのご協力に同意された会員の方にお送りしています。',
    stop: '配信を停止する',
  },
  en: {
    newsletter:
      'You receive this mail because you agreed to receive news from the Setouchi Fan Club.',
    survey: 'You receive this mail because you agreed to take part in our surveys.',
    stop: 'Stop these mails',
  },
  zh: {
    newsletter: '您收到此邮件，是因为您同意接收濑户内粉丝俱乐部的通知。',
    survey: '您收到此邮件，是因为您同意参与我们的问卷调查。',
    stop: '停止接收',
  },
  tw: {
    newsletter: '您收到此郵件，是因為您同意接收瀨戶內粉絲俱樂部的通知。',
    survey: '您收到此郵件，是因為您同意參與我們的問卷調查。',
    stop: '停止接收',
  },
  ko: {
    newsletter: '세토우치 팬클럽의 소식 수신에 동의하신 회원님께 보내드리는 메일입니다.',
    survey: '설문조사 참여에 동의하신 회원님께 보내드리는 메일입니다.',
    stop: '수신 거부',
  },
  th: {
    newsletter: 'คุณได้รับอีเมลนี้เนื่องจากคุณยินยอมรับข่าวสารจากเซโตะอุจิแฟนคลับ',
    survey: 'คุณได้รับอีเมลนี้เนื่องจากคุณยินยอมเข้าร่วมแบบสอบถามของเรา',
    stop: 'ยกเลิกการรับอีเมล',
  },
};

export type PreparedMail = { subject: string; html: string; text: string };

const decodeEntities = (value: string) =>
  value
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');

const labelIsAddress = (label: string, href: string) =>
  label === href || /^(https?:\/\/\S+|\{\{\s*[a-z_]+\s*\}\})$/.test(decodeEntities(label).trim());

/** The plain-text part of sanitised mail HTML (an allow-list of simple tags). */
export function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_, href: string, label: string) =>
        // A link that shows its own address (or a link tag) is that address in the text part.
        labelIsAddress(label.replace(/<[^>]*>/g, ''), href) ? href : `${label} (${href})`,
      )
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li[^>]*>/gi, '・')
      .replace(/<\/(p|h[1-6]|li|div|blockquote|ul|ol)>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * One language of a batch's mail, ready for its recipients. `tracking` (a batch id) rewrites each
 * http(s) link to the click counter and adds the open pixel; a test send has neither.
 */
export function prepareMail(options: {
  appUrl: string;
  secret: string;
  language: ContentLanguage;
  content: { subject: string; body: string };
  consent: MailConsent;
  tracking?: number;
  /** Tags whose (batch-wide) value is a link to count: filled in before links are rewritten. */
  linkTags?: Record<string, string>;
}): PreparedMail {
  const { appUrl, secret, tracking } = options;
  const linkTags = options.linkTags ?? {};
  // Images and links the editor stored as site paths need the site in a mailbox.
  let body = mailBodyHtml(options.content.body)
    .replace(/href="\{\{\s*([a-z_]+)\s*\}\}"/g, (whole, name: string) => {
      const url = linkTags[name];
      return url && /^https?:\/\//.test(url) ? `href="${escapeHtml(url)}"` : whole;
    })
    .replace(/(src|href)="\/(?!\/)/g, `$1="${appUrl}/`);
  if (tracking !== undefined) {
    body = body.replace(/href="(https?:\/\/[^"]+)"/g, (_, escaped: string) => {
      const url = decodeEntities(escaped);
      const query = `u=${encodeURIComponent(url)}&s=${linkSignature(secret, tracking, url)}`;
      return `href="${escapeHtml(`${appUrl}/api/mail/click/${RECIPIENT}?${query}`)}"`;
    });
  }
  const footer = FOOTER[options.language];
  // The page opens in the mail's language (the interface speaks ja and en).
  const pageLanguage = options.language === 'ja' ? 'ja' : 'en';
  const unsubscribeUrl = `${appUrl}/mail/unsubscribe?token=${UNSUBSCRIBE}&lang=${pageLanguage}`;
  // The unsubscribe link is the recipient's own, never counted as a click.
  body = body.replace(/\{\{\s*unsubscribe_link\s*\}\}/g, escapeHtml(unsubscribeUrl));
  const pixel =
    tracking === undefined
      ? ''
      : `<img src="${appUrl}/api/mail/open/${RECIPIENT}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`;
  const after = `<div style="padding:16px 8px;font-size:12px;color:#555;line-height:1.6">
<p style="margin:0 0 8px">${escapeHtml(footer[options.consent])}</p>
<p style="margin:0"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#1d5c8c">${escapeHtml(footer.stop)}</a></p>
</div>${pixel}`;
  const signature = SIGNATURE[options.language];
  return {
    subject: options.content.subject,
    html: shell(options.content.subject, signature, body, after),
    text: `${textOf(body)}\n\n--\n${signature}\n\n${footer[options.consent]}\n${footer.stop}: ${unsubscribeUrl}\n`,
  };
}

export type RecipientValues = { nickname: string; firstName: string; lastName: string };

/** The contract's `{{tag}}` pattern (`fillTags`), to split a prepared part once. */
const TAG = /\{\{\s*([^{}]*?)\s*\}\}/g;
const PLACEHOLDERS = new RegExp(`(${RECIPIENT}|${UNSUBSCRIBE})`);
type Tokens = { recipient: string; unsubscribe: string };
/** A prepared part split once: text as it is, a token, or a tag (`whole` when it has no value). */
type Piece = string | { token: keyof Tokens } | { tag: string; whole: string };

/** Tokens first, then tags, as one pass over the pieces: a value never becomes a token or a tag. */
function split(text: string): Piece[] {
  const pieces: Piece[] = [];
  const literal = (part: string) =>
    part.split(PLACEHOLDERS).forEach((p, i) => {
      if (i % 2 === 0) pieces.push(p);
      else pieces.push({ token: p === RECIPIENT ? 'recipient' : 'unsubscribe' });
    });
  let at = 0;
  for (const m of text.matchAll(TAG)) {
    literal(text.slice(at, m.index));
    pieces.push({ tag: m[1] ?? '', whole: m[0] });
    at = m.index + m[0].length;
  }
  literal(text.slice(at));
  return pieces.filter((p) => p !== '');
}

const place = (text: string, tokens: Tokens) =>
  text.replaceAll(RECIPIENT, tokens.recipient).replaceAll(UNSUBSCRIBE, tokens.unsubscribe);

function fill(pieces: Piece[], values: Partial<Record<string, string>>, tokens: Tokens): string {
  let out = '';
  for (const p of pieces) {
    if (typeof p === 'string') out += p;
    else if ('token' in p) out += tokens[p.token];
    // A tag without a value stays as it was written (a token inside it still filled in).
    else out += values[p.tag] ?? place(p.whole, tokens);
  }
  return out;
}

/** Each prepared mail's parts, split on their first recipient. */
const pieces = new WeakMap<PreparedMail, { html: Piece[]; text: Piece[] }>();

/** The mail for one recipient: tags filled (escaped in HTML), tokens in place. */
export function renderFor(
  mail: PreparedMail,
  recipient: RecipientValues,
  extraTags: Record<string, string>,
  tokens: Tokens,
): PreparedMail {
  const values: Record<string, string> = {
    ...extraTags,
    nick_name: recipient.nickname,
    first_name: recipient.firstName,
    last_name: recipient.lastName,
  };
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
  let parts = pieces.get(mail);
  if (!parts) pieces.set(mail, (parts = { html: split(mail.html), text: split(mail.text) }));
  return {
    subject: fillTags(mail.subject, values),
    html: fill(parts.html, escaped, tokens),
    text: fill(parts.text, values, tokens),
  };
}
