// Upgrades: processes starting together migrate once (the advisory lock), and the previous
// release's populated database (built by running that release's commit, named in CHANGELOG.md,
// in a temporary worktree) is served by this release: balances equal the ledger, the batch the
// old release was sending completes, and the old release's sessions stay signed in.
// Needs DATABASE_URL (PostgreSQL; fresh databases are made on it) and REDIS_URL.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '../apps/server/test/helpers';
import { buildServer, Client, startServer, until, type ServerProcess } from './processes';
import { checkoutRelease, previousRelease, root, type Checkout } from './release';

const baseDatabase = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PROCESSES = 5;
const DEMO_ADMIN = { email: 'admin@example.com', password: 'Setouchi2026' };
const DEMO_MEMBER = { email: 'haruka.shimada@example.com', password: 'Fanclub2026' };
const BULK_MEMBERS = 300;
const version = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const migrationsDir = path.join(root, 'apps/server/src/db/migrations');
const journal = JSON.parse(
  readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'),
) as {
  entries: { tag: string }[];
};
/** drizzle records each migration by the SHA-256 of its SQL file. */
const expectedHashes = journal.entries
  .map((e) =>
    createHash('sha256')
      .update(readFileSync(path.join(migrationsDir, `${e.tag}.sql`)))
      .digest('hex'),
  )
  .sort();

const received: string[] = [];
let sink: SMTPServer;
const dataDirs: string[] = [];
const running: ServerProcess[] = [];
const databases: { url: string; drop: () => Promise<void> }[] = [];

function serverEnv(databaseUrl: string): Record<string, string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclub-upgrade-data-'));
  dataDirs.push(dataDir);
  return {
    NODE_ENV: 'production',
    // The suite's admin signs in with a password alone (two-step sign-in has its own suite).
    ADMIN_REQUIRE_2FA: 'false',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    SESSION_SECRET: 'upgrade-session-secret-0123456789abcdef',
    REPORT_SECRET: 'upgrade-report-secret-0123456789',
    SURVEY_SECRET: 'upgrade-survey-secret-0123456789',
    SMTP_URL: `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`,
    // The demo data is the old release's to make (and a fresh database's first admin is this).
    SEED_DEMO: '0',
    ADMIN_EMAIL: 'office@example.com',
    ADMIN_PASSWORD: 'Office-Start-2026',
    LOG_LEVEL: 'warn',
    MAIL_POLL_MS: '200',
    SENDOUT_RATE: '0',
    SENDOUT_PAGE_SIZE: '10',
    SENDOUT_LEASE_SECONDS: '5',
  };
}

async function query<T = Record<string, unknown>>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Starts several processes of this tree at the same moment on one database. */
async function startTogether(databaseUrl: string): Promise<ServerProcess[]> {
  const env = serverEnv(databaseUrl);
  const group = await Promise.all(Array.from({ length: PROCESSES }, () => startServer(root, env)));
  running.push(...group);
  await Promise.all(group.map((s) => s.ready()));
  return group;
}

async function expectEachMigrationOnce(databaseUrl: string) {
  const rows = await query<{ hash: string }>(
    databaseUrl,
    'select hash from drizzle.__drizzle_migrations order by hash',
  );
  expect(rows.map((r) => r.hash)).toEqual(expectedHashes);
}

beforeAll(async () => {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo[0]!.address);
        callback();
      });
    },
  });
  sink.on('error', () => undefined);
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  buildServer(root);
});

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  for (const db of databases) await db.drop();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('processes starting together', () => {
  it(`migrates a fresh database once with ${PROCESSES} processes starting at the same moment`, async () => {
    const db = await freshPostgres(baseDatabase);
    databases.push(db);
    const group = await startTogether(db.url);
    await expectEachMigrationOnce(db.url);
    // The first-start data too, once: one admin from ADMIN_EMAIL.
    const admins = await query<{ email: string }>(
      db.url,
      `select email from users where is_admin order by email`,
    );
    expect(admins.map((a) => a.email)).toEqual(['office@example.com']);
    for (const s of group) {
      const health = (await new Client(s.port).get('/api/health')).json();
      expect(health).toEqual({ status: 'ok', db: 'ok', version });
    }
    await Promise.all(group.map((s) => s.stop()));
    for (const s of group) expect(s.problems()).toEqual([]);
  });
});

