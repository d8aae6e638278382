// npm run bench:soak -- --minutes 30 --rate 20: the production layout (npm run cluster: nginx and
// three compiled server processes) under a steady open-loop mix of member traffic for a long
// while. Each request's member is drawn by a Zipf distribution over every member (100,000 by
// default: most come once, a few often), each already signed in earlier (a session seeded
// beside its account, idle for a while, as a member returning from a newsletter). Every minute:
// requests, errors, business refusals (409/422), p50/p99 overall and per route, and each server
// process's memory (its /api/metrics). At the end: the summary, a check of the points ledger, and
// exit 1 on any error, a server restart, a ledger mismatch or memory growth past --max-growth
// (first minute to last, and the peak of the first half to that of the second).
// Runs on a fresh PostgreSQL database (as bench/run.ts), dropped afterwards, also on Ctrl-C.
// Flags: --minutes M, --rate R (requests/s, all kinds), --members N, --zipf S (the exponent,
// default 1), --port P (nginx; the servers take the next ports), --max-growth PCT (the RSS
// growth allowed, default 15).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { posts } from '../apps/server/src/db/schema/index';
import { hmacSha256 } from '../apps/server/src/lib/tokens';
import { freshDatabase, type FreshDatabase } from './harness';
import { seedMembers } from './seed-members';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    rate: { type: 'string', default: '20' },
    members: { type: 'string', default: '100000' },
    zipf: { type: 'string', default: '1' },
    port: { type: 'string', default: process.env.CLUSTER_PORT ?? '3400' },
    'max-growth': { type: 'string', default: '15' },
  },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
const memberCount = Number(values.members);
const nginxPort = Number(values.port);
const maxGrowth = Number(values['max-growth']);
const zipfExponent = Number(values.zipf);
if (!(minutes > 0 && rate > 0 && memberCount > 0 && nginxPort > 0))
  throw new Error('--minutes, --rate, --members and --port take positive numbers');

const root = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'Soak2026x';
const POSTS = 10_000;
const SESSION_SECRET = 'soak-session-secret-0123456789abcdef';
const START_POINTS = 100_000;
const METRICS_TOKEN = 'soak-metrics-token-0123456789';
/** The mix, in shares of the total rate. */
const MIX = [
  ['feed', 60],
  ['detail', 15],
  ['react', 10],
  ['comment', 10],
  ['redeem', 5],
] as const;
type Kind = (typeof MIX)[number][0];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

// ---- The cluster, its database and its way out --------------------------------------------

let database: FreshDatabase | undefined;
let cluster: ChildProcess | undefined;
let dataDir: string | undefined;
type ServerStatus = { port: number; pid: number | null; up: boolean };
type Status = { event: string; servers: ServerStatus[] };
const events: Status[] = [];

