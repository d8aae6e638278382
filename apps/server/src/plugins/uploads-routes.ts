// Uploaded files served read-only at /uploads/<folder>/<32 hex>.<image ext>: no listing, no
// other names, cached for a year (a name is never reused). The type comes from the name alone,
// never from the bytes or the uploader, with nosniff and a sandboxing CSP, so no stored file is
// ever run as a page. Anything else under /uploads/ is a 404.
import type { FastifyInstance } from 'fastify';
import { appError } from '../errors';
import { type Storage, UPLOADS_URL_PREFIX } from '../lib/storage';

/** The only names ever served: see lib/storage.ts and the modules that name files. */
const SERVED_PATH = /^[a-z-]+\/[0-9a-f]{32}\.(webp|png|jpe?g|gif)$/;

export function serveUploads(app: FastifyInstance, storage: Storage): void {
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = SERVED_PATH.test(key) ? await storage.get(key) : undefined;
    if (!file) throw appError('NOT_FOUND');
    return (
      reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', file.size)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        // Post images also appear in members' mail, which webmail loads from its own origin.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(file.body)
    );
  });
}
