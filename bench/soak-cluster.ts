// The soak's production layout (bench/soak.ts): `scripts/cluster.mjs` (nginx and three compiled
// servers) on its own data folder, the supervisor's status lines as they come, and its way out.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

type ServerStatus = { port: number; pid: number | null; up: boolean };
type Status = { event: string; servers: ServerStatus[] };

export function soakCluster(root: string, port: number) {
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;
  /** The supervisor's status lines (starting, ready, server-died…), in order. */
  const events: Status[] = [];

  async function start(databaseUrl: string, env: Record<string, string>) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'fanclub-soak-'));
    child = spawn(process.execPath, ['scripts/cluster.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        CLUSTER_PORT: String(port),
        DATA_DIR: dataDir,
        // The API is measured, not the web app: no build of it is needed.
        WEB_DIST: path.join(dataDir, 'no-web'),
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        // Status lines are the supervisor's JSON lines with an `event` (the servers' lines too
        // are JSON, without one).
        if (!line.includes('"event"')) continue;
        const status = JSON.parse(line) as Partial<Status>;
        if (!status.event || !status.servers) continue;
        events.push(status as Status);
        if (status.event !== 'ready') console.log(`cluster: ${line}`);
      }
    });
    const end = Date.now() + 180_000;
    while (!events.some((e) => e.event === 'ready')) {
      if (child.exitCode !== null) throw new Error(`the cluster exited (${child.exitCode})`);
      if (Date.now() > end) throw new Error('the cluster was not ready in 3 minutes');
      await sleep(200);
    }
  }

  /** SIGTERM (SIGKILL after 20 s) and the data folder removed. */
  async function stop() {
    const running = child;
    if (running && running.exitCode === null && running.signalCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      const late = setTimeout(() => running.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(late);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  return { events, start, stop };
}
