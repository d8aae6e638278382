// The production layout, proven: `npm run cluster` (nginx + three compiled server processes on
// one PostgreSQL database, Redis and an S3-compatible store) and what a club needs of it.
// Needs DATABASE_URL (a PostgreSQL server; a fresh database is made on it), REDIS_URL and nginx.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userChannel } from '@fanclub/contract/realtime';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { startTestS3, type TestS3 } from '../apps/server/src/test/s3-server';
import { buildAdmin, buildMember, buildPost, freshPostgres } from '../apps/server/test/helpers';
import { cookieHeader, openSocket } from '../apps/server/test/realtime-client';
import { canMakeHosts, makeHosts, type Hosts } from './hosts';
import { nonJsonLines, prometheusBin, promtoolCheck } from './ops-checks';
import { scrapeWithPrometheus, startThenTerminate } from './ops-checks';

const root = fileURLToPath(new URL('..', import.meta.url));
const MEMBERS = Number(process.env.CLUSTER_MEMBERS ?? 20_000);
const NGINX = Number(process.env.CLUSTER_PORT ?? 3300);
const PASSWORD = 'Harbour2026';
const baseDatabase = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type Mail = { to: string; messageId: string };
const received: Mail[] = [];
let sink: SMTPServer;
let s3: TestS3;
let pgDb: { url: string; drop: () => Promise<void> };
let database: Database;
let dataDir: string;
let cluster: ChildProcess;
let serverEnv: NodeJS.ProcessEnv;
/** Each server in a network namespace of its own (as root: CI), else all on 127.0.0.1. */
let hosts: Hosts | undefined;
type Status = {
  event: string;
  servers: { address: string; port: number; pid: number; up: boolean }[];
};
const events: Status[] = [];
/** Every line the supervisor, nginx and the servers printed (stdout and stderr). */
const logLines: string[] = [];
const METRICS_TOKEN = 'cluster-metrics-token-0123456789';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, check: () => T | Promise<T>, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end)
      throw new Error(`timed out waiting for ${what} (${received.length} mails received)`);
    await sleep(100);
  }
}
const nextEvent = (name: string, after = events.length, timeoutMs = 90_000) =>
  until(
    `cluster event ${name}`,
    () => events.slice(after).find((e) => e.event === name),
    timeoutMs,
  );
const latest = () => events.filter((e) => e.servers.every((s) => s.pid)).at(-1)!;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read field by field
type Reply = { status: number; body: string; json: () => any };
/**
 * A browser-like client over plain HTTP/1.1, one connection per request (as a balancer's
 * clients reconnect), from a chosen local address: nginx sees it as the client's address.
 */
class Browser {
  cookies = new Map<string, string>();
  constructor(
    private localAddress = '127.0.0.1',
    /** A keep-alive agent: requests reuse one connection, as browsers do. */
    private agent: http.Agent | false = false,
  ) {}

