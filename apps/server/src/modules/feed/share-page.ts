// GET /public/posts/:id outside the API: the SPA's index.html with the post's title, description
// and Open Graph tags written in, so link previews (which run no script) show the post. Only
// <title> and <meta> change, never a <script>, so the CSP hashes of the inline scripts still hold.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { postCondition } from '../posts/policy';
import { findVisiblePost } from './queries';
import { escapeHtml } from '../../lib/html';
import { absoluteUrl } from '../posts/cover';

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

async function sharePagePlugin(app: FastifyInstance, options: { indexFile: string }) {
  const html = readFileSync(options.indexFile, 'utf8');
  app.get('/public/posts/:id', { schema: { hide: true } }, async (request, reply) => {
    const raw = (request.params as { id: string }).id;
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
    const post = id ? await findVisiblePost(app.db, postCondition(null), id) : undefined;
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!post) return reply.send(html);
    const url = `${app.config.appUrl}/public/posts/${post.id}`;
    return reply.send(
      withShareTags(html, {
        title: post.title,
        description: post.excerpt || post.title,
        url,
        // The cover (chosen, or the first image of the contents) is what a preview shows.
        image: post.coverUrl ? absoluteUrl(post.coverUrl, app.config.appUrl) : undefined,
        imageAlt: post.coverAlt || post.title,
      }),
    );
  });
}

export default fp(sharePagePlugin, { name: 'share-page', dependencies: ['db'] });
