// A post's cover picture (its chosen or first image) with the alt text the post gives it. Cards
// load it lazily; the post's own page loads it at once, as the first thing the reader sees.
import type { PostCover as Cover } from '@fanclub/contract/post-cover';
import classes from './post-cover.module.css';

type PostCoverProps = { cover: NonNullable<Cover>; hero?: boolean };

export function PostCover({ cover, hero = false }: PostCoverProps) {
  return (
    <img
      src={cover.url}
      alt={cover.alt}
      width={1200}
      height={675}
      loading={hero ? 'eager' : 'lazy'}
      decoding="async"
      className={hero ? `${classes.cover} ${classes.hero}` : classes.cover}
    />
  );
}

/** Contents without an opening image that is the cover, so the page does not show it twice. */
export function withoutLeadingCover(html: string, cover: Cover): string {
  if (!cover) return html;
  const lead = /^\s*(?:<p>\s*)?<img\b[^>]*\bsrc="([^"]*)"[^>]*>(?:\s*<\/p>)?/i.exec(html);
  if (!lead || lead[1]!.replace(/&amp;/g, '&') !== cover.url) return html;
  return html.slice(lead[0].length);
}

export const coverClasses = classes;
