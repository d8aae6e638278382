// Test set-ups beside the app under test: a built web app for WEB_DIST, and a second server
// process's app on the same PostgreSQL database.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
