// Uploaded files: the storage decorator (the local folder $DATA_DIR/uploads, or the S3 bucket
// when S3_* is set) and its files served read-only at /uploads/ (uploads-routes.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage, type Storage } from '../lib/storage';
import { serveUploads } from './uploads-routes';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

async function uploadsPlugin(app: FastifyInstance) {
  const storage = await createStorage({ dataDir: app.config.dataDir, s3: app.config.s3 });
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());

  serveUploads(app, storage);
}

export default fp(uploadsPlugin, { name: 'uploads', dependencies: ['db'] });
