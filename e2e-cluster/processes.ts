// Server processes for the upgrade and backup suites: the compiled server of a checkout (this
// tree or an older release's worktree) started on a port of its own, its log lines kept, and a
// small cookie-keeping HTTP client to talk to it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until<T>(what: string, check: () => T | Promise<T>, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(150);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Compiles a checkout's server (apps/server/dist), as `npm start` would. */
export function buildServer(cwd: string) {
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`server build in ${cwd} failed:\n${result.stderr}`);
}

/**
 * This process's environment without the product's settings (the suite itself runs with
 * DATABASE_URL and REDIS_URL): a child gets only the settings it is given.
 */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const own =
    /^(NODE_ENV|PORT|HOST|APP_URL|DATA_DIR|DATABASE_URL|REDIS_URL|SMTP_URL|S3_\w+|SEED_DEMO|ADMIN_\w+|\w+_SECRET|WEB_DIST|BACKUP_DIR|LOG_\w+)$/;
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !own.test(key)));
  return { ...base, ...env };
}

export type ServerProcess = {
  port: number;
  child: ChildProcess;
  lines: string[];
  ready: (timeoutMs?: number) => Promise<void>;
  stop: () => Promise<void>;
  /** Log lines at error level or above, and any line that is not JSON. */
  problems: () => string[];
};

export async function startServer(
  cwd: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(cwd, 'apps/server/dist/server.js')], {
    cwd,
    env: childEnv({ HOST: '127.0.0.1', PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let buffered = '';
    stream.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      lines.push(...parts.filter((l) => l.trim() !== ''));
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    port,
    child,
    lines,
    async ready(timeoutMs = 90_000) {
      await until(
        `the server on ${port} to be ready`,
        async () => {
          if (child.exitCode !== null)
            throw new Error(`server on ${port} exited (${child.exitCode}):\n${lines.join('\n')}`);
          const res = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
          return res?.ok;
        },
        timeoutMs,
      );
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    problems: () =>
      lines.filter((line) => {
        try {
          return (JSON.parse(line) as { level?: number }).level! >= 50;
        } catch {
          return true;
        }
      }),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read field by field
export type Reply = { status: number; body: string; json: () => any; bytes: Buffer };

/** A browser-like client: keeps cookies, sends the CSRF header, speaks JSON. */
export class Client {
  cookies = new Map<string, string>();
  constructor(public port: number) {}

  async request(method: string, url: string, body?: object): Promise<Reply> {
    const headers: Record<string, string> = {
      'content-language': 'en',
      accept: 'application/json',
    };
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(`http://127.0.0.1:${this.port}${url}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a));
      if (expired || value.join('=') === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    return { status: res.status, body: text, bytes, json: () => JSON.parse(text) };
  }
  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body: object = {}) {
    return this.request('POST', url, body);
  }
  async signIn(email: string, password: string) {
    await this.get('/sanctum/csrf-cookie');
    const res = await this.post('/api/login', { email, password });
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${res.body}`);
    return this;
  }
}
