// A stopping process takes no new request: 503 with Connection: close, before anything runs, so
// the balancer may send it to another process (deploy/nginx.conf.template retries a 503, POSTs
// too) and counts this one failed; requests already running finish. Liveness and readiness
// still answer (readiness says `draining`).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDraining } from '../modules/health/state';

async function drainingPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!isDraining() || /^\/api\/(ready|health)\b/.test(request.url)) return done();
    void reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .type('text/plain; charset=utf-8')
      .send('This server process is stopping; try again.');
  });
}

export default fp(drainingPlugin, { name: 'draining' });
