// Video links in a group post: YouTube and Vimeo only, over http(s). The server checks them on
// save and the web reads them to show the player link, with the same rules.
import { z } from 'zod';

export type VideoLink = { provider: 'youtube' | 'vimeo'; videoId: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** The WHATWG URL of browsers and Node (the contract compiles without either's types). */
type ParsedUrl = {
  protocol: string;
  hostname: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
};
const Url = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

/** The provider and id of a YouTube or Vimeo link over http(s); null for anything else. */
export function parseVideoUrl(value: string): VideoLink | null {
  let url: ParsedUrl;
  try {
    url = new Url(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  const youtubeId = /^[A-Za-z0-9_-]{6,20}$/;
  if (host === 'youtu.be' && segments[0] && youtubeId.test(segments[0]))
    return { provider: 'youtube', videoId: segments[0] };
  if (YOUTUBE_HOSTS.has(host)) {
    const v = url.searchParams.get('v');
    if (segments[0] === 'watch' && v && youtubeId.test(v))
      return { provider: 'youtube', videoId: v };
    if (
      ['shorts', 'embed', 'live'].includes(segments[0] ?? '') &&
      youtubeId.test(segments[1] ?? '')
    )
      return { provider: 'youtube', videoId: segments[1]! };
    return null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const numeric = [...segments].reverse().find((s) => /^\d{1,12}$/.test(s));
    return numeric ? { provider: 'vimeo', videoId: numeric } : null;
  }
  return null;
}

export const videoUrl = z
  .string({ error: 'validation.required' })
  .trim()
  .max(500, 'validation.too_long')
  .refine((v) => parseVideoUrl(v) !== null, 'group_topics.video_url');
