// npm run bench: measures product routes against two references in the same run, a bare Fastify
// route and the database reference (a bare route running one primary-key SELECT through the
// product's own pool), at 10 and at 50 connections; prints req/s, p50/p99 and both ratios.
// Results go to bench/results/.
// Runs on a fresh PostgreSQL database (created on the server of BENCH_DATABASE_URL, else
// DATABASE_URL, else the local one, and dropped afterwards); --pglite uses the embedded one.
// Then the distinct-readers and mixed modes (readers.ts): N members' first feed page and post
// (cold), the same with writes meanwhile (mixed), and the same members again (warm).
// Flags: --pglite, --members N, --seconds S, --readers N (default 2,000), --only a,b (`readers`
// names those modes), --smoke (tiny and short: CI checks it still runs).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freshDatabase } from './harness';
import { distinctReaders, signInFrom } from './readers';

const { values } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    members: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '5' },
    readers: { type: 'string', default: '2000' },
    // --only feed,comments: measure just the routes whose names contain one of these (the two
    // references always run); such a partial run does not replace latest-*.json.
    only: { type: 'string' },
  },
});
const members = values.smoke ? '500' : values.members;
const seconds = values.smoke ? 1 : Number(values.seconds);
const readerCount = values.smoke ? 10 : Number(values.readers);
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
console.log(`uptime: ${uptime()}`);

const database = values.pglite ? undefined : await freshDatabase('fanclub_bench');

