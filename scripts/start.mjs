// npm start: builds what is missing or older than its sources (the web app; the server,
// compiled to JavaScript), then runs the compiled server (SPA + API) with JSON logs. The
// serving process loads no TypeScript compiler.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const serverEntry = path.join(root, 'apps/server/dist/server.js');

function run(command, args, what) {
  console.log(`${what}…`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
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
  console.log(`${what}…`);
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  return new Promise((resolve) =>
    child.on('exit', (code) => (code === 0 ? resolve() : process.exit(code ?? 1))),
  );
}

// First start: the web app builds (with cheap compression, apps/web/precompress.ts; `npm run
// build` compresses at its best) while the server compiles and prepares the database.
const webBuild = existsSync(path.join(root, 'apps/web/dist/index.html'))
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
  run(process.execPath, ['scripts/build-server.mjs'], 'Compiling the server');
}
if (webBuild) {
  await Promise.all([
    webBuild,
    runAside(process.execPath, [serverEntry, '--prepare-only'], 'Preparing the data'),
  ]);
}

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
