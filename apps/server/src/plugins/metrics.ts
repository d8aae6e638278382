// Counts every answered request and its latency for /api/metrics (modules/metrics), labelled
// by the route's pattern, so ids in paths never multiply the series.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics, type Metrics } from '../modules/metrics/registry';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

async function metricsPlugin(app: FastifyInstance) {
  const metrics = createMetrics(app.db);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db'] });