describe('upgrading from the previous release', () => {
  const release = previousRelease();
  let checkout: Checkout;
  let db: { url: string; drop: () => Promise<void> };
  let member: Client;
  let memberPoints = 0;
  let batchId = 0;
  let counts: Record<string, unknown>;
  let group: ServerProcess[];
  const COUNTED = [
    'users',
    'point_transactions',
    'posts',
    'comments',
    'campaigns',
    'offers',
    'groups',
    'group_members',
    'sendout_batches',
  ];
  const countAll = async () =>
    (
      await query(
        db.url,
        `select ${COUNTED.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ')}`,
      )
    )[0]!;

  beforeAll(async () => {
    const started = Date.now();
    checkout = checkoutRelease(release);
    buildServer(checkout.dir);
    console.log(
      `release ${release.version} (${release.commit.slice(0, 7)}) checked out and built in ${Date.now() - started} ms, dependencies by ${checkout.installedBy}`,
    );
    db = await freshPostgres(baseDatabase);
    databases.push(db);
    // The old release sends slowly, so its batch is still running when it is stopped.
    const old = await startServer(checkout.dir, {
      ...serverEnv(db.url),
      SEED_DEMO: '1',
      SENDOUT_RATE: '20',
    });
    running.push(old);
    await old.ready();
    const admin = await new Client(old.port).signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    member = await new Client(old.port).signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const me = (await member.get('/api/me')).json().data;
    const adjust = await admin.post('/api/admin/points/adjust', {
      userId: me.id,
      points: 123,
      reason: 'before the upgrade',
    });
    expect(adjust.status, adjust.body).toBe(200);
    memberPoints = (await member.get('/api/me')).json().data.pointAmount;
    expect(memberPoints).toBe(me.pointAmount + 123);
    await query(
      db.url,
      `insert into users (email, password_hash, first_name, last_name, nickname, year_of_birth,
        gender, main_language, status, referral_code, newsletter_consent, email_verified_at)
      select 'u' || i || '@example.jp', 'x', '花子' || i, '瀬戸', 'u' || i, 1990, 'GD02',
        (array['ja', 'en'])[1 + i % 2], 'active', 'U' || lpad(i::text, 5, '0'), true, now()
      from generate_series(1, ${BULK_MEMBERS}) as i`,
    );
    const post = await admin.post('/api/posts', {
      title: 'Autumn on the islands',
      contents: '<p>Festivals, ferries and persimmons.</p>',
      audience: { type: 'all' },
      mail: {
        ja: { subject: '{{nick_name}}様 秋の島々', body: '<p>{{last_name}} 様</p>' },
        en: { subject: 'Autumn, {{nick_name}}', body: '<p>Dear {{first_name}}</p>' },
      },
    });
    expect(post.status, post.body).toBe(201);
    const postId = post.json().data.id as number;
    await until('some of the batch sent', () => received.length >= 40, 60_000);
    await old.stop();
    expect(old.problems()).toEqual([]);
    const [batch] = await query<{
      id: number;
      status: string;
      recipient_count: number;
      sent_count: number;
    }>(
      db.url,
      `select id, status, recipient_count, sent_count from sendout_batches
       where source = 'post' and source_id = ${postId}`,
    );
    expect(batch!.status).toBe('in_progress');
    expect(batch!.recipient_count).toBeGreaterThanOrEqual(BULK_MEMBERS);
    expect(batch!.sent_count).toBeLessThan(batch!.recipient_count);
    batchId = batch!.id;
    counts = await countAll();
  }, 170_000);

  afterAll(() => checkout?.remove());

  it(`starts ${PROCESSES} processes of ${version} together on the ${release.version} database`, async () => {
    group = await startTogether(db.url);
    await expectEachMigrationOnce(db.url);
    expect((await new Client(group[0]!.port).get('/api/health')).json().version).toBe(version);
  });

  it('keeps every record, and every balance equals the sum of its ledger', async () => {
    // The batch goes on sending meanwhile: its recipients' rows change, not their number.
    expect(await countAll()).toEqual(counts);
    const wrong = await query(
      db.url,
      `select u.id, u.point_amount, coalesce(sum(t.points), 0)::int as ledger
       from users u left join point_transactions t on t.user_id = u.id
       group by u.id having u.point_amount <> coalesce(sum(t.points), 0)`,
    );
    expect(wrong).toEqual([]);
  });

  it("keeps the old release's sessions signed in, with the same balance", async () => {
    member.port = group[1]!.port;
    const me = await member.get('/api/me');
    expect(me.status, me.body).toBe(200);
    expect(me.json().data).toMatchObject({ email: DEMO_MEMBER.email, pointAmount: memberPoints });
  });

  it('completes the batch the old release was sending, missing nobody', async () => {
    const batch = await until(
      'the batch completed',
      async () => {
        const [row] = await query<{
          status: string;
          recipient_count: number;
          failed_count: number;
        }>(
          db.url,
          `select status, recipient_count, failed_count from sendout_batches where id = ${batchId}`,
        );
        return row?.status === 'completed' ? row : undefined;
      },
      60_000,
    );
    expect(batch.failed_count).toBe(0);
    const everyone = new Set(received);
    for (let i = 1; i <= BULK_MEMBERS; i += 1) expect(everyone.has(`u${i}@example.jp`)).toBe(true);
    await Promise.all(group.map((s) => s.stop()));
    for (const s of group) expect(s.problems()).toEqual([]);
  });
});
