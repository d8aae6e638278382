// Post contents are sanitised HTML from the server; before rendering, every image is made lazy
// (and decoded off the main thread) so a long post does not load all its pictures at once.
export function withLazyImages(html: string): string {
  return html.replace(/<img\b(?![^>]*\bloading=)/gi, '<img loading="lazy" decoding="async"');
}
