// npm run cluster: the production layout on one machine. N server processes (CLUSTER_SERVERS,
// default 3) of the compiled server behind nginx (Debian's package), sharing DATABASE_URL
// (PostgreSQL), REDIS_URL and the file store (S3_* when set, else one DATA_DIR).
//
//   CLUSTER_PORT (default 8080): nginx; the servers listen on the next ports, 127.0.0.1 only.
//   SIGINT/SIGTERM: stops everything gracefully. SIGHUP: rolling restart, one server at a time
//   (taken out of nginx, SIGTERM, started again, back in once /api/ready answers).
//   A server that dies is taken out, started again and put back when ready.
// Status lines go to stdout as JSON ({"event":"ready","servers":[{port,pid}]…}) for scripts.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;
const count = Number(env.CLUSTER_SERVERS ?? 3);
const nginxPort = Number(env.CLUSTER_PORT ?? 8080);
const firstPort = Number(env.CLUSTER_SERVER_PORT ?? nginxPort + 1);
const serverEntry = path.join(root, 'apps/server/dist/server.js');

function fail(message) {
  console.error(message);
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
  console.log(
    JSON.stringify({
      event,
      nginx: nginxPort,
      servers: servers.map((s) => ({ port: s.port, pid: s.child?.pid ?? null, up: s.up })),
      ...extra,
    }),
  );

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
function build(args, what) {
  console.error(`${what}…`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (
  !existsSync(serverEntry) ||
  statSync(serverEntry).mtimeMs < newestSource(['apps/server/src', 'packages/contract/src'])
)
  build(['scripts/build-server.mjs'], 'Compiling the server');
if (!env.WEB_DIST && !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('Building the web app…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@fanclub/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const prefix = mkdtempSync(path.join(tmpdir(), 'fanclub-cluster-'));
// nginx's workers (another user when started as root) create their temp folders in here.
chmodSync(prefix, 0o755);
const template = readFileSync(path.join(root, 'deploy/nginx.conf.template'), 'utf8');

const servers = Array.from({ length: count }, (_, i) => ({
  port: firstPort + i,
  child: undefined,
  up: false,
  stopping: false,
}));

function writeNginxConfig() {
  const lines = servers.map(
    (s) => `    server 127.0.0.1:${s.port} max_fails=1 fail_timeout=2s${s.up ? '' : ' down'};`,
  );
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    template
      .replaceAll('{{prefix}}', prefix)
      .replace('{{listen}}', `127.0.0.1:${nginxPort}`)
      .replace('{{servers}}', lines.join('\n')),
  );
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let nginx;
/** Applies the upstream list: new workers take it, the old ones finish their requests. */
async function reloadNginx() {
  writeNginxConfig();
  if (!nginx) return;
  nginx.kill('SIGHUP');
  await sleep(300);
}

const serverEnv = {
  ...env,
  HOST: '127.0.0.1',
  // nginx on this machine sets X-Forwarded-For; only it is trusted.
  TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1',
  APP_URL: env.APP_URL ?? `http://localhost:${nginxPort}`,
};

function startServer(s) {
  s.stopping = false;
  s.child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: root,
    env: { ...serverEnv, PORT: String(s.port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const child = s.child;
  child.on('exit', (code, signal) => {
    if (s.child !== child || s.stopping || shuttingDown) return;
    // Died on its own (crash, SIGKILL): out of the balancer, started again, back when ready.
    status('server-died', { port: s.port, code, signal });
    s.up = false;
    // (One that exits again at once is left out; its exit handler tries again.)
    void reloadNginx()
      .then(async () => {
        await sleep(500);
        startServer(s);
        await waitReady(s);
        s.up = true;
        await reloadNginx();
        status('server-back', { port: s.port });
      })
      .catch((error) => console.error(`server on ${s.port}: ${error.message}`));
  });
}

async function waitReady(s, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (s.child?.exitCode !== null && s.child?.exitCode !== undefined)
      throw new Error(`server on ${s.port} exited (${s.child.exitCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${s.port}/api/ready`);
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
  for (const s of servers) {
    s.up = false;
    await reloadNginx();
    await stopServer(s);
    startServer(s);
    await waitReady(s);
    s.up = true;
    await reloadNginx();
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
  process.exit(code);
}

async function main() {
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
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  nginx.on('exit', (code) => {
    if (!shuttingDown) {
      console.error(`nginx exited (${code})`);
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
  if (ready) void rollingRestart();
});
main().catch((error) => {
  console.error(error);
  void shutdown(1);
});