async function cleanUp() {
  if (cluster && cluster.exitCode === null && cluster.signalCode === null) {
    const exited = new Promise((resolve) => cluster!.once('exit', resolve));
    cluster.kill('SIGTERM');
    const late = setTimeout(() => cluster?.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(late);
  }
  await database?.drop().catch((error: Error) => console.error(`drop: ${error.message}`));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the cluster and dropping the database…`);
    void cleanUp().finally(() => process.exit(130));
  });

async function startCluster(databaseUrl: string) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fanclub-soak-'));
  cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      CLUSTER_PORT: String(nginxPort),
      DATA_DIR: dataDir,
      // The API is measured, not the web app: no build of it is needed.
      WEB_DIST: path.join(dataDir, 'no-web'),
      SESSION_SECRET,
      REPORT_SECRET: 'soak-report-secret-0123456789',
      SURVEY_SECRET: 'soak-survey-secret-0123456789',
      METRICS_TOKEN,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffered = '';
  cluster.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      // Status lines are the supervisor's JSON lines with an `event` (the servers' lines too
      // are JSON, without one).
      if (!line.includes('"event"')) continue;
      const status = JSON.parse(line) as Partial<Status>;
      if (!status.event || !status.servers) continue;
      events.push(status as Status);
      if (status.event !== 'ready') console.log(`cluster: ${line}`);
    }
  });
  const end = Date.now() + 180_000;
  while (!events.some((e) => e.event === 'ready')) {
    if (cluster.exitCode !== null) throw new Error(`the cluster exited (${cluster.exitCode})`);
    if (Date.now() > end) throw new Error('the cluster was not ready in 3 minutes');
    await sleep(200);
  }
}

// ---- Seeding: members with points, posts to read and react to -----------------------------

async function seed(databaseUrl: string) {
  const { db, close } = await openDatabase({ databaseUrl });
  try {
    await seedMembers(db, { count: memberCount, prefix: 'soak', password: PASSWORD });
    // One grant each, enough for the whole run's redemptions of 1 point.
    await db.execute(sql`
      insert into point_transactions (user_id, type, points, balance_after, description, idempotency_key)
      select id, 'ADJUST', ${START_POINTS}, ${START_POINTS}, 'soak grant', 'soak:' || id
      from users where email like 'soak%@example.jp'`);
    await db.execute(sql`
      update users set point_amount = ${START_POINTS} where email like 'soak%@example.jp'`);
    // As the bench's feed (bench/serve.ts): one post in ten for young Tokyo members only.
    await db.execute(sql`
      insert into posts (author_id, kind, title, contents, excerpt, status, publish_at, audience)
      select (select min(id) from users), 'admin', '瀬戸内だより 第' || g || '号',
        '<p>しまなみ海道の島々から、季節の便りをお届けします。</p><p>' || repeat('レモンの香る港町を歩きました。', 20) || '</p>',
        'しまなみ海道の島々から、季節の便りをお届けします。',
        'published', now() - (${POSTS} - g) * interval '1 hour',
        case when g % 10 = 0
          then '{"type":"custom","ageMin":20,"ageMax":39,"prefectures":["JPPRF13"]}'::jsonb
          else '{"type":"all"}'::jsonb end
      from generate_series(1, ${POSTS}) g`);
    await seedSessions(db);
    await db.execute(sql`analyze`);
    // Posts every member may open, react to and comment on.
    const feed = await db
      .select({ id: posts.id })
      .from(posts)
      .where(sql`audience_all`)
      .orderBy(sql`publish_at desc`);
    return feed.map((r) => Number(r.id));
  } finally {
    await close();
  }
}

/** A session per member (member n's cookie is `soak-n-…`), last seen ten minutes ago. */
const sessionIdOf = (n: number) => `soak-${n}-session-0123456789abcdef`;
const csrfOf = (n: number) => `soak-${n}-csrf-0123456789abcdef`;
async function seedSessions(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  for (let start = 0; start < memberCount; start += 10_000) {
    const numbers = Array.from(
      { length: Math.min(10_000, memberCount - start) },
      (_, i) => start + i,
    );
    const hashes = numbers.map((n) => hmacSha256(SESSION_SECRET, sessionIdOf(n)));
    await db.execute(sql`
      insert into sessions (id_hash, user_id, csrf_token, ip, last_seen_at)
      select h, u.id, 'soak-' || n || '-csrf-0123456789abcdef', '127.0.0.1',
        now() - interval '10 minutes'
      from unnest(${`{${hashes.join(',')}}`}::text[], ${`{${numbers.join(',')}}`}::int[]) as s(h, n)
      join users u on u.email = 'soak' || n || '@example.jp'`);
  }
}

/**
 * Member numbers by a Zipf distribution over every member (rank r drawn with weight 1 / r^s),
 * ranks shuffled over the members so the frequent ones are no particular accounts; not the
 * admin (n = 0).
 */
function zipfDraw(count: number, exponent: number) {
  const cumulative = new Float64Array(count);
  let sum = 0;
  for (let r = 0; r < count; r += 1) cumulative[r] = sum += 1 / (r + 1) ** exponent;
  const members = Array.from({ length: count }, (_, i) => i + 1);
  for (let i = members.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [members[i], members[j]] = [members[j]!, members[i]!];
  }
  return () => {
    const x = Math.random() * sum;
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return members[lo]! % memberCount || 1;
  };
}

// ---- Members' HTTP, through nginx on kept-alive connections -------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
type Member = { cookies: Map<string, string> };
type Reply = { status: number; body: string };

function request(member: Member, method: string, url: string, body?: object): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const xsrf = member.cookies.get('XSRF-TOKEN');
  if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
  if (member.cookies.size)
    headers.cookie = [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const payload = body ? JSON.stringify(body) : undefined;
  if (payload) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: nginxPort, method, path: url, headers, agent, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          for (const line of res.headers['set-cookie'] ?? []) {
            const [pair] = line.split(';');
            const [name, ...value] = pair!.split('=');
            member.cookies.set(name!.trim(), value.join('='));
          }
          resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 30 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Member n as a browser that signed in before: its seeded session and CSRF cookies. */
function returning(n: number): Member {
  return {
    cookies: new Map([
      ['fanclub_session', sessionIdOf(n)],
      ['XSRF-TOKEN', csrfOf(n)],
    ]),
  };
}

// ---- Server memory, from each process's own /api/metrics ----------------------------------

type Memory = { port: number; pid: number | null; rssMb: number; heapMb: number };

async function serverMemory(): Promise<Memory[]> {
  const servers = events.filter((e) => e.servers.every((s) => s.pid)).at(-1)!.servers;
  return Promise.all(
    servers.map(async (s) => {
      const text = await fetch(`http://127.0.0.1:${s.port}/api/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
        .then((r) => r.text())
        .catch(() => '');
      const read = (name: string) => {
        const match = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text);
        return match ? Math.round((Number(match[1]) / 1024 / 1024) * 10) / 10 : NaN;
      };
      return {
        port: s.port,
        pid: s.pid,
        rssMb: read('process_resident_memory_bytes'),
        heapMb: read('nodejs_heap_size_used_bytes'),
      };
    }),
  );
}

