// The mail bench's servers, in their own process so the load generator and the SMTP sink do not
// share their event loop: the product app (seeded, background jobs on, mailing the sink given in
// BENCH_SMTP_URL) and a bare Fastify route. Prints one JSON line; exits when its stdin closes, so
// it never outlives the bench.
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedMailBench } from './mail-seed';
import { listenWithBare } from './listen';

// The bench gone (even killed) closes the pipe: stop too, mid-seed included.
let shutdown: () => void = () => process.exit(1);
process.stdin.on('end', () => shutdown());
process.stdin.resume();

const members = Number(process.env.BENCH_MEMBERS ?? 2000);
const mails = Number(process.env.BENCH_MAILS ?? 200);

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
    await bare.close();
    await app.close();
    await database.close();
    process.exit(0);
  })();
};
process.on('SIGTERM', () => shutdown());
