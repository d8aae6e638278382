// A stopping process takes no new request: 503 with Connection: close, before anything runs, so
// the balancer may send it to another process (deploy/nginx.conf.template retries a 503, POSTs
// too) and counts this one failed; requests already running finish. Liveness and readiness
// still answer (readiness says `draining`). The state belongs to the app, not the module, so an
// app that stops leaves another in the same process (the tests) serving.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this app takes new work: false from the moment it is told to stop (SIGTERM). */
    draining: { readonly now: boolean; begin(): void };
  }
}

async function drainingPlugin(app: FastifyInstance) {
  let now = false;
  app.decorate('draining', {
    get now() {
      return now;
    },
    begin() {
      now = true;
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!now || /^\/api\/(ready|health)\b/.test(request.url)) return done();
    void reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .type('text/plain; charset=utf-8')
      .send('This server process is stopping; try again.');
  });
}

export default fp(drainingPlugin, { name: 'draining' });
