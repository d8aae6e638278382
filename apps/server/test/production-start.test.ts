// The production start: the server compiled to JavaScript (scripts/build-server.mjs) starts
// from the bundle with no TypeScript loader, answers /api/health, and logs only JSON lines.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
// Beside the real build, so npm start's own apps/server/dist/server.js is left alone.
const outdir = path.join(root, 'apps/server/dist', `start-test-${process.pid}`);
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(outdir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

// It starts on the embedded database whatever DATABASE_URL says (npm start's own default), so
// the PostgreSQL pass would only build and start the same thing a second time.
describe.skipIf(process.env.DATABASE_URL)('npm start on a built tree', () => {
  it('runs the compiled server, answers health and logs JSON', async () => {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const bundle = readFileSync(path.join(outdir, 'server.js'), 'utf8');
    // No TypeScript compiler or loader is imported by what is served.
    expect(bundle).not.toMatch(/from "(tsx|typescript|esbuild)[/"]/);

    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclub-start-'));
    const started = Date.now();
    server = spawn(process.execPath, [path.join(outdir, 'server.js')], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        SEED_DEMO: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    server.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));

    let healthy = false;
    while (!healthy && Date.now() - started < 60_000 && server.exitCode === null) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((res) => res.ok)
        .catch(() => false);
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`compiled server answered /api/health after ${seconds.toFixed(2)} s`);
    expect(healthy, out).toBe(true);

    const lines = out.split('\n').filter((l) => l.trim() !== '');
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as { level: number; msg: string };
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
    expect(parsed.some((l) => l.msg === 'ready')).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('prepares the data and exits with --prepare-only (the first start, beside the web build)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclub-prepare-'));
    const prepare = spawn(process.execPath, [path.join(outdir, 'server.js'), '--prepare-only'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        SEED_DEMO: '0',
        ADMIN_EMAIL: 'office@example.com',
        ADMIN_PASSWORD: 'Prepare2026ok',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    prepare.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    prepare.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        prepare.kill('SIGKILL');
        resolve(null);
      }, 60_000);
      prepare.once('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code, out).toBe(0);
    const messages = out
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(messages).toContain('admin account ensured from ADMIN_EMAIL');
    expect(messages).toContain('data prepared');
    expect(messages).not.toContain('ready');
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
