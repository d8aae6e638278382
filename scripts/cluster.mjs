// npm run cluster: the production layout on one machine. N server processes (CLUSTER_SERVERS,
// default 3) of the compiled server behind nginx (Debian's package), sharing DATABASE_URL
// (PostgreSQL), REDIS_URL and the file store (S3_* when set, else one DATA_DIR).
//
//   CLUSTER_PORT (default 8080): nginx; the servers listen on the next ports, 127.0.0.1 only.
//   CLUSTER_HOSTS (`netns:address,…`): one server per entry, in that network namespace on that
//     address with its own DATA_DIR/host-N, as on hosts of their own (the cluster suite).
//   CLUSTER_PID_FILE (DATA_DIR/cluster.pid; DATA_DIR ./data unless set): this process's id.
//   SIGINT/SIGTERM: stops everything gracefully. SIGHUP: rolling restart, one server at a time
//   (SIGTERM: it answers new requests 503, which nginx sends elsewhere, finishes those in
//   flight and exits; started again; then the next). nginx is never reloaded; a server that
//   dies is started again, and nginx skips it meanwhile (connection refused).
// Every line printed is JSON with pid and role (`supervisor`; nginx's messages as `nginx`);
// status lines carry an `event` ({"event":"ready","servers":[…]}).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { log, wrapLines } from './json-log.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;
const hosts = (env.CLUSTER_HOSTS ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [netns, address] = entry.split(':');
    return { netns, address };
  });
const count = hosts.length || Number(env.CLUSTER_SERVERS ?? 3);
const nginxPort = Number(env.CLUSTER_PORT ?? 8080);
const firstPort = Number(env.CLUSTER_SERVER_PORT ?? nginxPort + 1);
const serverEntry = path.join(root, 'apps/server/dist/server.js');
const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
const pidFile = path.resolve(root, env.CLUSTER_PID_FILE ?? path.join(dataDir, 'cluster.pid'));

function fail(message) {
  log(60, message);
  process.exit(1);
}
if (!env.DATABASE_URL?.startsWith('postgres'))
  fail('npm run cluster needs DATABASE_URL (PostgreSQL): the processes share one database.');
if (!env.REDIS_URL)
  fail('npm run cluster needs REDIS_URL: the processes share throttles and events.');
const nginxBin = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'].find((f) =>
  existsSync(f),
);
if (!nginxBin) fail('nginx is not installed (Debian: apt-get install -y nginx-light).');

const status = (event, extra = {}) =>
  log(30, event, {
    event,
    nginx: nginxPort,
    servers: servers.map((s) => ({
      address: s.address,
      port: s.port,
      pid: s.child?.pid ?? null,
      up: s.up,
    })),
    ...extra,
  });