// ---- The run ------------------------------------------------------------------------------

type Minute = {
  minute: number;
  requests: number;
  errors: number;
  refusals: number;
  p50: number;
  p99: number;
  /** p50/p99 (ms) per route in this minute. */
  routes: Record<string, { requests: number; p50: number; p99: number }>;
  /** Members seen for the first time in this minute. */
  newMembers: number;
  servers: Memory[];
};

const percentiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { requests: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!);
}

async function soak(postIds: number[], donationId: number) {
  const draw = zipfDraw(memberCount, zipfExponent);
  const members = new Map<number, Member>();
  const visits = new Map<number, number>();
  let newMembers = 0;
  const memberFor = () => {
    const n = draw();
    visits.set(n, (visits.get(n) ?? 0) + 1);
    let member = members.get(n);
    if (!member) {
      members.set(n, (member = returning(n)));
      newMembers += 1;
    }
    return member;
  };
  const weights = MIX.map(([, w]) => w);
  const total = weights.reduce((a, b) => a + b, 0);
  const chooseKind = (): Kind => {
    let r = Math.random() * total;
    for (const [kind, w] of MIX) {
      if ((r -= w) < 0) return kind;
    }
    return 'feed';
  };
  const byKind: Record<Kind, { requests: number; errors: number; refusals: number }> = {
    feed: { requests: 0, errors: 0, refusals: 0 },
    detail: { requests: 0, errors: 0, refusals: 0 },
    react: { requests: 0, errors: 0, refusals: 0 },
    comment: { requests: 0, errors: 0, refusals: 0 },
    redeem: { requests: 0, errors: 0, refusals: 0 },
  };
  const errorSamples: string[] = [];
  let redeemed = 0;
  let latencies: number[] = [];
  const allLatencies: number[] = [];
  const kinds = MIX.map(([kind]) => kind);
  const byRoute = () =>
    Object.fromEntries(kinds.map((k) => [k, [] as number[]])) as Record<Kind, number[]>;
  let minuteByRoute = byRoute();
  const allByRoute = byRoute();
  let current = { requests: 0, errors: 0, refusals: 0 };
  let inFlight = 0;
  let maxInFlight = 0;

  const send = (kind: Kind) => {
    const member = memberFor();
    const postId = pick(postIds.slice(0, 50));
    const call =
      kind === 'feed'
        ? request(member, 'GET', `/api/posts?limit=10&page=${1 + Math.floor(Math.random() * 5)}`)
        : kind === 'detail'
          ? request(member, 'GET', `/api/post-detail/${pick(postIds)}`)
          : kind === 'react'
            ? request(member, 'POST', `/api/posts/${postId}/reactions`, {
                type: pick(['like', 'love', 'haha', 'wow', 'sad', 'angry']),
              })
            : kind === 'comment'
              ? request(member, 'POST', `/api/posts/${postId}/comments`, {
                  comment: `また行きたいです！ (${Date.now().toString(36)})`,
                })
              : request(member, 'POST', `/api/rewards/${donationId}/redeem`, { amount: 1 });
    const started = performance.now();
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const done = (status: number, detail: string) => {
      inFlight -= 1;
      const ms = performance.now() - started;
      latencies.push(ms);
      allLatencies.push(ms);
      minuteByRoute[kind].push(ms);
      allByRoute[kind].push(ms);
      current.requests += 1;
      byKind[kind].requests += 1;
      if (status >= 200 && status < 300) {
        if (kind === 'redeem') redeemed += 1;
      } else if (status === 409 || status === 422) {
        current.refusals += 1;
        byKind[kind].refusals += 1;
      } else {
        current.errors += 1;
        byKind[kind].errors += 1;
        if (errorSamples.length < 20)
          errorSamples.push(`${kind} ${status} ${detail.slice(0, 200)}`);
      }
    };
    call.then(
      (res) => done(res.status, res.body),
      (error: Error) => done(0, error.message),
    );
  };

  const perMinute: Minute[] = [];
  const start = performance.now();
  let sent = 0;
  console.log(
    'minute  requests  errors  refusals  p50 ms  p99 ms  ' + 'RSS MB per server (heap used MB)',
  );
  for (let minute = 1; minute <= minutes && !interrupted; minute += 1) {
    const minuteEnd = start + minute * 60_000;
    // Open loop: every 10 ms, whatever is due by the clock is sent, answered or not.
    while (performance.now() < minuteEnd && !interrupted) {
      const due = Math.floor(((performance.now() - start) / 1000) * rate);
      for (; sent < due; sent += 1) send(chooseKind());
      await sleep(10);
    }
    if (interrupted) break;
    const sorted = latencies.sort((a, b) => a - b);
    const servers = await serverMemory();
    const row: Minute = {
      minute,
      ...current,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      routes: Object.fromEntries(kinds.map((k) => [k, percentiles(minuteByRoute[k])])),
      newMembers,
      servers,
    };
    perMinute.push(row);
    latencies = [];
    minuteByRoute = byRoute();
    newMembers = 0;
    current = { requests: 0, errors: 0, refusals: 0 };
    console.log(
      `${String(minute).padStart(6)}  ${String(row.requests).padStart(8)}  ${String(row.errors).padStart(6)}  ${String(row.refusals).padStart(8)}  ${String(row.p50).padStart(6)}  ${String(row.p99).padStart(6)}  ` +
        servers.map((s) => `${s.port}: ${s.rssMb} (${s.heapMb})`).join('  '),
    );
    console.log(
      `        p50/p99 ms by route: ${kinds.map((k) => `${k} ${row.routes[k]!.p50}/${row.routes[k]!.p99}`).join(', ')}; ${row.newMembers} members new this minute`,
    );
  }
  // The last answers, then their count goes to the last minute.
  const end = Date.now() + 35_000;
  while (inFlight > 0 && Date.now() < end) await sleep(50);
  const last = perMinute.at(-1);
  if (last) {
    last.requests += current.requests;
    last.errors += current.errors;
    last.refusals += current.refusals;
  }
  return {
    perMinute,
    byKind,
    routes: Object.fromEntries(kinds.map((k) => [k, percentiles(allByRoute[k])])),
    members: {
      distinct: visits.size,
      once: [...visits.values()].filter((v) => v === 1).length,
      mostVisits: Math.max(0, ...visits.values()),
    },
    errorSamples,
    redeemed,
    allLatencies,
    maxInFlight,
    unanswered: inFlight,
  };
}

