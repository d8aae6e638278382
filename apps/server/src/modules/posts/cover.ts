// A post's cover: the image the admin chose, or else the first image of the contents, with the
// alt text the contents give it (the title when none). Worked out when the post is saved, so the
// feed reads two short columns instead of every post's HTML.
import { allowedImageSrc } from './sanitize';

export type CoverValues = { coverImage: string | null; coverUrl: string | null; coverAlt: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);

/** Every image of sanitised contents, in order, with its alt text (entities decoded). */
export function imagesOf(contents: string): Array<{ url: string; alt: string }> {
  const found: Array<{ url: string; alt: string }> = [];
  for (const [tag] of contents.matchAll(/<img\b[^>]*>/gi)) {
    const src = /\ssrc="([^"]*)"/i.exec(tag)?.[1];
    if (!src) continue;
    found.push({ url: decode(src), alt: decode(/\salt="([^"]*)"/i.exec(tag)?.[1] ?? '').trim() });
  }
  return found;
}

/** Whether an address may be a cover: one of our post uploads or an https image. */
export const isCoverAddress = (url: string) => url.length <= 500 && allowedImageSrc(url);

/** The cover columns for these contents and this choice (null: the first image). */
export function coverFor(contents: string, title: string, chosen: string | null): CoverValues {
  const images = imagesOf(contents).filter((image) => isCoverAddress(image.url));
  const image = chosen
    ? (images.find((i) => i.url === chosen) ?? { url: chosen, alt: '' })
    : images[0];
  return {
    coverImage: chosen,
    coverUrl: image?.url ?? null,
    coverAlt: image ? [...(image.alt || title)].slice(0, 300).join('') : '',
  };
}

/** The cover as the API answers it. */
export const presentCover = (row: { coverUrl: string | null; coverAlt: string }) =>
  row.coverUrl ? { url: row.coverUrl, alt: row.coverAlt } : null;

/** An absolute address for share tags (same-origin paths made absolute). */
export function absoluteUrl(url: string, appUrl: string): string | undefined {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${appUrl}${url}`;
  return undefined;
}
