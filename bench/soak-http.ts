// The soak's members over HTTP (bench/soak.ts): browsers that signed in before, each with its
// cookies, through nginx on kept-alive connections; and each server's memory from its metrics.
import http from 'node:http';
import type { Memory } from './soak-report';
import { csrfOf, sessionIdOf } from './soak-seed';

export type Member = { cookies: Map<string, string> };
type Reply = { status: number; body: string };

export function membersHttp(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  function request(member: Member, method: string, url: string, body?: object): Promise<Reply> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const xsrf = member.cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (member.cookies.size)
      headers.cookie = [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const payload = body ? JSON.stringify(body) : undefined;
    if (payload) headers['content-type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method, path: url, headers, agent, timeout: 30_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';');
              const [name, ...value] = pair!.split('=');
              member.cookies.set(name!.trim(), value.join('='));
            }
            resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out after 30 s')));
      req.on('error', reject);
      req.end(payload);
    });
  }

  return {
    request,
    /** Member n as a browser that signed in before: its seeded session and CSRF cookies. */
    returning: (n: number): Member => ({
      cookies: new Map([
        ['fanclub_session', sessionIdOf(n)],
        ['XSRF-TOKEN', csrfOf(n)],
      ]),
    }),
    close: () => agent.destroy(),
  };
}

/** Each server's RSS and heap in use, from its own /api/metrics. */
export function memoryOf(
  servers: { port: number; pid: number | null }[],
  metricsToken: string,
): Promise<Memory[]> {
  return Promise.all(
    servers.map(async (s) => {
      const text = await fetch(`http://127.0.0.1:${s.port}/api/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      })
        .then((r) => r.text())
        .catch(() => '');
      const read = (name: string) => {
        const match = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text);
        return match ? Math.round((Number(match[1]) / 1024 / 1024) * 10) / 10 : NaN;
      };
      return {
        port: s.port,
        pid: s.pid,
        rssMb: read('process_resident_memory_bytes'),
        heapMb: read('nodejs_heap_size_used_bytes'),
      };
    }),
  );
}
