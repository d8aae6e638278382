// What the mail editor stores, as the HTML of a mail's card. Two kinds of body exist:
// - plain text (what admins write now): blank lines separate paragraphs, single line breaks are
//   kept, every http(s) address and every link tag ({{survey_link}}, {{offer_link}}, … any tag
//   whose name ends in `_link`) becomes a link, and a line `[button: <address or link tag> | Label]`
//   becomes a button; everything else is escaped text;
// - HTML (the seeded demo mails and older rich text): sanitised with the posts' allow-list when
//   saved (`cleanMailBody`), and used as stored.
// A body is HTML when it holds one of the allow-list's elements. The text part is derived from
// this HTML (render.ts `textOf`), so both parts come from one reading of the body.
import { LinkifyIt } from 'linkify-it';
import { escapeHtml } from '../lib/html';
import { sanitizePostHtml } from '../modules/posts/sanitize';

const HTML_ELEMENT =
  /<\/?(p|br|h[1-6]|ul|ol|li|blockquote|hr|div|span|a|strong|em|b|i|u|s|img|table)\b[^<>]*>/i;

/** Whether a stored body is HTML (else it is plain text). */
export const isHtmlBody = (body: string): boolean => HTML_ELEMENT.test(body);

/** A body as stored: HTML sanitised, plain text exactly as written (trimmed). */
export function cleanMailBody(body: string): string {
  return isHtmlBody(body) ? sanitizePostHtml(body) : body.trim();
}

// Only whole http(s) addresses: no bare domains, e-mail addresses or other schemes.
const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false })
  .add('ftp:', null)
  .add('mailto:', null)
  .add('//', null);

const LINK_TAG = /\{\{\s*([a-z_]*_link)\s*\}\}/g;
/** `[button: {{survey_link}} | Answer the survey]` or `[button: https://… | Label]`. */
const BUTTON =
  /^\s*\[\s*button\s*:\s*(\{\{\s*[a-z_]*_link\s*\}\}|https?:\/\/[^\s|\]]+)\s*\|\s*([^\]]*?)\s*\]\s*$/i;

const LINK_STYLE = 'color:#1d5c8c;word-break:break-all';
const BUTTON_STYLE =
  'background:#1d5c8c;color:#fff;padding:12px 24px;border-radius:8px;text-decoration:none;display:inline-block;font-weight:bold';
const PARAGRAPH_STYLE = 'margin:0 0 16px';

/** A link's address as written in an href: a link tag stays a tag (filled per recipient). */
const hrefOf = (target: string) => {
  const tag = /^\{\{\s*([a-z_]+)\s*\}\}$/.exec(target);
  return tag ? `{{${tag[1]}}}` : escapeHtml(target);
};

type Span = { index: number; end: number; href: string };

/** One line of plain text: escaped, with its addresses and link tags as links. */
function lineHtml(line: string): string {
  const spans: Span[] = [
    ...(linkify.match(line) ?? []).map((m) => ({ index: m.index, end: m.lastIndex, href: m.url })),
    ...[...line.matchAll(LINK_TAG)].map((m) => ({
      index: m.index,
      end: m.index + m[0].length,
      href: `{{${m[1]}}}`,
    })),
  ].sort((a, b) => a.index - b.index);
  let out = '';
  let at = 0;
  for (const s of spans) {
    if (s.index < at) continue;
    const label = line.slice(s.index, s.end);
    const text = s.href.startsWith('{{') ? s.href : escapeHtml(label);
    out += `${escapeHtml(line.slice(at, s.index))}<a href="${hrefOf(s.href)}" style="${LINK_STYLE}">${text}</a>`;
    at = s.end;
  }
  return out + escapeHtml(line.slice(at));
}

const buttonHtml = (target: string, label: string) =>
  `<p style="margin:24px 0"><a href="${hrefOf(target)}" style="${BUTTON_STYLE}">${escapeHtml(label || target)}</a></p>`;

// Plain text saved before this reader existed went through the HTML sanitiser, which wrote
// &, < and > as entities; reading them back keeps those mails as their authors wrote them.
const decodeSanitised = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** A plain-text body as HTML paragraphs, line breaks, links and buttons. */
export function plainTextHtml(body: string): string {
  const blocks: string[] = [];
  const paragraphs = decodeSanitised(body.replace(/\r\n?/g, '\n'))
    .trim()
    .split(/\n[ \t\u3000]*\n/)
    .filter((p) => p.trim());
  for (const paragraph of paragraphs) {
    let lines: string[] = [];
    const flush = () => {
      if (lines.length) blocks.push(`<p style="${PARAGRAPH_STYLE}">${lines.join('<br>')}</p>`);
      lines = [];
    };
    for (const line of paragraph.replace(/^\n+|\n+$/g, '').split('\n')) {
      const button = BUTTON.exec(line);
      if (button) {
        flush();
        blocks.push(buttonHtml(button[1]!, button[2]!));
      } else lines.push(lineHtml(line));
    }
    flush();
  }
  return blocks.join('\n');
}

/**
 * The HTML of a stored body (`cleanMailBody` ran when it was saved): HTML as it is, plain text
 * read as above.
 */
export function mailBodyHtml(body: string): string {
  return isHtmlBody(body) ? body : plainTextHtml(body);
}
