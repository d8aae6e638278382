// What the cluster suite asks of the processes beyond serving: a real Prometheus scraping each
// of them, promtool's verdict on their metrics, every printed line being JSON, and `npm start`
// stopping its server when it is signalled.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const prometheusBin = ['/usr/bin/prometheus', '/usr/local/bin/prometheus'].find(
  (f) => spawnSync(f, ['--version']).status === 0,
);

type Target = { health: string; labels: Record<string, string>; lastError: string };

/**
 * Runs Prometheus (Debian's package) for `seconds` against each server's own address, as
 * deploy/prometheus.yml does, and returns its view of the targets and of one counter.
 */
export async function scrapeWithPrometheus(
  targets: string[],
  token: string,
  port: number,
  seconds: number,
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanclub-prometheus-'));
  writeFileSync(path.join(dir, 'token'), token);
  writeFileSync(
    path.join(dir, 'prometheus.yml'),
    [
      'global:',
      '  scrape_interval: 1s',
      'scrape_configs:',
      '  - job_name: fanclub',
      '    metrics_path: /api/metrics',
      '    authorization:',
      `      credentials_file: ${path.join(dir, 'token')}`,
      '    static_configs:',
      `      - targets: [${targets.map((t) => `'${t}'`).join(', ')}]`,
      '',
    ].join('\n'),
  );
  const prometheus = spawn(
    prometheusBin!,
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  prometheus.stderr!.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  const api = async (query: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/${query}`);
    return (await res.json()) as { data: Record<string, unknown> & { result?: unknown[] } };
  };
  try {
    await sleep(seconds * 1000);
    const targetsAnswer = await api('targets?state=active');
    const series = await api(
      `query?query=${encodeURIComponent('sum by (instance) (http_requests_total)')}`,
    );
    return {
      targets: targetsAnswer.data.activeTargets as Target[],
      counters: series.data.result as { metric: { instance: string }; value: [number, string] }[],
      stderr,
    };
  } finally {
    const exited = new Promise((resolve) => prometheus.once('exit', resolve));
    prometheus.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** promtool's check of a metrics page: its exit code and what it said. */
export function promtoolCheck(text: string) {
  const result = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The lines that are not JSON objects with a pid and a role. */
export function nonJsonLines(lines: string[]) {
  return lines.filter((line) => {
    if (!line.trim()) return false;
    try {
      const parsed = JSON.parse(line) as { pid?: unknown; role?: unknown };
      return typeof parsed.pid !== 'number' || typeof parsed.role !== 'string';
    } catch {
      return true;
    }
  });
}

/**
 * `npm start` on the given database, until it serves; then SIGTERM to npm itself. Resolves
 * with how npm ended, whether the port still answered afterwards and every line printed.
 */
export async function startThenTerminate(root: string, env: NodeJS.ProcessEnv, port: number) {
  const lines: string[] = [];
  // --silent: npm's own banner ("> setouchi-fanclub start") is not the product's output.
  const npm = spawn('npm', ['--silent', 'start'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [npm.stdout!, npm.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString('utf8')).split('\n');
      rest = parts.pop()!;
      lines.push(...parts);
    });
  }
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    npm.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const up = async () =>
    fetch(`http://127.0.0.1:${port}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
  const end = Date.now() + 240_000;
  while (!(await up())) {
    if (Date.now() > end || npm.exitCode !== null)
      throw new Error(`npm start: ${lines.join('\n')}`);
    await sleep(200);
  }
  npm.kill('SIGTERM');
  const ended = await exited;
  // The server stops on the signal npm passed on; its port closes once requests finished.
  const answers = () =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => true,
      () => false,
    );
  let open = true;
  for (let i = 0; i < 50 && open; i += 1) {
    open = await answers();
    if (open) await sleep(200);
  }
  return { ...ended, portOpen: open, lines };
}
