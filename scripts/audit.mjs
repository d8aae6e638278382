// Lighthouse on the built app: /signin as a guest and /home signed in as the demo member.
// Starts the browser-test server (fresh embedded database, demo data) on a free port, signs
// in through the API, hands the session cookie to Lighthouse, prints the scores, stops the
// server. Reports go to reports/lighthouse/. Informational: not a CI gate.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// AUDIT_OUT keeps one's reports apart (the machine is shared); WEB_DIST audits a build made
// elsewhere (scripts/e2e-server.mjs serves it).
const outDir = path.resolve(process.env.AUDIT_OUT ?? path.join(root, 'reports/lighthouse'));
const MEMBER = { email: 'haruka.shimada@example.com', password: 'Fanclub2026' };
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
// AUDIT_PRESET=desktop for desktop scoring; the default is Lighthouse's mobile emulation.
const preset = process.env.AUDIT_PRESET;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, server) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base}/api/health did not answer within 180 s`);
}

/**
 * A Chromium with the demo member signed in, its DevTools port open for Lighthouse: the session
 * lives in the browser's own cookie jar, as for a real visitor (the page's scripts read the
 * XSRF cookie and send it with their POSTs).
 */
async function signedInBrowser(base) {
  const { chromium } = await import('@playwright/test');
  const debugPort = await freePort();
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'fanclub-audit-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      ...CHROME_FLAGS.filter((flag) => flag !== '--headless'),
      `--remote-debugging-port=${debugPort}`,
    ],
  });
  await context.request.get(`${base}/sanctum/csrf-cookie`);
  const xsrf = (await context.cookies(base)).find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie from /sanctum/csrf-cookie');
  const response = await context.request.post(`${base}/api/login`, {
    data: MEMBER,
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
  });
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  return { context, debugPort };
}

function runLighthouse(url, name, debugPort) {
  const args = [
    url,
    debugPort ? `--port=${debugPort}` : `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    '--output=html',
    `--output-path=${path.join(outDir, name)}`,
    '--quiet',
  ];
  if (preset) args.push(`--preset=${preset}`);
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/lighthouse'), args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} for ${url}`));
      resolve(JSON.parse(readFileSync(path.join(outDir, `${name}.report.json`), 'utf8')));
    });
  });
}

function summarize(label, report) {
  const scores = CATEGORIES.map((id) => {
    const score = report.categories[id]?.score;
    return `${report.categories[id]?.title ?? id} ${score == null ? '–' : Math.round(score * 100)}`;
  });
  const metric = (id) => report.audits[id]?.displayValue ?? '–';
  console.log(`lighthouse ${label}: ${scores.join(', ')}`);
  console.log(
    `  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
      `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
  );
  if (report.finalDisplayedUrl && !report.finalDisplayedUrl.endsWith(label)) {
    console.log(`  (ended on ${report.finalDisplayedUrl})`);
  }
  for (const id of CATEGORIES.filter((c) => c !== 'performance')) {
    const failing = (report.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    if (failing.length > 0) console.log(`  ${id} findings: ${failing.join(', ')}`);
  }
}

mkdirSync(outDir, { recursive: true });
const port = await freePort();
const base = `http://localhost:${port}`;
const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  cwd: root,
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let failed = false;
try {
  await waitForHealth(base, server);
  summarize('/signin', await runLighthouse(`${base}/signin`, 'signin'));
  const { context, debugPort } = await signedInBrowser(base);
  try {
    summarize('/home', await runLighthouse(`${base}/home`, 'home', debugPort));
  } finally {
    await context.close();
  }
  console.log(`reports: ${path.relative(root, outDir)}/{signin,home}.report.html`);
} catch (error) {
  console.error(`audit failed: ${error.message}`);
  failed = true;
} finally {
  server.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
