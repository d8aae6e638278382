// Test set-ups beside the app under test: a built web app for WEB_DIST, a second server
// process's app on the same PostgreSQL database, and a real server started as a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import type { TestContext } from './helpers';

/**
 * A built web app in a temporary folder (for WEB_DIST): its index.html, and `assets` written into
 * assets/ by file name. Returns the folder.
 */
export function builtWebApp(indexHtml: string, assets: Record<string, string | Buffer> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanclub-web-'));
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  if (Object.keys(assets).length > 0) mkdirSync(path.join(dir, 'assets'));
  for (const [name, body] of Object.entries(assets)) {
    writeFileSync(path.join(dir, 'assets', name), body);
  }
  return dir;
}

/**
 * A second server process's app on the same PostgreSQL database as `ctx` (its own pool and
 * listeners), built before the suite's tests and closed after them; read `.app` inside tests.
 */
export function useSecondInstance(ctx: TestContext): { readonly app: FastifyInstance } {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: ctx.config.databaseUrl });
    app = await buildApp({ config: ctx.config, database, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('useSecondInstance: the app exists only inside hooks and tests');
      return app;
    },
  };
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `src/server.ts` in a child process with `env` (not the test's DATABASE_URL) on `port`. */
export function startServer(env: Record<string, string>, port: number): ChildProcess {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once the child process has ended (at once if it already has). */
export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
