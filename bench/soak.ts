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
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { freshDatabase, type FreshDatabase } from './harness';
import { soakCluster } from './soak-cluster';
import { checkLedger } from './soak-ledger';
import { type Minute, percentile, percentiles, report } from './soak-report';
import { memoryOf, membersHttp, type Member } from './soak-http';
import { seed, SESSION_SECRET, zipfDraw } from './soak-seed';

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

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

// ---- The cluster, its database and its way out --------------------------------------------

let database: FreshDatabase | undefined;
const cluster = soakCluster(root, nginxPort);
const events = cluster.events;

async function cleanUp() {
  await cluster.stop();
  await database?.drop().catch((error: Error) => console.error(`drop: ${error.message}`));
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the cluster and dropping the database…`);
    void cleanUp().finally(() => process.exit(130));
  });

const http = membersHttp(nginxPort);
/** Each server's memory now (the servers of the supervisor's latest status with every pid). */
const serverMemory = () =>
  memoryOf(events.filter((e) => e.servers.every((s) => s.pid)).at(-1)!.servers, METRICS_TOKEN);

// ---- The run ------------------------------------------------------------------------------

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
      members.set(n, (member = http.returning(n)));
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
        ? http.request(
            member,
            'GET',
            `/api/posts?limit=10&page=${1 + Math.floor(Math.random() * 5)}`,
          )
        : kind === 'detail'
          ? http.request(member, 'GET', `/api/post-detail/${pick(postIds)}`)
          : kind === 'react'
            ? http.request(member, 'POST', `/api/posts/${postId}/reactions`, {
                type: pick(['like', 'love', 'haha', 'wow', 'sad', 'angry']),
              })
            : kind === 'comment'
              ? http.request(member, 'POST', `/api/posts/${postId}/comments`, {
                  comment: `また行きたいです！ (${Date.now().toString(36)})`,
                })
              : http.request(member, 'POST', `/api/rewards/${donationId}/redeem`, { amount: 1 });
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
  await cluster.start(database.url, {
    SESSION_SECRET,
    REPORT_SECRET: 'soak-report-secret-0123456789',
    SURVEY_SECRET: 'soak-survey-secret-0123456789',
    METRICS_TOKEN,
  });
  const postIds = await seed(database.url, memberCount);
  const rewards = await http.request(http.returning(1), 'GET', '/api/rewards');
  const donation = (
    JSON.parse(rewards.body) as { data: { rewards: { id: number; type: string }[] } }
  ).data.rewards.find((r) => r.type === 'donation');
  if (!donation) throw new Error(`no donation reward: ${rewards.body.slice(0, 300)}`);
  console.log(`${memberCount} members with a session; ${postIds.length} posts; go.`);

  const run = await soak(postIds, donation.id);
  if (interrupted) throw new Error('interrupted');
  const ledger = await checkLedger(database.url);
  const restarts = events.filter((e) => e.event === 'server-died').length;
  const { summary, problems } = report(run, ledger, {
    command: `npm run bench:soak -- --minutes ${minutes} --rate ${rate}`,
    machine,
    minutes,
    rate,
    members: memberCount,
    mix: Object.fromEntries(MIX),
    zipf: zipfExponent,
    restarts,
    maxGrowth,
  });

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
  http.close();
  if (!interrupted) await cleanUp();
}
if (!interrupted) process.exit(failed ? 1 : 0);
