// GET /public/posts/:id outside the API: the SPA's index.html with the post's title, description
// and Open Graph tags written in (share-page.ts), so link previews (which run no script) show
// the post.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { absoluteUrl } from '../posts/cover';
import { postCondition } from '../posts/policy';
import { findVisiblePost } from './queries';
import { withShareTags } from './share-page';

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
