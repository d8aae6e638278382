// The product as the browser tests see it: a fresh embedded database with demo data, on E2E_PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// A build elsewhere (WEB_DIST, as the team's own builds) is served as it is.
if (!process.env.WEB_DIST && !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@fanclub/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = process.env.E2E_PORT ?? '3100';
const env = {
  ...process.env,
  PORT: port,
  APP_URL: `http://localhost:${port}`,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanclub-e2e-')),
  SEED_DEMO: '1',
  LOG_LEVEL: 'warn',
  // As behind a local proxy: API set-up calls of the journeys (e2e/support newMember) come
  // "from" their own client address, so the per-IP sign-up throttle counts each separately,
  // while the browser itself still counts as 127.0.0.1.
  TRUST_PROXY: '127.0.0.1',
  // Journeys answer a survey seconds after starting it; the speed check has its API tests.
  SPEEDER_PERCENT: '0',
  // An admin of its own for the two-step sign-in journey (e2e/support/app.ts TWO_STEP_ADMIN), so
  // a journey that fails half-way through enrolling never locks the demo admin out of the rest.
  ADMIN_EMAIL: 'two-step.admin@example.com',
  ADMIN_PASSWORD: 'Setouchi2026-two-step',
  // Known to the journeys, which sign survey completions as the survey tool would.
  SURVEY_SECRET: process.env.SURVEY_SECRET ?? 'e2e-survey-secret-0123456789abcdef',
  // Known to the report journey (e2e/statistics.spec.ts), which types it into the report page.
  REPORT_SECRET: process.env.REPORT_SECRET ?? 'e2e-report-secret-0123456789',
};
// The browser suite runs on the embedded database and in-process throttles, unless
// E2E_DATABASE_URL names a fresh PostgreSQL database (CI runs the delivered-mail journey there
// too); the three secrets the server then requires are fixed test values.
delete env.DATABASE_URL;
delete env.REDIS_URL;
delete env.SMTP_URL;
if (process.env.E2E_DATABASE_URL) {
  env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  env.SESSION_SECRET ??= 'e2e-session-secret-0123456789abcdef';
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
