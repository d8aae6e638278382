// Writes the OpenAPI document the server generates (GET /api/docs/json) to a file, for the
// stock linter (`npm run lint:openapi`): the app is built on an in-memory database, no port.
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';

const out = process.argv[2] ?? 'reports/openapi.json';
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanclub-openapi-')),
  APP_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  WEB_DIST: path.join(tmpdir(), 'fanclub-no-web'),
});
const database = await openDatabase({});
const app = await buildApp({ config, database, logger: false });
await app.ready();
const res = await app.inject('/api/docs/json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(JSON.parse(res.body), null, 2));
await app.close();
await database.close();
console.log(`OpenAPI document written to ${out}`);
