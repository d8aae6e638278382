// The servers a bench child runs: the product app and a bare Fastify route to compare it with.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';

export async function listenWithBare(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/bare', async () => ({ data: { ok: true } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (s: FastifyInstance['server']) => (s.address() as AddressInfo).port;
  return {
    bare,
    urls: {
      app: `http://127.0.0.1:${port(app.server)}`,
      bare: `http://127.0.0.1:${port(bare.server)}/bare`,
    },
  };
}
