// npm run bench: measures product routes against a bare Fastify route in the same run and
// prints req/s, p50/p99 latency and the ratio to the bare route. Results go to bench/results/.
// Flags: --pg (PostgreSQL from DATABASE_URL, else PGlite), --members N, --seconds S.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema/index';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { newReferralCode } from '../apps/server/src/lib/referral-code';

const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    members: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '5' },
  },
});
const members = Number(values.members);
const seconds = Number(values.seconds);
const databaseUrl = values.pg ? process.env.DATABASE_URL : undefined;
if (values.pg && !databaseUrl) throw new Error('--pg needs DATABASE_URL');

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const passwordHash = await hashPassword('Bench2026x');
  const batch = 1000;
  for (let start = 0; start < members; start += batch) {
    const rows = Array.from({ length: Math.min(batch, members - start) }, (_, i) => {
      const n = start + i;
      return {
        email: `bench${n}@example.jp`,
        passwordHash,
        firstName: '太郎',
        lastName: n % 2 ? '瀬戸' : '島田',
        nickname: `bench${n}`,
        yearOfBirth: 1950 + (n % 55),
        gender: (['GD01', 'GD02', 'GD00'] as const)[n % 3]!,
        mainLanguage: n % 5 === 0 ? 'en' : 'ja',
        status: n % 10 === 5 ? 'provisional' : 'active',
        isAdmin: n === 0,
        referralCode: newReferralCode(),
      };
    });
    await db.insert(users).values(rows).onConflictDoNothing();
  }
}

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.resolve('data/bench'),
});
const database = await openDatabase({ databaseUrl });
console.log(`Seeding ${members} members on ${database.kind}…`);
await seed(database.db);
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const bare = Fastify();
bare.get('/bare', async () => ({ data: { ok: true } }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/bare`;

// Sign in as the bench admin to measure signed-in routes.
const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
const jar = new Map(
  csrf.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=') as [string, string]),
);
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-xsrf-token': jar.get('XSRF-TOKEN')!,
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
  },
  body: JSON.stringify({ email: 'bench0@example.jp', password: 'Bench2026x' }),
});
for (const c of login.headers.getSetCookie()) {
  const [k, v] = c.split(';')[0]!.split('=') as [string, string];
  jar.set(k, v);
}
const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

const routes: Array<[string, string, Record<string, string>]> = [
  ['bare fastify route', bareUrl, {}],
  ['GET /api/health', `${base}/api/health`, {}],
  ['GET /api/auth/user', `${base}/api/auth/user`, { cookie }],
  ['GET /api/admin/members (page 1)', `${base}/api/admin/members?limit=20`, { cookie }],
  ['GET /api/admin/members?keyword=', `${base}/api/admin/members?keyword=bench1234`, { cookie }],
];
const results: Record<string, Awaited<ReturnType<typeof measure>> & { ratio: number }> = {};
let bareRate = 1;
for (const [name, url, headers] of routes) {
  const r = await measure(url, headers);
  if (name.startsWith('bare')) bareRate = r.reqPerSec;
  results[name] = { ...r, ratio: Number((r.reqPerSec / bareRate).toFixed(3)) };
  console.log(
    `${name.padEnd(36)} ${String(r.reqPerSec).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ratio ${results[name]!.ratio}${r.errors ? `  errors ${r.errors}` : ''}`,
  );
}
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}-${database.kind}.json`;
writeFileSync(
  file,
  JSON.stringify({ database: database.kind, members, seconds, results }, null, 2),
);
console.log(`written ${file}`);
await bare.close();
await app.close();
await database.close();