// ---- The ledger afterwards ----------------------------------------------------------------

async function checkLedger(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const q = async (text: string) => (await client.query(text)).rows[0] as Record<string, string>;
    const negative = await q(`select count(*)::int n from users where point_amount < 0`);
    const mismatched = await q(`
      select count(*)::int n from users u
      where u.point_amount <> coalesce((select sum(points) from point_transactions t where t.user_id = u.id), 0)`);
    const lastBalance = await q(`
      select count(*)::int n from users u
      join lateral (select balance_after from point_transactions t where t.user_id = u.id
                    order by id desc limit 1) t on true
      where t.balance_after <> u.point_amount`);
    const sums = await q(`
      select (select coalesce(sum(point_amount), 0) from users)::bigint balances,
             (select coalesce(sum(points), 0) from point_transactions)::bigint ledger,
             (select count(*) from exchange_requests)::int exchanges,
             (select coalesce(sum(amount), 0) from exchange_requests)::bigint exchanged`);
    return {
      negativeBalances: Number(negative.n),
      balancesNotLedgerSum: Number(mismatched.n),
      balancesNotLastBalanceAfter: Number(lastBalance.n),
      balances: Number(sums.balances),
      ledger: Number(sums.ledger),
      exchanges: Number(sums.exchanges),
      exchangedPoints: Number(sums.exchanged),
    };
  } finally {
    await client.end();
  }
}

