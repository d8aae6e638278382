// npm run bench:mail: the targeted-mail engine at scale. (1) Audience counts through
// POST /api/posts/count-audiences on N members (1,000,000 on PostgreSQL, 100,000 on PGlite):
// req/s under load and single-request p50/p99, against a bare Fastify route in the same run.
// (2) Mails per second (mail-rate.ts): per size M (5,000 and 100,000), the reference's rate for M
// messages to a local SMTP sink (pooled nodemailer sending raw bytes, as many connections as the
// app uses), then one real sendout batch of M mails through the app, timed by the sink itself,
// with the server's memory; then the request of a "now" batch for all N members. A full run fails
// when a batch sends at less than half the reference's rate.
// (3) Fan statistics: GET /api/admin/fans/{dimension} on the same members (all of them, and those
// registered in the last year), req/s and p50/p99 against the same bare route.
// Flags: --pglite, --members N, --mails M[,M2…], --seconds S, --smoke (2,000 members, 200 and
// 1,000 mails, 1 s),
// --only counts,fans,mail (a part or parts; a partial run does not replace latest-mail-*.json).
// Results go to bench/results/ (latest-mail-<db>.json for full runs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './mail-seed';
import { measureMail } from './mail-rate';
import type { MailSegment } from './mail-seed';
import {
  type Child,
  type FreshDatabase,
  call,
  freshDatabase,
  sampleLatency,
  signIn,
  startChild,
} from './harness';
import { type SinkWindow, type SmtpSink, startSmtpSink } from './smtp-sink';

const sinkSeconds = (w: SinkWindow) => Number(((w.lastAt - w.firstAt) / 1000).toFixed(2));
import { fromJapanParts, japanDay as japanDayOf, japanParts } from '@fanclub/contract/japan-time';

const { values } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    members: { type: 'string' },
    mails: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    only: { type: 'string', default: 'counts,fans,mail' },
  },
});
/** `--only counts,fans,mail`: which of the three parts to run (all by default). */
const parts = new Set(values.only.split(',').map((p) => p.trim()));
const members = values.smoke
  ? 2000
  : Number(values.members ?? (values.pglite ? 100_000 : 1_000_000));
/** `--mails 5000,100000`: one segment, ceiling and batch per size. */
const mails = (values.smoke ? '200,1000' : (values.mails ?? '5000,100000')).split(',').map(Number);
const seconds = values.smoke ? 1 : Number(values.seconds);
const samples = values.smoke ? 5 : 50;
/** The product's default (SENDOUT_CONNECTIONS); the ceiling's sender uses as many. */
const connections = process.env.SENDOUT_CONNECTIONS ?? '8';
const fmt = (n: number) => n.toLocaleString('en-US');
/** A batch sends at no less than this share of the reference's rate. */
const MIN_RATIO = 0.5;

let sink: SmtpSink | undefined;
let database: FreshDatabase | undefined;
let child: Child | undefined;
let cleaning: Promise<void> | undefined;
let stopping = false;
/** Every way out goes through here once: the child, the database, the sink. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await child?.stop();
    await database?.drop().catch((e: Error) => console.error(`drop failed: ${e.message}`));
    await sink?.close();
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: stopping`);
    stopping = true;
    void cleanUp().finally(() => process.exit(130));
  });

/** Japan-time `YYYY-MM-DD`, `years` ago. */
function japanDay(yearsAgo: number): string {
  const today = japanParts(new Date());
  return japanDayOf(fromJapanParts(today.year - yearsAgo, today.month, today.day));
}

const audiences: Array<[string, unknown]> = [
  ['all members', { type: 'all' }],
  ['age 20–39 in Tokyo', { type: 'custom', ageMin: 20, ageMax: 39, prefectures: ['JPPRF13'] }],
  ['main language en', { type: 'custom', mainLanguage: 'en' }],
  [
    'women in Okayama, Hiroshima, Kagawa',
    { type: 'custom', gender: 'GD02', prefectures: ['JPPRF33', 'JPPRF34', 'JPPRF37'] },
  ],
  ['registered in the last year', { type: 'custom', registeredFrom: japanDay(1) }],
  [
    'nationality China, Korea, Taiwan',
    { type: 'custom', nationalities: ['CT037', 'CT174', 'CT183'] },
  ],
];

