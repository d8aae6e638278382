// What the mail bench needs around its measurements: a fresh PostgreSQL database, the server child
// process (killed on every way out), an admin session, and a sequential latency sampler.
import { randomBytes } from 'node:crypto';
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import pg from 'pg';

export type FreshDatabase = { url: string; drop: () => Promise<void> };

/** A new database on the server of BENCH_DATABASE_URL, else DATABASE_URL, else the local one. */
export async function freshDatabase(prefix = 'fanclub_bench_mail'): Promise<FreshDatabase> {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type Child = {
  process: ChildProcess;
  firstLine: Promise<string>;
  stop: () => Promise<void>;
};

/** Runs a bench script under tsx; its stdin is a pipe it watches, so it dies with the bench. */
export function startChild(script: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const firstLine = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  firstLine.catch(() => undefined);
  return {
    process: child,
    firstLine,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(late);
    },
  };
}

export type Session = { cookie: string; xsrf: string };

/** Signs in through the product's own routes, as the SPA does (CSRF cookie first). */
export async function signIn(appUrl: string, email: string, password: string): Promise<Session> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [k, v] = c.split(';')[0]!.split('=') as [string, string];
      jar.set(k, v);
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${appUrl}/sanctum/csrf-cookie`));
  const res = await fetch(`${appUrl}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN')!),
      cookie: cookie(),
    },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`bench sign-in failed: ${res.status}`);
  keep(res);
  return { cookie: cookie(), xsrf: decodeURIComponent(jar.get('XSRF-TOKEN')!) };
}

/** Calls the API as the signed-in admin; throws on anything but a 2xx, returns `data`. */
export async function call<T>(
  session: Session,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: {
      cookie: session.cookie,
      'x-xsrf-token': session.xsrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 500)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** p50 and p99 (ms) of `samples` sequential calls, one at a time on an idle server. */
export async function sampleLatency(samples: number, once: () => Promise<unknown>) {
  const times: number[] = [];
  await once(); // warm the connection and the query plan
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { p50: Number(at(0.5).toFixed(1)), p99: Number(at(0.99).toFixed(1)) };
}