// ---- Main ---------------------------------------------------------------------------------

const machine = {
  cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`,
  memoryGb: Math.round(os.totalmem() / 1024 ** 3),
  node: process.version,
  os: `${os.type()} ${os.release()}`,
};
let failed = false;
try {
  database = await freshDatabase('fanclub_soak');
  console.log(
    `Soak: ${minutes} min at ${rate} req/s through nginx on ${nginxPort} (3 servers), ${memberCount} members; ${machine.cpus}, node ${machine.node}`,
  );
  await startCluster(database.url);
  const postIds = await seed(database.url);
  const rewards = await request(returning(1), 'GET', '/api/rewards');
  const donation = (
    JSON.parse(rewards.body) as { data: { rewards: { id: number; type: string }[] } }
  ).data.rewards.find((r) => r.type === 'donation');
  if (!donation) throw new Error(`no donation reward: ${rewards.body.slice(0, 300)}`);
  console.log(`${memberCount} members with a session; ${postIds.length} posts; go.`);

  const run = await soak(postIds, donation.id);
  if (interrupted) throw new Error('interrupted');
  const ledger = await checkLedger(database.url);
  const sorted = run.allLatencies.sort((a, b) => a - b);
  const restarts = events.filter((e) => e.event === 'server-died').length;
  const totals = run.perMinute.reduce(
    (t, m) => ({
      requests: t.requests + m.requests,
      errors: t.errors + m.errors,
      refusals: t.refusals + m.refusals,
    }),
    { requests: 0, errors: 0, refusals: 0 },
  );
  // Memory after warm-up: the end of the first minute against the end of the last, and (RSS
  // falls and climbs again as the collector and the allocator give pages back, so an early drop
  // could hide a later climb) the highest minute of the first half against that of the second.
  const pct = (from: number, to: number) => Math.round(((to - from) / from) * 1000) / 10;
  const half = Math.max(1, Math.floor(run.perMinute.length / 2));
  const peak = (minutes: Minute[], i: number) =>
    Math.max(...minutes.map((m) => m.servers[i]!.rssMb));
  const first = run.perMinute[0]!.servers;
  const last = run.perMinute.at(-1)!.servers;
  const memory = first.map((f, i) => {
    const l = last[i]!;
    const firstHalfPeak = peak(run.perMinute.slice(0, half), i);
    const secondHalfPeak = peak(run.perMinute.slice(half), i);
    return {
      port: f.port,
      firstRssMb: f.rssMb,
      lastRssMb: l.rssMb,
      growthPercent: pct(f.rssMb, l.rssMb),
      firstHalfPeakRssMb: firstHalfPeak,
      secondHalfPeakRssMb: secondHalfPeak,
      peakGrowthPercent: pct(firstHalfPeak, secondHalfPeak),
      firstHeapMb: f.heapMb,
      lastHeapMb: l.heapMb,
      samePid: f.pid === l.pid,
    };
  });
  const summary = {
    at: new Date().toISOString(),
    command: `npm run bench:soak -- --minutes ${minutes} --rate ${rate}`,
    machine,
    minutes,
    rate,
    members: memberCount,
    mix: Object.fromEntries(MIX),
    totals: {
      ...totals,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: Math.round(sorted.at(-1) ?? 0),
      achievedRate: Math.round((totals.requests / (minutes * 60)) * 10) / 10,
      maxInFlight: run.maxInFlight,
      unanswered: run.unanswered,
      serverRestarts: restarts,
      redeemed: run.redeemed,
    },
    zipf: zipfExponent,
    byKind: run.byKind,
    routes: run.routes,
    visitors: run.members,
    memory,
    ledger,
    errorSamples: run.errorSamples,
    perMinute: run.perMinute,
  };

  console.log(
    `\nTotal ${totals.requests} requests (${summary.totals.achievedRate}/s), errors ${totals.errors}, refusals (409/422) ${totals.refusals}, p50 ${summary.totals.p50} ms, p99 ${summary.totals.p99} ms, max ${summary.totals.max} ms, at most ${run.maxInFlight} in flight`,
  );
  for (const [kind, k] of Object.entries(run.byKind))
    console.log(
      `  ${kind.padEnd(8)} ${k.requests} requests, ${k.errors} errors, ${k.refusals} refusals, p50 ${run.routes[kind]!.p50} ms, p99 ${run.routes[kind]!.p99} ms`,
    );
  console.log(
    `  members: ${run.members.distinct} distinct (Zipf s=${zipfExponent} over ${memberCount}), ${run.members.once} of them once, the most frequent ${run.members.mostVisits} times`,
  );
  for (const m of memory)
    console.log(
      `  server ${m.port}: RSS ${m.firstRssMb} → ${m.lastRssMb} MB (${m.growthPercent >= 0 ? '+' : ''}${m.growthPercent}%), peak ${m.firstHalfPeakRssMb} → ${m.secondHalfPeakRssMb} MB (${m.peakGrowthPercent >= 0 ? '+' : ''}${m.peakGrowthPercent}%), heap used ${m.firstHeapMb} → ${m.lastHeapMb} MB${m.samePid ? '' : ' (restarted)'}`,
    );
  console.log(
    `  ledger: ${ledger.negativeBalances} negative balances, ${ledger.balancesNotLedgerSum} balances ≠ ledger sum, ${ledger.balancesNotLastBalanceAfter} ≠ last balance_after; Σ balances ${ledger.balances} = Σ ledger ${ledger.ledger}; ${ledger.exchanges} exchanges (${run.redeemed} redeems answered 2xx)`,
  );
  for (const sample of run.errorSamples) console.log(`  error: ${sample}`);

  const problems = [
    totals.errors > 0 && `${totals.errors} errors`,
    run.unanswered > 0 && `${run.unanswered} requests unanswered`,
    restarts > 0 && `${restarts} server restarts`,
    ...memory
      .filter((m) => !(m.growthPercent < maxGrowth && m.peakGrowthPercent < maxGrowth))
      .map(
        (m) =>
          `server ${m.port} RSS grew ${m.growthPercent}% (peak of the second half against the first ${m.peakGrowthPercent}%; limit ${maxGrowth}%)`,
      ),
    ledger.negativeBalances > 0 && 'negative balances',
    (ledger.balancesNotLedgerSum > 0 ||
      ledger.balancesNotLastBalanceAfter > 0 ||
      ledger.balances !== ledger.ledger) &&
      'balances differ from the ledger',
    ledger.exchanges !== run.redeemed && 'exchange rows differ from the redeems answered',
  ].filter(Boolean);

  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, `bench/results/${summary.at.replace(/[:.]/g, '-')}-soak.json`);
  const text = `${JSON.stringify(summary, null, 2)}\n`;
  writeFileSync(file, text);
  // The latest full-length run is kept in the repository; shorter ones are not.
  if (minutes >= 30) writeFileSync(path.join(root, 'bench/results/latest-soak.json'), text);
  console.log(`written ${path.relative(root, file)}`);
  if (problems.length > 0) {
    console.error(`SOAK FAILED: ${problems.join('; ')}`);
    failed = true;
  } else console.log('Soak passed: no error, memory flat, ledger consistent.');
} catch (error) {
  if (!interrupted) console.error(error);
  failed = true;
} finally {
  agent.destroy();
  if (!interrupted) await cleanUp();
}
if (!interrupted) process.exit(failed ? 1 : 0);
