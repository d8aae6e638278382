// npm run backup and npm run restore, end to end: a populated product (the demo data plus a few
// calls) is backed up, a tampered copy is refused, and the backup restored into a fresh
// database and store serves the same members, balances, posts, images and exports, and the
// sessions made before. Once on PostgreSQL with an S3 bucket (s3rver), once on the embedded
// PGlite with the uploads folder. Needs DATABASE_URL (PostgreSQL) and pg_dump/pg_restore.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../apps/server/src/test/s3-server';
import { freshPostgres } from '../apps/server/test/helpers';
import { buildServer, childEnv, Client, startServer, type ServerProcess } from './processes';
import { root } from './release';

const baseDatabase = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEMO_ADMIN = { email: 'admin@example.com', password: 'Setouchi2026' };
const DEMO_MEMBER = { email: 'haruka.shimada@example.com', password: 'Fanclub2026' };
const UPLOAD = /\/uploads\/[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+/g;

const cleanups: (() => Promise<void> | void)[] = [];
const tempDir = (what: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `fanclub-backup-test-${what}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** Runs an npm script without blocking: the S3 server the scripts talk to runs in this process. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: root,
      env: childEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

/** What the product serves that a restore must keep: compared whole, before and after. */
async function snapshot(admin: Client, member: Client) {
  const answers: Record<string, unknown> = {};
  const texts: string[] = [];
  for (const [who, url] of [
    [admin, '/api/admin/members?limit=100'],
    [member, '/api/me'],
    [member, '/api/posts?limit=50'],
    [member, '/api/groups'],
    [admin, '/api/admin/fans/export'],
    [admin, '/api/admin/exchange/export'],
  ] as const) {
    const res = await who.get(url);
    expect(res.status, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    answers[url] = res.body;
    texts.push(res.body);
  }
  const images = [...new Set(texts.join('\n').match(UPLOAD) ?? [])].sort();
  const files: Record<string, string> = {};
  for (const url of images) {
    const res = await member.get(url);
    expect(res.status, url).toBe(200);
    files[url] = createHash('sha256').update(res.bytes).digest('hex');
  }
  return { answers, files };
}

beforeAll(() => buildServer(root));
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Target = { env: Record<string, string> };
const cases: {
  name: string;
  target: () => Promise<Target>;
  /** PGlite is one process: its backup needs the server stopped. */
  liveBackup: boolean;
}[] = [
  {
    name: 'PostgreSQL and an S3 bucket',
    liveBackup: true,
    target: async () => {
      const db = await freshPostgres(baseDatabase);
      const s3: TestS3 = await startTestS3('fanclub-backup');
      cleanups.push(
        () => db.drop(),
        () => s3.close(),
      );
      return {
        env: {
          ...s3.env,
          NODE_ENV: 'production',
          // The suite's admin signs in with a password alone (two-step sign-in has its own suite).
          ADMIN_REQUIRE_2FA: 'false',
          DATABASE_URL: db.url,
          DATA_DIR: tempDir('data'),
          SESSION_SECRET: 'backup-session-secret-0123456789abcdef',
          REPORT_SECRET: 'backup-report-secret-0123456789',
          SURVEY_SECRET: 'backup-survey-secret-0123456789',
        },
      };
    },
  },
  {
    name: 'the embedded PGlite and the uploads folder',
    liveBackup: false,
    // No secrets given: the server makes them in the data folder, and the backup carries them.
    target: async () => ({ env: { NODE_ENV: 'development', DATA_DIR: tempDir('data') } }),
  },
];

describe.each(cases)('backup and restore on $name', ({ target, liveBackup }) => {
  let source: Target;
  let server: ServerProcess;
  let admin: Client;
  let member: Client;
  let before: Awaited<ReturnType<typeof snapshot>>;
  let backup = '';
  const common = (t: Target) => ({
    ...t.env,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(t.env.DATA_DIR!, 'no-web'),
  });

  beforeAll(async () => {
    source = await target();
    server = await startServer(root, common(source));
    cleanups.push(() => server.stop());
    await server.ready();
    admin = await new Client(server.port).signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    member = await new Client(server.port).signIn(DEMO_MEMBER.email, DEMO_MEMBER.password);
    const me = (await member.get('/api/me')).json().data;
    const adjust = await admin.post('/api/admin/points/adjust', {
      userId: me.id,
      points: 77,
      reason: 'before the backup',
    });
    expect(adjust.status, adjust.body).toBe(200);
    before = await snapshot(admin, member);
    expect(Object.keys(before.files).length).toBeGreaterThan(0);
  }, 120_000);

  it('backs up into one dated folder with a checksum file', async () => {
    if (!liveBackup) await server.stop();
    const out = tempDir('out');
    const result = await npmRun('backup', ['--out', out], source.env);
    expect(result.status, result.stderr).toBe(0);
    backup = result.stdout.trim().split('\n').at(-1)!;
    expect(path.dirname(backup)).toBe(out);
    expect(path.basename(backup)).toMatch(/^fanclub-backup-\d+\.\d+\.\d+\S*-\d{8}T\d{6}Z$/);
    const sums = readFileSync(path.join(backup, 'SHA256SUMS'), 'utf8');
    expect(sums).toMatch(/^[0-9a-f]{64} {2}manifest\.json$/m);
    expect(sums).toMatch(/^[0-9a-f]{64} {2}files\/[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/m);
    expect(sums).toMatch(/ {2}database\.(dump|tar\.gz)$/m);
    // sha256sum reads the same file.
    expect(spawnSync('sha256sum', ['--quiet', '-c', 'SHA256SUMS'], { cwd: backup }).status).toBe(0);
    if (liveBackup) await server.stop();
  });

  it('refuses a backup whose files no longer match their checksums, changing nothing', async () => {
    const fresh = await target();
    const tampered = path.join(tempDir('tampered'), 'copy');
    cpSync(backup, tampered, { recursive: true });
    const image = readFileSync(path.join(tampered, 'SHA256SUMS'), 'utf8').match(/files\/\S+/)![0];
    appendFileSync(path.join(tampered, image), 'x');
    const result = await npmRun('restore', [tampered], fresh.env);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`changed: ${image}`);
    expect(existsSync(path.join(fresh.env.DATA_DIR!, 'db'))).toBe(false);
    expect(existsSync(path.join(fresh.env.DATA_DIR!, 'uploads'))).toBe(false);
  });

  it('restores into a fresh database and store that serve the same product', async () => {
    const fresh = await target();
    const result = await npmRun('restore', [backup], fresh.env);
    expect(result.status, result.stderr).toBe(0);
    // Once restored, a second restore over it is refused without --replace.
    const again = await npmRun('restore', [backup], fresh.env);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/--replace/);
    const restored = await startServer(root, common(fresh));
    cleanups.push(() => restored.stop());
    await restored.ready();
    // The sessions made before the backup still sign in on the restored product.
    admin.port = restored.port;
    member.port = restored.port;
    expect(await snapshot(admin, member)).toEqual(before);
    await restored.stop();
    expect(restored.problems()).toEqual([]);
  });
});