type Load = { reqPerSec: number; p50: number; p99: number; errors: number };

async function load(
  url: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Load> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers,
    ...(body ? { method: 'POST' as const, body } : {}),
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

try {
  sink = await startSmtpSink();
  database = values.pglite ? undefined : await freshDatabase();
  const kind = database ? 'postgres' : 'pglite';
  console.log(`Seeding ${fmt(members)} members on ${database ? 'PostgreSQL' : 'PGlite'}…`);
  child = startChild('bench/mail-serve.ts', {
    BENCH_MEMBERS: String(members),
    // The 100,000 segment only when the mail part runs (it costs seconds of seeding).
    BENCH_MAILS: String(parts.has('mail') ? mails : mails.slice(0, 1)),
    BENCH_DATABASE: database?.url ?? '',
    BENCH_SMTP_URL: sink.url,
    SENDOUT_CONNECTIONS: connections,
  });
  const server = JSON.parse(await child.firstLine) as {
    app: string;
    bare: string;
    seedSeconds: number;
    segmentId: number;
    segmentSize: number;
    segments: MailSegment[];
  };
  console.log(`seeded in ${server.seedSeconds.toFixed(1)} s\n`);
  const session = await signIn(server.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const countUrl = `${server.app}/api/posts/count-audiences`;
  const post = {
    'content-type': 'application/json',
    'x-xsrf-token': session.xsrf,
    cookie: session.cookie,
  };

  // 1. Audience counts.
  const bareLoad = await load(server.bare);
  const bareLatency = await sampleLatency(samples, () => fetch(server.bare).then((r) => r.text()));
  console.log(
    `Audience count, ${fmt(members)} members, ${kind}, 10 connections × ${seconds} s, ${samples} single requests`,
  );
  console.log(
    `${'audience'.padEnd(36)} ${'matches'.padStart(9)} ${'req/s'.padStart(7)} ${'load p50/p99'.padStart(14)} ${'ratio'.padStart(7)} ${'single p50/p99'.padStart(16)}`,
  );
  const row = (
    name: string,
    matches: string,
    l: Load,
    ratio: number,
    s: { p50: number; p99: number },
  ) =>
    console.log(
      `${name.padEnd(36)} ${matches.padStart(9)} ${fmt(l.reqPerSec).padStart(7)} ${`${l.p50}/${l.p99} ms`.padStart(14)} ${ratio.toFixed(4).padStart(7)} ${`${s.p50}/${s.p99} ms`.padStart(16)}${l.errors ? `  errors ${l.errors}` : ''}`,
    );
  row('bare Fastify route', '', bareLoad, 1, bareLatency);
  const counts: Record<
    string,
    { matches: number; load: Load; ratio: number; single: { p50: number; p99: number } }
  > = {};
  for (const [name, audience] of parts.has('counts') ? audiences : []) {
    const body = JSON.stringify({ audience });
    const { count } = await call<{ count: number }>(session, 'POST', countUrl, { audience });
    const l = await load(countUrl, post, body);
    const single = await sampleLatency(samples, () =>
      call(session, 'POST', countUrl, { audience }),
    );
    const ratio = Number((l.reqPerSec / bareLoad.reqPerSec).toFixed(4));
    counts[name] = { matches: count, load: l, ratio, single };
    row(name, fmt(count), l, ratio, single);
  }

  // 3 (measured here, while the database is idle). Fan statistics, as the admin's page calls them.
  const get = { cookie: session.cookie };
  console.log(
    `\nFan statistics, ${fmt(members)} members, ${kind}, 10 connections × ${seconds} s, ${samples} single requests`,
  );
  console.log(
    `${'call'.padEnd(36)} ${'members'.padStart(9)} ${'req/s'.padStart(7)} ${'load p50/p99'.padStart(14)} ${'ratio'.padStart(7)} ${'single p50/p99'.padStart(16)}`,
  );
  const fans: typeof counts = {};
  const lastYear = japanDay(1);
  const fanCalls: Array<[string, string]> = [
    ...(['gender', 'country', 'prefecture', 'language', 'age'] as const).map(
      (d): [string, string] => [d, `${server.app}/api/admin/fans/${d}`],
    ),
    ['age, registered last year', `${server.app}/api/admin/fans/age?from=${lastYear}`],
    [
      'prefecture, registered last year',
      `${server.app}/api/admin/fans/prefecture?from=${lastYear}`,
    ],
  ];
  for (const [name, url] of parts.has('fans') ? fanCalls : []) {
    const res = await fetch(url, { headers: get });
    const body = (await res.json()) as { meta?: { total: number } };
    if (!res.ok || !body.meta) throw new Error(`${url}: ${res.status}`);
    const l = await load(url, get);
    const single = await sampleLatency(samples, () =>
      fetch(url, { headers: get }).then((r) => r.text()),
    );
    const ratio = Number((l.reqPerSec / bareLoad.reqPerSec).toFixed(4));
    fans[name] = { matches: body.meta.total, load: l, ratio, single };
    row(name, fmt(body.meta.total), l, ratio, single);
  }

  // 2. Mails per second against the reference, memory, and the "now" request at N members.
  const mailRun = parts.has('mail')
    ? await measureMail({
        sink,
        session,
        appUrl: server.app,
        segments: server.segments,
        members,
        connections,
        nowSamples: values.smoke ? 1 : 3,
      })
    : undefined;

  const summary = {
    database: kind,
    members,
    mails,
    seconds,
    connections: Number(connections),
    seedSeconds: Number(server.seedSeconds.toFixed(1)),
    at: new Date().toISOString(),
    audienceCount: { bare: { load: bareLoad, single: bareLatency }, audiences: counts },
    fanStatistics: fans,
    mail: mailRun && {
      ...mailRun,
      sizes: mailRun.sizes.map((r) => ({
        ...r,
        product: { ...r.product, window: undefined, seconds: sinkSeconds(r.product.window) },
      })),
    },
  };
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}-mail-${kind}.json`;
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  // The latest full run is kept in the repository; timestamped files and smokes are not.
  if (!values.smoke && parts.size === 3)
    writeFileSync(
      `bench/results/latest-mail-${kind}.json`,
      `${JSON.stringify(summary, null, 2)}\n`,
    );
  // The mail part alone (--only mail) keeps its own latest file.
  if (!values.smoke && parts.size === 1 && mailRun)
    writeFileSync(
      `bench/results/latest-mail-sendout-${kind}.json`,
      `${JSON.stringify(summary, null, 2)}\n`,
    );
  console.log(`written ${file}`);
  const failed = [
    ...Object.entries({ ...counts, ...fans })
      .filter(([, c]) => c.load.errors > 0 || c.load.reqPerSec === 0)
      .map(([n]) => n),
    ...(mailRun?.sizes ?? [])
      .filter((r) => r.product.status !== 'completed' || r.product.window.count !== r.recipients)
      .map((r) => `sendout of ${r.recipients}`),
    // A smoke's few hundred mails are too few for a rate.
    ...(values.smoke ? [] : (mailRun?.sizes ?? []))
      .filter((r) => r.product.ratioToCeiling < MIN_RATIO)
      .map((r) => `sendout of ${r.recipients} at ${r.product.ratioToCeiling} × the reference`),
  ];
  if (failed.length > 0) {
    console.error(`failed: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
} catch (error) {
  // Stopped by a signal: the child's exit is the expected consequence, not news.
  if (!stopping) console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
