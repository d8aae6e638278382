// Uploaded files: the storage decorator (local disk under $DATA_DIR/uploads) and its files
// served read-only at /uploads/<folder>/<32 hex>.<ext>: no listing, no other names, cached for
// a year (a name is never reused), nosniff. Anything else under /uploads/ is a 404.
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalStorage, type Storage, UPLOADS_URL_PREFIX, uploadsDir } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** The only names ever written: see lib/storage.ts and the modules that name files. */
const SERVED_PATH = /^\/[a-z-]+\/[0-9a-f]{32}\.webp$/;

async function uploadsPlugin(app: FastifyInstance) {
  const root = uploadsDir(app.config.dataDir);
  mkdirSync(root, { recursive: true });
  app.decorate('storage', createLocalStorage(root, UPLOADS_URL_PREFIX));

  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => SERVED_PATH.test(pathName),
    cacheControl: false,
    setHeaders(reply) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('X-Content-Type-Options', 'nosniff');
      // Post images also appear in members' mail, which webmail loads from its own origin.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}

export default fp(uploadsPlugin, { name: 'uploads', dependencies: ['db'] });
