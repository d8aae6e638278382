// Liveness with a database round trip.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './queries';

const health = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });

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
}