console.log(
  `Seeding ${members} members on ${database ? 'PostgreSQL' : 'PGlite'} and starting the servers…`,
);
const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts'], {
  env: { ...process.env, BENCH_MEMBERS: members, BENCH_DATABASE: database?.url ?? '' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const first = await new Promise<string>((resolve, reject) => {
  createInterface({ input: child.stdout! }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const urls = JSON.parse(first) as {
  kind: string;
  app: string;
  bare: string;
  dbReference: string;
  postId: number;
};

async function signIn(email = 'bench0@example.jp'): Promise<string> {
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
    body: JSON.stringify({ email, password: 'Bench2026x' }),
  });
  if (res.status !== 200) throw new Error(`bench sign-in failed: ${res.status}`);
  keep(res);
  return cookie();
}

type Request = { method?: 'GET' | 'POST'; body?: string };

const CONNECTIONS = [10, 50] as const;

async function measure(
  connections: number,
  url: string,
  headers: Record<string, string> = {},
  request: Request = {},
) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    ...(request.method ? { method: request.method } : {}),
    ...(request.body ? { body: request.body } : {}),
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

try {
  const cookie = await signIn();
  // bench1 is an ordinary member: the feed checks every post's audience against them.
  const member = await signIn('bench1@example.jp');
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
  const post = { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie };
  const audience = JSON.stringify({
    audience: { type: 'custom', ageMin: 20, ageMax: 39, prefectures: ['JPPRF13'] },
  });
  const routes: Array<[string, string, Record<string, string>, Request?]> = [
    ['bare fastify route', urls.bare, {}],
    ['database reference', urls.dbReference, {}],
    ['GET /api/health', `${urls.app}/api/health`, {}],
    ['GET /api/auth/user', `${urls.app}/api/auth/user`, { cookie }],
    ['GET /api/earning-history (page 1)', `${urls.app}/api/earning-history?page=1`, { cookie }],
    ['GET /api/earning-history (page 30)', `${urls.app}/api/earning-history?page=30`, { cookie }],
    ['GET /api/notifications', `${urls.app}/api/notifications`, { cookie }],
    ['GET /api/refer/list', `${urls.app}/api/refer/list`, { cookie }],
    ['GET /api/admin/members', `${urls.app}/api/admin/members?limit=20`, { cookie }],
    ['GET /api/posts (feed, member)', `${urls.app}/api/posts?limit=10`, { cookie: member }],
    [
      'GET /api/posts (feed, page 50)',
      `${urls.app}/api/posts?limit=10&page=50`,
      { cookie: member },
    ],
    [
      'GET /api/posts?filter (category)',
      `${urls.app}/api/posts?limit=10&filter=2`,
      { cookie: member },
    ],
    ['GET /api/post-detail/{id}', `${urls.app}/api/post-detail/${urls.postId}`, { cookie: member }],
    [
      'GET /api/posts/{id}/comments',
      `${urls.app}/api/posts/${urls.postId}/comments`,
      { cookie: member },
    ],
    ['GET /api/admin/posts-list', `${urls.app}/api/admin/posts-list?page=1&limit=20`, { cookie }],
    [
      'GET /api/admin/members?keyword',
      `${urls.app}/api/admin/members?keyword=bench1234%40`,
      { cookie },
    ],
    [
      'POST /api/posts/count-audiences',
      `${urls.app}/api/posts/count-audiences`,
      post,
      { method: 'POST', body: audience },
    ],
  ];
  const only = values.only?.split(',').map((s) => s.trim().toLowerCase());
  const withReaders = !only || only.includes('readers');
  const withRoutes = !only || only.some((o) => o !== 'readers');
  const chosen = routes.filter(
    ([name]) =>
      withRoutes &&
      (!only ||
        name.startsWith('bare') ||
        name === 'database reference' ||
        only.some((o) => name.toLowerCase().includes(o))),
  );
  type Row = Awaited<ReturnType<typeof measure>> & { ratio: number; ratioToDb: number };
  const results: Record<string, Record<string, Row>> = {};
  for (const connections of CONNECTIONS) {
    if (chosen.length === 0) break;
    console.log(
      `\n${connections} connections, ${seconds} s per route, one member repeating (warm)`,
    );
    let bareRate = 1;
    let dbRate = 1;
    for (const [name, url, headers, request] of chosen) {
      const r = await measure(connections, url, headers, request);
      if (name.startsWith('bare')) bareRate = r.reqPerSec;
      if (name === 'database reference') dbRate = r.reqPerSec;
      const ratio = Number((r.reqPerSec / bareRate).toFixed(3));
      const ratioToDb = Number((r.reqPerSec / dbRate).toFixed(3));
      (results[name] ??= {})[`c${connections}`] = { ...r, ratio, ratioToDb };
      console.log(
        `${name.padEnd(34)} ${String(r.reqPerSec).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  bare ×${ratio}  db ×${ratioToDb}${r.errors ? `  errors ${r.errors}` : ''}`,
      );
    }
  }
  const readers = withReaders
    ? await distinctReaders(urls, {
        count: readerCount,
        password: 'Bench2026x',
        admin: await signInFrom(urls.app, 0, 'Bench2026x'),
      })
    : undefined;
  const load = uptime();
  console.log(`uptime: ${load}`);
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}-${urls.kind}.json`;
  const summary = {
    database: urls.kind,
    members: Number(members),
    seconds,
    connections: CONNECTIONS,
    cpus: availableParallelism(),
    loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
    uptime: load,
    readers,
    at: new Date().toISOString(),
    results,
  };
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  // The latest full run is kept in the repository; timestamped files and smokes are not.
  if (!values.smoke && !only)
    writeFileSync(
      `bench/results/latest-${urls.kind}.json`,
      `${JSON.stringify(summary, null, 2)}\n`,
    );
  console.log(`written ${file}`);
  const failed = Object.entries(results).filter(([, byConnections]) =>
    Object.values(byConnections).some((r) => r.reqPerSec === 0 || r.errors > 0),
  );
  const readerErrors = Object.entries(readers?.figures ?? {}).filter(([, r]) => r.errors > 0);
  if (readerErrors.length > 0 || (readers?.writes.errors ?? 0) > 0) {
    console.error(`reader figures with errors: ${readerErrors.map(([n]) => n).join(', ')}`);
    process.exitCode = 1;
  }
  if (failed.length > 0) {
    console.error(`routes with errors: ${failed.map(([n]) => n).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await database?.drop();
}
