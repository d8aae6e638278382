// npm start: builds what is missing or older than its sources (the web app; the server,
// compiled to JavaScript), then runs the compiled server (SPA + API) with JSON logs. The
// serving process loads no TypeScript compiler.
//
// SIGTERM and SIGINT (from npm, a container runtime or systemd) go on to whatever runs now (a
// build or the server), and this process ends with it; the server also stops by itself when
// this process is gone (its IPC channel closes), so it never serves on unsupervised.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { log } from './json-log.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const serverEntry = path.join(root, 'apps/server/dist/server.js');

const children = new Set();
let stopping;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = signal;
    for (const child of children) child.kill(signal);
    if (children.size === 0) process.exit(0);
  });
}

// A parent that ends without passing the signal on (a shell between npm and this process)
// leaves this one to init: treated as SIGTERM.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && !stopping) process.emit('SIGTERM', 'SIGTERM');
}, 1000).unref();

/** Starts a command; resolves with its exit code (ends this process when it is being stopped). */
function start(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  children.add(child);
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (stopping && children.size === 0) process.exit(code ?? (signal === stopping ? 0 : 1));
      resolve(code ?? 1);
    }),
  );
}

const say = (what) => log(30, what, {}, 'start');

async function run(command, args, what) {
  say(`${what}…`);
  const code = await start(command, args);
  if (code !== 0) process.exit(code);
}

/** The newest modification time of the files under the given folders (tests left out). */
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

/** Like run(), without waiting: resolves when the command has succeeded. */
function runAside(command, args, what, env = process.env) {
  say(`${what}…`);
  return start(command, args, { env }).then((code) => code === 0 || process.exit(code));
}

// First start: the web app builds (with cheap compression, apps/web/precompress.ts; `npm run
// build` compresses at its best) while the server compiles and prepares the database.
const webBuild =
  process.env.WEB_DIST || existsSync(path.join(root, 'apps/web/dist/index.html'))
    ? undefined
    : runAside(npm, ['run', 'build', '-w', '@fanclub/web'], 'Building the web app (first start)', {
        PRECOMPRESS: 'fast',
        ...process.env,
      });
// A pulled change to the server or the contract is compiled before it is served.
if (
  !existsSync(serverEntry) ||
  statSync(serverEntry).mtimeMs < newestSource(['apps/server/src', 'packages/contract/src'])
) {
  await run(process.execPath, ['scripts/build-server.mjs'], 'Compiling the server');
}
if (webBuild) {
  await Promise.all([
    webBuild,
    runAside(process.execPath, [serverEntry, '--prepare-only'], 'Preparing the data'),
  ]);
}

if (!stopping) {
  const code = await start(process.execPath, ['--enable-source-maps', serverEntry], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  process.exit(code);
}
