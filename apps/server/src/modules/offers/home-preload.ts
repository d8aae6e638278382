// The /home page's HTML with a preload of the first offer card's picture (home-preload-routes.ts).
// Only a <link> is added, never a <script>, so the CSP hashes of the inline scripts still hold.
import { escapeHtml } from '../../lib/html';

/** index.html with a high-priority image preload right after its charset declaration. */
export function withImagePreload(html: string, href: string): string {
  const link = `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high" />`;
  return html.replace(/<meta\s+charset[^>]*>|<head>/i, (tag) => `${tag}\n    ${link}`);
}
