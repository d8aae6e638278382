// npm run bench: measures product routes against a bare Fastify route in the same run and
// prints req/s, p50/p99 latency and the ratio to the bare route; results go to bench/results/.
// Flags: --pg (PostgreSQL from DATABASE_URL; default PGlite), --members N, --seconds S.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    members: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '5' },
  },
});
if (values.pg && !process.env.DATABASE_URL) throw new Error('--pg needs DATABASE_URL');
const seconds = Number(values.seconds);

console.log(`Seeding ${values.members} members and starting the servers…`);
const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts'], {
  env: { ...process.env, BENCH_MEMBERS: values.members, ...(values.pg ? { BENCH_PG: '1' } : {}) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const first = await new Promise<string>((resolve, reject) => {
  createInterface({ input: child.stdout! }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const urls = JSON.parse(first) as { kind: string; app: string; bare: string };

async function signIn(): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [k, v] = c.split(';')[0]!.split('=') as [string, string];
      jar.set(k, v);
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${urls.app}/sanctum/csrf-cookie`));
  const res = await fetch(`${urls.app}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': jar.get('XSRF-TOKEN')!,
      cookie: cookie(),
    },
    body: JSON.stringify({ email: 'bench0@example.jp', password: 'Bench2026x' }),
  });
  if (res.status !== 200) throw new Error(`bench sign-in failed: ${res.status}`);
  keep(res);
  return cookie();
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

try {
  const cookie = await signIn();
  const routes: Array<[string, string, Record<string, string>]> = [
    ['bare fastify route', urls.bare, {}],
    ['GET /api/health', `${urls.app}/api/health`, {}],
    ['GET /api/auth/user', `${urls.app}/api/auth/user`, { cookie }],
    ['GET /api/admin/members', `${urls.app}/api/admin/members?limit=20`, { cookie }],
    [
      'GET /api/admin/members?keyword',
      `${urls.app}/api/admin/members?keyword=bench1234%40`,
      { cookie },
    ],
  ];
  const results: Record<string, Awaited<ReturnType<typeof measure>> & { ratio: number }> = {};
  let bareRate = 1;
  for (const [name, url, headers] of routes) {
    const r = await measure(url, headers);
    if (name.startsWith('bare')) bareRate = r.reqPerSec;
    const ratio = Number((r.reqPerSec / bareRate).toFixed(3));
    results[name] = { ...r, ratio };
    console.log(
      `${name.padEnd(34)} ${String(r.reqPerSec).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ratio ${ratio}${r.errors ? `  errors ${r.errors}` : ''}`,
    );
  }
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}-${urls.kind}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      { database: urls.kind, members: Number(values.members), seconds, results },
      null,
      2,
    ),
  );
  console.log(`written ${file}`);
} finally {
  child.kill('SIGTERM');
}
