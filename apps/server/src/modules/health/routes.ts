// Liveness with a database round trip and the running release, and readiness for the
// balancer: not ready while the process shuts down.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { health, readiness } from '@fanclub/contract/health';
import { APP_VERSION } from '../../lib/version';
import { pingDatabase } from './queries';

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: health, 503: health } } },
    async (_request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, db: 'ok' as const, version: APP_VERSION };
      } catch (err) {
        app.log.error({ err }, 'health check failed');
        return reply
          .status(503)
          .send({ status: 'error' as const, db: 'error' as const, version: APP_VERSION });
      }
    },
  );
  app.get(
    '/api/ready',
    { schema: { tags: ['system'], response: { 200: readiness, 503: readiness } } },
    async (_request, reply) => {
      if (app.draining.now) return reply.status(503).send({ status: 'draining' as const });
      try {
        await pingDatabase(app.db);
        return { status: 'ready' as const };
      } catch (err) {
        app.log.error({ err }, 'readiness check failed');
        return reply.status(503).send({ status: 'error' as const });
      }
    },
  );
}
