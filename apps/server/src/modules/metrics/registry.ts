// The Prometheus metrics of one app: request counts and latencies (recorded by
// plugins/metrics.ts), and gauges read when scraped: database pool use, the mail queue's
// depth and the running sendout batches. One registry per app, so tests' apps never share.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export type Metrics = {
  registry: Registry;
  /** One answered request: its method, route pattern (never the raw URL), status, seconds. */
  observe(method: string, route: string, status: number, seconds: number): void;
};

export function createMetrics(db: Db): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges that prom-client names like counters (promtool refuses the `_total` of a gauge); the
  // same figures stay under their own names (nodejs_active_handles, …_requests, …_resources).
  for (const name of ['handles', 'requests', 'resources'])
    registry.removeSingleMetric(`nodejs_active_${name}_total`);

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // PostgreSQL: node-postgres's pool; the embedded database is one connection.
  const client = (db as unknown as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : undefined;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (total, idle, waiting clients, max)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const total = pool ? pool.totalCount : 1;
      this.set({ state: 'total' }, total);
      this.set({ state: 'idle' }, pool ? pool.idleCount : 0);
      this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
      this.set({ state: 'max' }, pool ? (pool.options.max ?? 10) : 1);
    },
  });

  new Gauge({
    name: 'mail_queue_depth',
    help: 'Mails waiting for delivery (pending) or being handed to SMTP (sending)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = rowsOf<{ status: string; n: number }>(
        await db.execute(sql`select status, count(*)::int as n from mail_messages
          where status in ('pending', 'sending') group by status`),
      );
      for (const status of ['pending', 'sending'])
        this.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
    },
  });

  new Gauge({
    name: 'sendout_batches_running',
    help: 'Sendout batches in progress (one at most)',
    registers: [registry],
    async collect() {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from sendout_batches where status = 'in_progress'`,
        ),
      );
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'sendout_batch_recipients',
    help: 'Recipients of each running sendout batch, by delivery status',
    labelNames: ['batch', 'status'] as const,
    registers: [registry],
    async collect() {
      const rows = rowsOf<{ id: number; status: string | null; n: number }>(
        await db.execute(sql`select b.id, r.status, count(r.user_id)::int as n
          from sendout_batches b left join sendout_recipients r on r.batch_id = b.id
          where b.status = 'in_progress' group by b.id, r.status`),
      );
      this.reset();
      for (const r of rows)
        if (r.status) this.set({ batch: String(r.id), status: r.status }, Number(r.n));
    },
  });

  return {
    registry,
    observe(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
  };
}
