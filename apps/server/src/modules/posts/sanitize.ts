// Post contents and mail bodies are HTML from the rich text editor, sanitised with an allow-list
// when saved: no script, event handler, style or javascript: URL survives.
import sanitizeHtml from 'sanitize-html';

/** Images only from our own post uploads or any https: address. */
export function allowedImageSrc(src: string): boolean {
  return /^\/uploads\/posts\/[0-9a-f]{32}\.webp$/.test(src) || /^https:\/\/[^\s"'<>]+$/i.test(src);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'img',
    'br',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Editors write <b>/<i> too; keep their meaning with the allowed tags.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h4: 'h3',
    a: (tagName, attribs) => {
      const attrs: Record<string, string> = { rel: 'noopener noreferrer' };
      if (attribs.href) attrs.href = attribs.href;
      if (attribs.href && /^https?:/i.test(attribs.href)) attrs.target = '_blank';
      return { tagName, attribs: attrs };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !allowedImageSrc(frame.attribs.src ?? ''),
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** Plain text of sanitised HTML, whitespace collapsed, cut to `max` characters. */
export function excerptOf(html: string, max = 200): string {
  const text = html
    .replace(/<\/?(br|p|h[23]|li|ul|ol|blockquote|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (lower in ENTITIES) return ENTITIES[lower]!;
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
      return whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}
