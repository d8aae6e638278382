// Checks the spec's calls (packages/contract/src/spec-calls.ts) against the OpenAPI document
// the server generates. Prints "N of M spec calls served" and the missing ones; fails when a
// call recorded as served in docs/spec-coverage.json is no longer served, or when a newly
// served call is not recorded yet (run with --update to record it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SPEC_CALLS } from '../packages/contract/src/spec-calls';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';

const BASELINE = 'docs/spec-coverage.json';
const update = process.argv.includes('--update');

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: 'data/spec-coverage',
});
const database = await openDatabase({});
const app = await buildApp({ config, database, logger: false });
await app.ready();
const docResponse = await app.inject('/api/docs/json');
const docsPage = await app.inject('/api/docs');
const doc = docResponse.json<{ paths: Record<string, Record<string, unknown>> }>();
await app.close();
await database.close();

// The reference page and its document are served by the docs plugin, outside the document.
const docsServed = new Set<string>();
if (docResponse.statusCode === 200) docsServed.add('GET /api/docs/json');
if ([200, 302].includes(docsPage.statusCode)) docsServed.add('GET /api/docs');

const key = (c: { method: string; path: string }) => `${c.method} ${c.path}`;
const isServed = (c: { method: string; path: string }) =>
  docsServed.has(key(c)) || doc.paths[c.path]?.[c.method.toLowerCase()] !== undefined;

const served = SPEC_CALLS.filter(isServed).map(key);
const missing = SPEC_CALLS.filter((c) => !isServed(c));
console.log(`${served.length} of ${SPEC_CALLS.length} spec calls served`);
const byArea = new Map<string, string[]>();
for (const c of missing) byArea.set(c.area, [...(byArea.get(c.area) ?? []), key(c)]);
for (const [area, calls] of byArea) console.log(`  missing (${area}): ${calls.join(', ')}`);

if (update) {
  writeFileSync(BASELINE, `${JSON.stringify({ served }, null, 2)}\n`);
  console.log(`recorded ${served.length} served calls in ${BASELINE}`);
  process.exit(0);
}
const recorded: string[] = existsSync(BASELINE)
  ? (JSON.parse(readFileSync(BASELINE, 'utf8')) as { served: string[] }).served
  : [];
const lost = recorded.filter((c) => !served.includes(c));
const unrecorded = served.filter((c) => !recorded.includes(c));
if (lost.length > 0) console.error(`no longer served (was served before): ${lost.join(', ')}`);
if (unrecorded.length > 0) {
  console.error(`served but not recorded in ${BASELINE}: ${unrecorded.join(', ')}`);
  console.error('record them with: npm run spec:coverage -- --update');
}
process.exit(lost.length > 0 || unrecorded.length > 0 ? 1 : 0);
