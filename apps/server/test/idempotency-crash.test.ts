// Idempotency-Key across a crash: the server (the real src/server.ts as a child process, on
// PostgreSQL when DATABASE_URL is set, else on an embedded PGlite directory) is killed with
// SIGKILL while redemptions run, started again, and every key is retried. Each retry answers the
// committed redemption, or redeems if nothing committed: one redemption per key, none refused.
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { movePoints } from '../src/modules/points/ledger';
import { buildMember, DEFAULT_PASSWORD, freshPostgres } from './helpers';
import { exited, freePort, startServer } from './instances';

const KEYS = 30;
const AMOUNT = 200;
const START_POINTS = 10_000;
async function waitUp(base: string) {
  const end = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > end) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs in over HTTP; answers the headers a signed-in browser sends. */
async function signIn(base: string, email: string): Promise<Record<string, string>> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const headers = () => ({
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    'content-type': 'application/json',
  });
  keep(await fetch(`${base}/sanctum/csrf-cookie`));
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ email, password: DEFAULT_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  keep(login);
  return headers();
}

type Answer = { status: number; replayed: boolean; body: unknown; text: string };

function post(url: string, headers: Record<string, string>, body: object): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          replayed: res.headers['idempotent-replayed'] === 'true',
          body: JSON.parse(text) as unknown,
          text,
        });
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('Idempotency-Key after a crash', () => {
  it('a retry after SIGKILL answers the committed redemption or redeems once; never a 409', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclub-idem-'));
    const pgDb = process.env.DATABASE_URL
      ? await freshPostgres(process.env.DATABASE_URL)
      : undefined;
    const open = () =>
      openDatabase({ databaseUrl: pgDb?.url, pgliteDir: path.join(dataDir, 'db') });
    let database = await open();
    const member = await buildMember(database.db);
    await movePoints(database.db, {
      userId: member.id,
      type: 'ADJUST',
      points: START_POINTS,
      description: 'test',
      idempotencyKey: `crash-test:${member.id}`,
    });
    await database.close();
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      SEED_DEMO: '0',
      LOG_LEVEL: 'fatal',
      WEB_DIST: path.join(dataDir, 'no-web'),
    };

    let port = await freePort();
    let base = `http://127.0.0.1:${port}`;
    const first = startServer(env, port);
    const answered = new Map<string, unknown>();
    try {
      await waitUp(base);
      let headers = await signIn(base, member.email);
      const rewards = (await (await fetch(`${base}/api/rewards`, { headers })).json()) as {
        data: { rewards: { id: number; type: string }[] };
      };
      const paypal = rewards.data.rewards.find((r) => r.type === 'paypal')!;
      // Each on its own connection, so the server has them all at once.
      const redeem = (key: string) =>
        post(
          `${base}/api/rewards/${paypal.id}/redeem`,
          { ...headers, 'idempotency-key': key },
          {
            amount: AMOUNT,
            paypalEmail: 'pay@example.com',
          },
        );
      const keys = Array.from({ length: KEYS }, (_, i) => `crash-${member.id}-${i}`);

      // All at once; the process dies when a third have answered, with the rest in flight.
      let enough: () => void = () => undefined;
      const thirdAnswered = new Promise<void>((resolve) => (enough = resolve));
      const inFlight = keys.map(async (key) => {
        try {
          const res = await redeem(key);
          if (res.status === 201) answered.set(key, res.body);
          if (answered.size >= KEYS / 3) enough();
        } catch {
          // The connection died with the process.
        }
      });
      await thirdAnswered;
      first.kill('SIGKILL');
      await exited(first);
      await Promise.all(inFlight);
      expect(answered.size).toBeGreaterThan(0);
      expect(answered.size).toBeLessThan(KEYS);

      port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const second = startServer(env, port);
      try {
        await waitUp(base);
        headers = await signIn(base, member.email);
        for (const key of keys) {
          const res = await redeem(key);
          expect(res.status, `${key}: ${res.text}`).toBe(201);
          if (answered.has(key)) {
            expect(res.replayed).toBe(true);
            expect(res.body).toEqual(answered.get(key));
          }
        }
        // A second round only replays.
        for (const key of keys) {
          const res = await redeem(key);
          expect(res.status).toBe(201);
          expect(res.replayed).toBe(true);
        }
      } finally {
        second.kill('SIGTERM');
        await exited(second);
      }

      database = await open();
      const { rows } = (await database.db.execute(sql`
        select (select count(*)::int from exchange_requests where user_id = ${member.id}) as requests,
               (select point_amount from users where id = ${member.id}) as balance`)) as unknown as {
        rows: { requests: number; balance: number }[];
      };
      await database.close();
      expect(rows[0]).toEqual({ requests: KEYS, balance: START_POINTS - KEYS * AMOUNT });
    } finally {
      if (first.exitCode === null && first.signalCode === null) first.kill('SIGKILL');
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
