// The mail bench's servers, in their own process so the load generator and the SMTP sink do not
// share their event loop: the product app (seeded, background jobs on, mailing the sink given in
// BENCH_SMTP_URL) and a bare Fastify route. Prints one JSON line; exits when its stdin closes, so
// it never outlives the bench.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { sendoutBatches } from '../apps/server/src/db/schema/index';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { abortBatch } from '../apps/server/src/modules/sendouts/lifecycle';
import { seedMailBench } from './mail-seed';
import { listenWithBare } from './listen';

async function startProfile() {
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (file: string) => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
  };
}

// The bench gone (even killed) closes the pipe: stop too, mid-seed included.
let shutdown: () => void = () => process.exit(1);
process.stdin.on('end', () => shutdown());
process.stdin.resume();

const members = Number(process.env.BENCH_MEMBERS ?? 2000);
const mails = (process.env.BENCH_MAILS ?? '200').split(',').map(Number);

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.resolve('data/bench-mail'),
  SMTP_URL: process.env.BENCH_SMTP_URL,
  // Unlimited: the bench measures how fast the engine goes, not the production throttle.
  SENDOUT_RATE: '0',
  SENDOUT_CONNECTIONS: process.env.SENDOUT_CONNECTIONS,
});
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE || undefined });
const seedStart = performance.now();
const seeded = await seedMailBench(database.db, members, mails);
const seedSeconds = (performance.now() - seedStart) / 1000;
const app = await buildApp({ config, database, logger: false, background: true });
// Bench-only calls: this process's resident memory, and ending a running batch (the 1,000,000-member
// "now" batch is measured for its request, not sent).
app.get('/__bench/memory', async () => {
  const before = process.memoryUsage();
  (globalThis as { gc?: () => void }).gc?.();
  return { ...before, rssAfterGc: process.memoryUsage().rss };
});
app.get<{ Params: { id: string } }>('/__bench/abort/:id', async (request) => {
  await abortBatch(database.db, Number(request.params.id), 'stopped by the bench');
  return { ok: true };
});
app.get<{ Params: { id: string } }>('/__bench/batch/:id', async (request) => {
  const [row] = await database.db
    .select({ status: sendoutBatches.status, snapshotDue: sendoutBatches.snapshotDue })
    .from(sendoutBatches)
    .where(eq(sendoutBatches.id, Number(request.params.id)));
  return row ?? {};
});
// BENCH_CPU_PROF=<file>: a CPU profile of this process from here to its shutdown.
const profile = process.env.BENCH_CPU_PROF ? await startProfile() : undefined;
const { bare, urls } = await listenWithBare(app, database);
console.log(
  JSON.stringify({
    kind: database.kind,
    ...urls,
    seedSeconds,
    ...seeded,
  }),
);

let closing = false;
shutdown = () => {
  if (closing) return;
  closing = true;
  setTimeout(() => process.exit(1), 10_000).unref();
  void (async () => {
    await profile?.(process.env.BENCH_CPU_PROF!);
    await bare.close();
    await app.close();
    await database.close();
    process.exit(0);
  })();
};
process.on('SIGTERM', () => shutdown());
