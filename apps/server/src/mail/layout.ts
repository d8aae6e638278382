// Renders a mail's parts into the text and HTML bodies, with one look for every message.
import { escapeHtml } from '../lib/html';

export type MailParts = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  notes?: string[];
  signature: string;
};

export type RenderedMail = { subject: string; text: string; html: string };

/**
 * The mark before a note: ※ where the language writes notes so (Japanese, Chinese, Korean);
 * nothing in English or Thai, where it reads as a stray symbol.
 */
const noteMark = (lang: string) => (/^(ja|zh|ko)\b/.test(lang) ? '※ ' : '');

/** `lang` is the BCP 47 tag of the mail's language (it picks the fonts and tells mail readers). */
export function renderMail(parts: MailParts, lang = 'ja'): RenderedMail {
  const mark = noteMark(lang);
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}:`, parts.action.url, ''] : []),
    ...(parts.notes ?? []).map((n) => `${mark}${n}`),
    '',
    '--',
    parts.signature,
  ].join('\n');

  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.7">${escapeHtml(s)}</p>`;
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#1d5c8c;color:#fff;padding:12px 24px;border-radius:8px;text-decoration:none;display:inline-block;font-weight:bold">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:12px;color:#555;word-break:break-all">${escapeHtml(parts.action.url)}</p>`
    : '';
  const notes = (parts.notes ?? [])
    .map((n) => `<p style="margin:0 0 8px;font-size:12px;color:#555">${mark}${escapeHtml(n)}</p>`)
    .join('');
  const inner = `${p(parts.greeting)}
${parts.paragraphs.map(p).join('\n')}
${button}
${notes}`;
  const html = shell(parts.subject, parts.signature, inner, '', lang);
  return { subject: parts.subject, text, html };
}

// Fonts that carry each script, so Chinese is not drawn with Japanese glyphs, nor Thai as boxes.
const FONTS: Record<string, string> = {
  ja: "'Hiragino Sans','Noto Sans JP','Yu Gothic',sans-serif",
  en: "'Helvetica Neue',Arial,'Noto Sans',sans-serif",
  'zh-Hans': "'PingFang SC','Noto Sans SC','Microsoft YaHei',sans-serif",
  'zh-Hant-TW': "'PingFang TC','Noto Sans TC','Microsoft JhengHei',sans-serif",
  ko: "'Apple SD Gothic Neo','Noto Sans KR','Malgun Gothic',sans-serif",
  th: "'Noto Sans Thai','Thonburi','Leelawadee UI',Tahoma,sans-serif",
};

/** The one look of every mail: a header band with the signature and a white card. */
export function shell(
  title: string,
  signature: string,
  innerHtml: string,
  after = '',
  lang?: string,
): string {
  const langAttribute = lang ? ` lang="${escapeHtml(lang)}"` : '';
  // Korean breaks lines between words, not inside them.
  const breaks = lang === 'ko' ? 'word-break:keep-all;' : '';
  return `<!doctype html>
<html${langAttribute}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f6fa;font-family:${FONTS[lang ?? 'ja'] ?? FONTS.ja};${breaks}color:#1f2d3a">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#1d5c8c;color:#fff;padding:16px 24px;border-radius:12px 12px 0 0;font-weight:bold">${escapeHtml(signature)}</div>
<div style="background:#fff;padding:24px;border-radius:0 0 12px 12px;line-height:1.7">
${innerHtml}
</div>
${after}
</div></body></html>`;
}
