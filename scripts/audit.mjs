// Lighthouse on the built app: /signin as a guest and /home signed in as the demo member.
// Starts the browser-test server (fresh embedded database, demo data) on a free port, signs
// in through the API, hands the session cookie to Lighthouse, prints the scores, stops the
// server. Reports go to reports/lighthouse/. Informational: not a CI gate.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'reports/lighthouse');
const MEMBER = { email: 'haruka.shimada@example.jp', password: 'Fanclub2026' };
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

/** Signs in through the API as the demo member; returns the Cookie header to send. */
async function signIn(base) {
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  keep(await fetch(`${base}/sanctum/csrf-cookie`));
  const xsrf = jar.get('XSRF-TOKEN');
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie from /sanctum/csrf-cookie');
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(xsrf),
      cookie: cookie(),
    },
    body: JSON.stringify(MEMBER),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  keep(response);
  return cookie();
}

function runLighthouse(url, name, headers) {
  const args = [
    url,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    '--output=html',
    `--output-path=${path.join(outDir, name)}`,
    '--quiet',
  ];
  if (preset) args.push(`--preset=${preset}`);
  if (headers) args.push(`--extra-headers=${JSON.stringify(headers)}`);
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
  const cookie = await signIn(base);
  summarize('/home', await runLighthouse(`${base}/home`, 'home', { Cookie: cookie }));
  console.log(`reports: ${path.relative(root, outDir)}/{signin,home}.report.html`);
} catch (error) {
  console.error(`audit failed: ${error.message}`);
  failed = true;
} finally {
  server.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
