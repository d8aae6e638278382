// Liveness with a database round trip, and readiness for the balancer: not ready while the
// process shuts down.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './queries';
import { isDraining } from './state';

const health = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });
const readiness = z.object({ status: z.enum(['ready', 'draining', 'error']) });

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: health, 503: health } } },
    async (_request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (err) {
        app.log.error({ err }, 'health check failed');
        return reply.status(503).send({ status: 'error' as const, db: 'error' as const });
      }
    },
  );
  app.get(
    '/api/ready',
    { schema: { tags: ['system'], response: { 200: readiness, 503: readiness } } },
    async (_request, reply) => {
      if (isDraining()) return reply.status(503).send({ status: 'draining' as const });
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