  request(port: number, method: string, url: string, body?: object): Promise<Reply> {
    const headers: Record<string, string> = {
      'content-language': 'en',
      accept: 'application/json',
    };
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (this.cookies.size) headers.cookie = cookieHeader(this.cookies);
    const payload = body ? JSON.stringify(body) : undefined;
    if (payload) headers['content-type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: hostOf(port),
          port,
          method,
          path: url,
          headers,
          agent: this.agent,
          // A server on a host of its own is reached from this machine's side of its link.
          ...(hostOf(port) === '127.0.0.1' ? { localAddress: this.localAddress } : {}),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair, ...attributes] = line.split(';');
              const [name, ...value] = pair!.split('=');
              const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a));
              if (expired || value.join('=') === '') this.cookies.delete(name!.trim());
              else this.cookies.set(name!.trim(), value.join('='));
            }
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode!, body: text, json: () => JSON.parse(text) });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }
  get(port: number, url: string) {
    return this.request(port, 'GET', url);
  }
  post(port: number, url: string, body?: object) {
    return this.request(port, 'POST', url, body ?? {});
  }
  async signIn(port: number, email: string) {
    await this.get(port, '/sanctum/csrf-cookie');
    const res = await this.post(port, '/api/login', { email, password: PASSWORD });
    expect(res.status, res.body).toBe(200);
    return this;
  }
}

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo[0]!.address,
          messageId: /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '',
        });
        callback();
      });
    },
  });
  // A killed server's connections reset; that is the point of one test.
  sink.on('error', () => undefined);
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  s3 = await startTestS3('fanclub-cluster');
  pgDb = await freshPostgres(baseDatabase);
  dataDir = mkdtempSync(path.join(tmpdir(), 'fanclub-cluster-data-'));
  const smtpUrl = `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;
  // On hosts of their own the servers reach PostgreSQL, Redis, S3 and the mail sink only
  // through forwarders on the hosts' gateway; each has its own data folder (cluster.mjs).
  if (canMakeHosts()) hosts = makeHosts(3);
  else console.warn('not root: the cluster runs on 127.0.0.1, not in network namespaces');
  const reach = (url: string) => hosts?.forward(url) ?? Promise.resolve(url);

  serverEnv = {
    ...process.env,
    ...s3.env,
    S3_ENDPOINT: await reach(s3.env.S3_ENDPOINT!),
    NODE_ENV: 'production',
    // The suite's admin signs in with a password alone (two-step sign-in has its own suite).
    ADMIN_REQUIRE_2FA: 'false',
    DATABASE_URL: await reach(pgDb.url),
    REDIS_URL: await reach(redisUrl),
    ...(hosts ? { CLUSTER_HOSTS: hosts.clusterHosts, TRUST_PROXY: '10.213.0.0/16' } : {}),
    CLUSTER_PORT: String(NGINX),
    DATA_DIR: dataDir,
    // The API is under test, not the web app: no build of it is needed.
    WEB_DIST: path.join(dataDir, 'no-web'),
    SESSION_SECRET: 'cluster-session-secret-0123456789abcdef',
    REPORT_SECRET: 'cluster-report-secret-0123456789',
    SURVEY_SECRET: 'cluster-survey-secret-0123456789',
    SMTP_URL: await reach(smtpUrl),
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN,
    MAIL_POLL_MS: '200',
    SENDOUT_RATE: '0',
    // A page is sent well within its lease (else another process would take it over while
    // it is still being sent); a dead process's page is taken over 5 s after its claim.
    SENDOUT_PAGE_SIZE: '50',
    SENDOUT_LEASE_SECONDS: '5',
  };
  cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [cluster.stdout!, cluster.stderr!]) {
    let buffered = '';
    stream.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        logLines.push(line);
        if (stream === cluster.stderr) process.stderr.write(`${line}\n`);
        if (!line.includes('"event"')) continue;
        const parsed = JSON.parse(line) as Partial<Status>;
        if (parsed.event && parsed.servers) events.push(parsed as Status);
      }
    });
  }
  await nextEvent('ready', 0, 360_000);
  database = await openDatabase({ databaseUrl: pgDb.url });
}, 420_000);

afterAll(async () => {
  // What every process printed, for a failed run (CI keeps reports/).
  if (process.env.CLUSTER_LOG_FILE)
    writeFileSync(process.env.CLUSTER_LOG_FILE, logLines.join('\n'));
  if (cluster && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster.once('exit', resolve));
    cluster.kill('SIGTERM');
    await exited;
  }
  await database?.close();
  await pgDb?.drop();
  await s3?.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  await hosts?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ports = () => latest().servers.map((s) => s.port);
/** The address a port is served on: a server's own host, or this machine (nginx). */
function hostOf(port: number) {
  return events.at(-1)?.servers.find((s) => s.port === port)?.address ?? '127.0.0.1';
}

describe('three server processes behind nginx', () => {
  let admin: Browser;
  let adminEmail: string;
  let adminId = 0;

  it('keeps a session made through one process on the others and through nginx', async () => {
    const built = await buildAdmin(database.db);
    adminEmail = built.email;
    adminId = built.id;
    const [a, b, c] = ports();
    admin = await new Browser().signIn(a!, adminEmail);
    for (const port of [a!, b!, c!, NGINX, NGINX, NGINX]) {
      const me = await admin.get(port, '/api/me');
      expect(me.status, `${port}: ${me.body}`).toBe(200);
      expect(me.body).toContain(adminEmail);
    }
  });

  it('is scraped by Prometheus on each process, every target up; promtool passes', async () => {
    const servers = latest().servers;
    const page = await fetch(`http://${servers[0]!.address}:${servers[0]!.port}/api/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(page.status).toBe(200);
    const check = promtoolCheck(await page.text());
    expect(check.output).toBe('');
    expect(check.status).toBe(0);
    expect(prometheusBin, 'Debian package prometheus').toBeTruthy();
    const seen = await scrapeWithPrometheus(
      servers.map((s) => `${s.address}:${s.port}`),
      METRICS_TOKEN,
      NGINX + 93,
      12,
    );
    expect(
      seen.targets
        .map((t) => [t.labels.instance, t.health, t.lastError])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual(servers.map((s) => [`${s.address}:${s.port}`, 'up', '']));
    // One request counter per process, told apart by instance (nothing summed through nginx).
    expect(seen.counters.map((c) => c.metric.instance).sort()).toEqual(
      servers.map((s) => `${s.address}:${s.port}`).sort(),
    );
  });

  it('brings a realtime event published by one process to a socket held by another', async () => {
    const member = await buildMember(database.db);
    const [a, b] = ports();
    const browser = await new Browser().signIn(b!, member.email);
    // One socket straight on the second process, one through nginx (WebSocket upgrade).
    for (const base of [`ws://${hostOf(b!)}:${b}`, `ws://127.0.0.1:${NGINX}`]) {
      const socket = await openSocket(base, cookieHeader(browser.cookies));
      const channel = userChannel(member.id);
      const auth = await browser.post(b!, '/api/broadcasting/auth', {
        socket_id: socket.socketId,
        channel_name: channel,
      });
      expect(auth.status, auth.body).toBe(200);
      socket.send({ event: 'subscribe', channel, auth: auth.json().data.auth });
      await socket.next((m) => m.event === 'subscription_succeeded');
      const points = 7 + Math.floor(Math.random() * 50);
      const adjust = await admin.post(a!, '/api/admin/points/adjust', {
        userId: member.id,
        points,
        reason: 'cluster check',
      });
      expect(adjust.status, adjust.body).toBe(200);
      const event = await socket.next((m) => m.event === 'balance', 5000);
      expect(event).toMatchObject({ channel, data: { type: 'balance' } });
      socket.close();
    }
  });

  it('counts failed sign-ins across processes, by the client address nginx passes', async () => {
    const member = await buildMember(database.db);
    // 127.0.0.2 is this machine too: nginx sees it as the client and passes it on.
    const outside = new Browser('127.0.0.2');
    await outside.get(NGINX, '/sanctum/csrf-cookie');
    for (let i = 0; i < 5; i += 1) {
      const res = await outside.post(NGINX, '/api/login', {
        email: member.email,
        password: 'Wrong12345',
      });
      expect(res.status, res.body).toBe(422);
    }
    expect(
      (await outside.post(NGINX, '/api/login', { email: member.email, password: 'Wrong12345' }))
        .status,
    ).toBe(429);
    // Another address (straight to a process) still may try: the count was per address.
    const local = new Browser();
    await local.get(ports()[2]!, '/sanctum/csrf-cookie');
    const other = await local.post(ports()[2]!, '/api/login', {
      email: member.email,
      password: PASSWORD,
    });
    expect(other.status, other.body).toBe(200);
  });

  let batchId = 0;

  it('starts one of two batches sent at once on two processes and refuses the other', async () => {
    // The members, in bulk: the member statistics trigger is left out for this session (it
    // takes a minute for 20,000 rows on a busy machine and no check here reads statistics).
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
      insert into users (email, password_hash, first_name, last_name, nickname, year_of_birth,
        gender, main_language, status, referral_code, newsletter_consent, email_verified_at)
      select 'c' || i || '@example.jp', 'x', '花子' || i, '瀬戸', 'c' || i, 1990, 'GD02',
        (array['ja', 'en'])[1 + i % 2], 'active', 'C' || lpad(i::text, 5, '0'), true, now()
      from generate_series(1, ${MEMBERS}) as i`);
    });
    const mail = {
      ja: { subject: '{{nick_name}}様 瀬戸内の秋祭り', body: '<p>{{last_name}} 様</p>' },
      en: { subject: 'Autumn festivals, {{nick_name}}', body: '<p>Dear {{first_name}}</p>' },
    };
    const first = await buildPost(database.db, { audience: { type: 'all' }, mail } as never);
    const second = await buildPost(database.db, { audience: { type: 'all' }, mail } as never);
    const [a, b] = ports();
    const answers = await Promise.all([
      admin.post(a!, `/api/admin/posts/${first.id}/sendouts`, { sendMode: 'now' }),
      admin.post(b!, `/api/admin/posts/${second.id}/sendouts`, { sendMode: 'now' }),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses, answers.map((r) => r.body).join('\n')).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.json().error_code).toBe('BATCH_BUSY');
    batchId = answers.find((r) => r.status === 201)!.json().data.id;
    expect(batchId).toBeGreaterThan(0);
  });

  it('finishes the 20,000-recipient batch after a process is killed mid-batch, missing nobody', async () => {
    const killedPort = ports()[1]!;
    const victim = latest().servers[1]!.pid;
    await until('40% sent', () => received.length >= MEMBERS * 0.4, 120_000);
    const before = events.length;
    process.kill(victim, 'SIGKILL');
    await nextEvent('server-back', before);
    const rows = (sqlResult: unknown) => (sqlResult as { rows: Record<string, unknown>[] }).rows;
    const batch = await until(
      'the batch completed',
      async () => {
        const [row] = rows(
          await database.db.execute(
            sql`select status, recipient_count, sent_count, failed_count from sendout_batches where id = ${batchId}`,
          ),
        );
        return row?.status === 'completed' ? row : undefined;
      },
      120_000,
    );
    const recipients = Number(batch.recipient_count);
    expect(recipients).toBeGreaterThanOrEqual(MEMBERS);
    expect(batch.failed_count).toBe(0);
    const byRecipient = new Map<string, Set<string>>();
    for (const m of received) {
      const ids = byRecipient.get(m.to) ?? new Set<string>();
      ids.add(m.messageId);
      byRecipient.set(m.to, ids);
    }
    // Everyone once; a mail the killed process had in flight may come twice, with one Message-ID.
    expect(byRecipient.size).toBe(recipients);
    for (let i = 1; i <= MEMBERS; i += 1) expect(byRecipient.get(`c${i}@example.jp`)?.size).toBe(1);
    expect(received.length - recipients).toBeLessThan(50);
    expect(latest().servers.find((s) => s.port === killedPort)!.pid).not.toBe(victim);
  });

  it('drops no request while all three processes are restarted one by one under load', async () => {
    const before = latest().servers.map((s) => s.pid);
    const start = events.length;
    let stop = false;
    const failures: string[] = [];
    let done = 0;
    // Workers 0–3 open a connection per request; 4–7 keep one open (keep-alive), as browsers do.
    const agents: http.Agent[] = [];
    const clientFor = (n: number) => {
      if (n < 4) return admin;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      const client = new Browser('127.0.0.1', agent);
      client.cookies = admin.cookies;
      return client;
    };
    const worker = async (n: number) => {
      const client = clientFor(n);
      while (!stop) {
        const res =
          n % 2 === 0
            ? await client
                .get(NGINX, '/api/me')
                .catch((e: Error) => ({ status: 0, body: e.message }))
            : await client
                .post(NGINX, '/api/admin/points/adjust', {
                  userId: adminId,
                  points: 1,
                  reason: 'steady load',
                })
                .catch((e: Error) => ({ status: 0, body: e.message }));
        done += 1;
        if (res.status !== 200) failures.push(`${n}: ${res.status} ${res.body.slice(0, 200)}`);
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(worker));
    await sleep(500);
    cluster.kill('SIGHUP');
    // Three starts in a row: on a busy machine each may take a while.
    await nextEvent('restarted', start, 420_000);
    await sleep(500);
    stop = true;
    await load;
    for (const agent of agents) agent.destroy();
    expect(failures).toEqual([]);
    expect(done).toBeGreaterThan(50);
    const after = latest().servers.map((s) => s.pid);
    after.forEach((pid, i) => expect(pid).not.toBe(before[i]));
  }, 480_000);

  // (The servers print little at LOG_LEVEL=warn; npm start's test below reads a server at info.)
  it('prints nothing but JSON lines with pid and role (supervisor, nginx, servers)', () => {
    expect(logLines.length).toBeGreaterThan(5);
    expect(nonJsonLines(logLines)).toEqual([]);
    const roles = new Set(logLines.map((l) => (JSON.parse(l) as { role: string }).role));
    expect(roles).toContain('supervisor');
  });
});

describe('npm start', () => {
  it('passes SIGTERM on to the server, which stops and closes its port', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fanclub-start-'));
    try {
      const run = await startThenTerminate(
        root,
        { ...serverEnv, DATA_DIR: dir, LOG_LEVEL: 'info' },
        NGINX + 77,
      );
      expect(run.portOpen).toBe(false);
      expect(run.code).toBe(0);
      expect(nonJsonLines(run.lines)).toEqual([]);
      expect(run.lines.join('\n')).toContain('"msg":"shutting down"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
