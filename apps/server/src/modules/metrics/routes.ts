// GET /api/metrics: the Prometheus text for a scraper holding METRICS_TOKEN (as a bearer
// token), or for a signed-in admin. Anyone else gets the contract's 401 or 403.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { unauthenticated } from '../../errors';
import { errorResponses } from '../../lib/route-errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

export default async function metricsRoutes(app: FastifyInstance) {
  const token = app.config.metricsToken;

  /** A bearer token is judged alone (a wrong one is a 401 whoever is signed in). */
  async function scraperOrAdmin(request: FastifyRequest) {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      if (token && timingSafeEqual(digest(header.slice(7).trim()), digest(token))) return;
      throw unauthenticated();
    }
    await app.requireAdmin(request);
  }

  app.get(
    '/api/metrics',
    {
      onRequest: scraperOrAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Prometheus metrics: request rates and latencies, database pool use, mail queue depth, running sendout batches (METRICS_TOKEN bearer or an admin)',
        response: {
          200: z.string().describe('Prometheus text exposition format 0.0.4'),
          ...errorResponses(401, 403),
        },
      },
    },
    async (_request, reply) => {
      const body = await app.metrics.registry.metrics();
      return reply
        .header('Content-Type', app.metrics.registry.contentType)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
}