// The compiled server, built once here (not by each process) when missing or older than its sources.
function newestSource(dirs) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!/\.test\.ts$/.test(entry.name)) newest = Math.max(newest, statSync(file).mtimeMs);
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return newest;
}
function build(command, args, what) {
  log(30, `${what}…`);
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  for (const line of `${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n'))
    if (line.trim()) log(result.status === 0 ? 30 : 50, line, {}, 'build');
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (
  !existsSync(serverEntry) ||
  statSync(serverEntry).mtimeMs < newestSource(['apps/server/src', 'packages/contract/src'])
)
  build(process.execPath, ['scripts/build-server.mjs'], 'Compiling the server');
if (!env.WEB_DIST && !existsSync(path.join(root, 'apps/web/dist/index.html')))
  build('npm', ['run', 'build', '-w', '@fanclub/web'], 'Building the web app');

const prefix = mkdtempSync(path.join(tmpdir(), 'fanclub-cluster-'));
// nginx's workers (another user when started as root) create their temp folders in here.
chmodSync(prefix, 0o755);
const template = readFileSync(path.join(root, 'deploy/nginx.conf.template'), 'utf8');

const servers = Array.from({ length: count }, (_, i) => ({
  address: hosts[i]?.address ?? '127.0.0.1',
  netns: hosts[i]?.netns,
  // On hosts of their own, each has its own folder (nothing shared but the database, Redis, S3).
  dataDir: hosts.length ? path.join(dataDir, `host-${i + 1}`) : dataDir,
  port: firstPort + i,
  child: undefined,
  up: false,
  stopping: false,
}));

function writeNginxConfig() {
  const lines = servers.map(
    (s) => `    server ${s.address}:${s.port} max_fails=1 fail_timeout=${failTimeout}s;`,
  );
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    template
      .replaceAll('{{prefix}}', prefix)
      .replace('{{listen}}', `127.0.0.1:${nginxPort}`)
      .replace('{{servers}}', lines.join('\n')),
  );
}
// How long nginx leaves a server alone after it failed (refused, 503 while stopping).
const failTimeout = 2;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let nginx;

const serverEnv = {
  ...env,
  // A stopping server refuses new requests this long (nginx learns it is going) before it
  // closes its port; the requests it is running finish either way.
  SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? '1000',
  // nginx on this machine sets X-Forwarded-For; only it is trusted.
  TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1',
  APP_URL: env.APP_URL ?? `http://localhost:${nginxPort}`,
};

function startServer(s) {
  s.stopping = false;
  const node = [process.execPath, '--enable-source-maps', serverEntry];
  // `ip netns exec` replaces itself with node: the child's pid is the server's.
  const [command, ...args] = s.netns ? ['ip', 'netns', 'exec', s.netns, ...node] : node;
  mkdirSync(s.dataDir, { recursive: true });
  s.child = spawn(command, args, {
    cwd: root,
    env: { ...serverEnv, HOST: s.address, PORT: String(s.port), DATA_DIR: s.dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const child = s.child;
  child.on('exit', (code, signal) => {
    if (s.child !== child || s.stopping || shuttingDown) return;
    // Died on its own (crash, SIGKILL): nginx skips it (connection refused) until it is back.
    status('server-died', { port: s.port, code, signal });
    s.up = false;
    // (One that exits again at once is left out; its exit handler tries again.)
    void sleep(500)
      .then(async () => {
        startServer(s);
        await waitReady(s);
        s.up = true;
        status('server-back', { port: s.port });
      })
      .catch((error) => log(50, `server on ${s.port}: ${error.message}`));
  });
}

async function waitReady(s, timeoutMs = 180_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (s.child?.exitCode !== null && s.child?.exitCode !== undefined)
      throw new Error(`server on ${s.port} exited (${s.child.exitCode})`);
    try {
      const res = await fetch(`http://${s.address}:${s.port}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`server on ${s.port} not ready in ${timeoutMs} ms`);
}

function stopServer(s) {
  const child = s.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  s.stopping = true;
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

let restarting = false;
let ready = false;
async function rollingRestart() {
  if (restarting) return;
  restarting = true;
  status('restarting');
  for (const s of servers) {
    s.up = false;
    await stopServer(s);
    startServer(s);
    await waitReady(s);
    s.up = true;
    // nginx counted it failed while it was away: the next one stops once nginx uses it again.
    await sleep(failTimeout * 1000 + 200);
    status('server-restarted', { port: s.port });
  }
  restarting = false;
  status('restarted');
}

let shuttingDown = false;
async function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  await Promise.all(servers.map(stopServer));
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  rmSync(prefix, { recursive: true, force: true });
  rmSync(pidFile, { force: true });
  status('stopped');
  process.exit(code);
}

async function main() {
  mkdirSync(path.dirname(pidFile), { recursive: true });
  writeFileSync(pidFile, `${process.pid}\n`);
  status('starting', { pidFile });
  // The first server alone: it runs the migrations and the first-start data; then the others.
  startServer(servers[0]);
  await waitReady(servers[0]);
  servers[0].up = true;
  for (const s of servers.slice(1)) startServer(s);
  await Promise.all(servers.slice(1).map((s) => waitReady(s)));
  for (const s of servers) s.up = true;
  writeNginxConfig();
  nginx = spawn(
    nginxBin,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  wrapLines(nginx.stdout, 30, 'nginx');
  wrapLines(nginx.stderr, 40, 'nginx');
  nginx.on('exit', (code) => {
    if (!shuttingDown) {
      log(50, `nginx exited (${code})`);
      void shutdown(1);
    }
  });
  const end = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${nginxPort}/api/ready`)).ok) break;
    } catch {
      // nginx not listening yet
    }
    if (Date.now() > end) throw new Error('nginx did not answer');
    await sleep(100);
  }
  status('ready', { url: serverEnv.APP_URL });
  ready = true;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown());
process.on('SIGHUP', () => {
  if (ready)
    rollingRestart().catch((error) => {
      restarting = false;
      log(50, `rolling restart stopped: ${error.message}`);
    });
});
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    log(60, error?.message ?? String(error), { err: { stack: error?.stack } });
    void shutdown(1);
  });
}
main().catch((error) => {
  log(60, error.message, { err: { stack: error.stack } });
  void shutdown(1);
});
