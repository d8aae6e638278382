// The servers a bench child runs: the product app, a bare Fastify route to compare it with, and
// the database reference: a bare route that runs one indexed primary-key SELECT through the
// product's own database pool (no session, no plugins), so a product route's ratio to it shows
// what the route costs beyond one round trip to the database.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';

export async function listenWithBare(app: FastifyInstance, database: Database) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/bare', async () => ({ data: { ok: true } }));
  const [range] = rowsOf<{ low: number; high: number }>(
    await database.db.execute(
      sql`select coalesce(min(id), 0)::int as low, coalesce(max(id), 0)::int as high from users`,
    ),
  );
  const span = Math.max(1, range!.high - range!.low + 1);
  let next = 0;
  bare.get('/db', async () => {
    next = (next + 7919) % span;
    const rows = rowsOf(
      await database.db.execute(
        sql`select id, nickname, point_amount from users where id = ${range!.low + next}`,
      ),
    );
    return { data: rows[0] ?? null };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (s: FastifyInstance['server']) => (s.address() as AddressInfo).port;
  const bareUrl = `http://127.0.0.1:${port(bare.server)}`;
  return {
    bare,
    urls: {
      app: `http://127.0.0.1:${port(app.server)}`,
      bare: `${bareUrl}/bare`,
      dbReference: `${bareUrl}/db`,
    },
  };
}
