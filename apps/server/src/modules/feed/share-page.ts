// The shared post's page (share-page-routes.ts): the SPA's index.html with the post's title,
// description and Open Graph tags written in. Only <title> and <meta> change, never a <script>,
// so the CSP hashes of the inline scripts still hold.
import { escapeHtml } from '../../lib/html';

const SITE_NAME = '瀬戸内ファンクラブ';

export type ShareTags = {
  title: string;
  description: string;
  url: string;
  image?: string | undefined;
  imageAlt?: string | undefined;
};

/** index.html with its title and description replaced and Open Graph tags added. */
export function withShareTags(html: string, tags: ShareTags): string {
  const title = escapeHtml(`${tags.title} | ${SITE_NAME}`);
  const description = escapeHtml(tags.description);
  const meta = [
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    `<meta property="og:title" content="${escapeHtml(tags.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(tags.url)}" />`,
    ...(tags.image
      ? [
          `<meta property="og:image" content="${escapeHtml(tags.image)}" />`,
          `<meta property="og:image:alt" content="${escapeHtml(tags.imageAlt ?? tags.title)}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${tags.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(tags.title)}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(tags.image ? [`<meta name="twitter:image" content="${escapeHtml(tags.image)}" />`] : []),
    `<link rel="canonical" href="${escapeHtml(tags.url)}" />`,
  ].join('\n    ');
  // Replacement functions, not strings: a `$&` in a title must stay literal.
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/?>/i,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace(/<\/head>/i, () => `    ${meta}\n  </head>`);
}
