// Which picture a post's cover will be, worked out in the browser the way the server does when it
// saves: the chosen address, or else the first image of the contents; the alt text is the image's
// own, or the title when it has none.

export type ContentImage = { url: string; alt: string };

/** What the cover is: the first image (no choice), one of the contents' images, or a separate one. */
export type CoverSource = 'first' | 'contents' | 'separate';

export type ResolvedCover = ContentImage & { source: CoverSource; position?: number };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);

/** Addresses the server accepts as a cover: our post uploads or https images. */
export const isCoverAddress = (url: string) =>
  url.length <= 500 &&
  (/^\/uploads\/posts\/[0-9a-f]{32}\.webp$/.test(url) || /^https:\/\/[^\s"'<>]+$/i.test(url));

/** The contents' images that may be covers, in order, each address once. */
export function imagesIn(contents: string): ContentImage[] {
  const found: ContentImage[] = [];
  for (const [tag] of contents.matchAll(/<img\b[^>]*>/gi)) {
    const src = /\ssrc="([^"]*)"/i.exec(tag)?.[1];
    if (!src) continue;
    const url = decode(src);
    if (!isCoverAddress(url) || found.some((image) => image.url === url)) continue;
    found.push({ url, alt: decode(/\salt="([^"]*)"/i.exec(tag)?.[1] ?? '').trim() });
  }
  return found;
}

/** The cover these contents and this choice give (null: the post has no picture). */
export function resolveCover(
  contents: string,
  title: string,
  chosen: string | null,
): ResolvedCover | null {
  const images = imagesIn(contents);
  const altOr = (alt: string) => alt || title.trim();
  if (chosen === null) {
    const first = images[0];
    return first ? { url: first.url, alt: altOr(first.alt), source: 'first' } : null;
  }
  const index = images.findIndex((image) => image.url === chosen);
  if (index < 0) return { url: chosen, alt: altOr(''), source: 'separate' };
  return { url: chosen, alt: altOr(images[index]!.alt), source: 'contents', position: index + 1 };
}

/** The contents as plain text, for the card's excerpt. */
export function plainText(contents: string): string {
  return decode(contents.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
