// npm run restore -- <backup folder> [--replace]: checks every file against SHA256SUMS, then
// puts the backup's database, files and generated secrets where the server's settings
// (DATABASE_URL, DATA_DIR, S3_*) point. The server must be stopped. A target that already holds
// data is refused unless --replace: then PostgreSQL's objects are dropped and made again (one
// transaction), the embedded database and the uploads folder are moved aside
// (<name>.before-restore-<time>), and the bucket keeps only the backup's files.
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { loadDataConfig } from '../config';
import { takeLock } from '../db/client';
import { uploadsDir } from '../lib/storage';
import {
  FILES,
  libpqEnv,
  listFiles,
  MANIFEST,
  openFileStore,
  PG_DUMP,
  PGLITE_DUMP,
  pgliteDirs,
  run,
  SECRETS,
  verifySums,
  type Manifest,
} from './backup-kit';

const { values, positionals } = parseArgs({
  options: { replace: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const config = loadDataConfig();
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const aside = (dir: string) => `${dir}.before-restore-${stamp}`;

class Refused extends Error {}

async function postgresHasData(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    return (rows[0] as { n: number }).n > 0;
  } finally {
    await client.end();
  }
}

async function main() {
  const from = positionals[0];
  if (!from) throw new Refused('Usage: npm run restore -- <backup folder> [--replace]');
  const dir = path.resolve(from);
  const problems = await verifySums(dir);
  if (problems.length) {
    throw new Refused(
      `The backup in ${dir} does not match its checksums:\n  ${problems.join('\n  ')}`,
    );
  }
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== target) {
    throw new Refused(
      `This backup holds a ${manifest.database} database and the settings name a ${target} one` +
        ` (${target === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'}).`,
    );
  }
  const replace = values.replace;
  const store = openFileStore(uploadsDir(config.dataDir), config.s3);
  try {
    // Every refusal before anything changes.
    const existingKeys = await store.keys();
    const pglite = pgliteDirs(config.dataDir);
    let release = () => {};
    if (config.databaseUrl) {
      if ((await postgresHasData(config.databaseUrl)) && !replace)
        throw new Refused('The database already has tables: add --replace to overwrite it.');
    } else {
      await mkdir(pglite.owner, { recursive: true });
      release = takeLock(pglite.owner);
      if (existsSync(pglite.data) && !replace) {
        release();
        throw new Refused(
          `${pglite.data} already holds a database: add --replace to move it aside.`,
        );
      }
    }
    if (existingKeys.length && !replace) {
      release();
      throw new Refused(`The ${store.kind} file store already has files: add --replace.`);
    }

    try {
      if (config.databaseUrl) {
        await run(
          'pg_restore',
          [
            '--no-owner',
            '--no-privileges',
            '--single-transaction',
            '--exit-on-error',
            ...(replace ? ['--clean', '--if-exists'] : []),
            `--dbname=${libpqEnv(config.databaseUrl).PGDATABASE}`,
            path.join(dir, PG_DUMP),
          ],
          libpqEnv(config.databaseUrl),
        );
      } else {
        if (existsSync(pglite.data)) await rename(pglite.data, aside(pglite.data));
        const dump = await readFile(path.join(dir, PGLITE_DUMP));
        const db = new PGlite(pglite.data, {
          extensions: { pg_trgm },
          loadDataDir: new Blob([dump]),
        });
        await db.waitReady;
        await db.query('select 1');
        await db.close();
      }
    } finally {
      release();
    }

    const keys = await listFiles(path.join(dir, FILES));
    if (store.kind === 'local' && existingKeys.length) {
      const uploads = uploadsDir(config.dataDir);
      await rename(uploads, aside(uploads));
    } else if (existingKeys.length) {
      const kept = new Set(keys);
      await store.remove(existingKeys.filter((k) => !kept.has(k)));
    }
    for (const key of keys) await store.upload(key, path.join(dir, FILES, key));

    if (manifest.secrets) {
      const secrets = path.join(config.dataDir, SECRETS);
      await mkdir(config.dataDir, { recursive: true });
      if (existsSync(secrets)) await rename(secrets, aside(secrets));
      await copyFile(path.join(dir, SECRETS), secrets);
    }
    console.log(
      `Restored the ${manifest.database} database and ${keys.length} files of release ` +
        `${manifest.version} (backed up ${manifest.createdAt}). Start the server: it migrates` +
        ' the database if the backup is from an earlier release.',
    );
  } finally {
    store.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof Refused ? message : `Restore failed: ${message}`);
  process.exit(1);
});
