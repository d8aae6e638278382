// npm run backup [-- --out <folder>]: the database (PostgreSQL through pg_dump, custom format;
// the embedded PGlite through its own dump, with the server stopped), the file store (folder or
// S3 bucket) and the generated secrets, into one dated folder with a SHA-256 checksum file.
// Reads the server's settings (DATABASE_URL, DATA_DIR, S3_*); the folder goes to --out,
// else BACKUP_DIR, else $DATA_DIR/backups. Prints the backup folder's path last.
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { APP_VERSION } from '../lib/version';
import { loadDataConfig } from '../config';
import { takeLock } from '../db/client';
import { uploadsDir } from '../lib/storage';
import {
  FILES,
  libpqEnv,
  MANIFEST,
  openFileStore,
  PG_DUMP,
  PGLITE_DUMP,
  pgliteDirs,
  run,
  SECRETS,
  writeSums,
  type Manifest,
} from './backup-kit';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadDataConfig();
const outDir = path.resolve(
  values.out ?? process.env.BACKUP_DIR ?? path.join(config.dataDir, 'backups'),
);
const createdAt = new Date();
const stamp = createdAt
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const name = `fanclub-backup-${APP_VERSION}-${stamp}`;
const final = path.join(outDir, name);
// Written under another name and renamed when whole: a folder with the final name is complete.
const work = `${final}.partial`;

async function dumpPglite(file: string) {
  const dirs = pgliteDirs(config.dataDir);
  if (!existsSync(dirs.data)) throw new Error(`No embedded database in ${dirs.data}.`);
  // Refuses while the server runs (PGlite is one process), and keeps it from starting meanwhile.
  const release = takeLock(dirs.owner);
  try {
    const db = new PGlite(dirs.data, { extensions: { pg_trgm } });
    await db.waitReady;
    const dump = await db.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await db.close();
  } finally {
    release();
  }
}

async function main() {
  // Personal data and password hashes: readable by the operator's account only.
  await mkdir(work, { recursive: true, mode: 0o700 });
  const database = config.databaseUrl ? 'postgres' : 'pglite';
  if (config.databaseUrl) {
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(work, PG_DUMP)}`],
      libpqEnv(config.databaseUrl),
    );
  } else {
    await dumpPglite(path.join(work, PGLITE_DUMP));
  }
  const store = openFileStore(uploadsDir(config.dataDir), config.s3);
  let files = 0;
  try {
    for (const key of await store.keys()) {
      await store.download(key, path.join(work, FILES, key));
      files += 1;
    }
  } finally {
    store.close();
  }
  const secrets = path.join(config.dataDir, SECRETS);
  const hasSecrets = existsSync(secrets);
  if (hasSecrets) await copyFile(secrets, path.join(work, SECRETS));
  const manifest: Manifest = {
    format: 1,
    version: APP_VERSION,
    createdAt: createdAt.toISOString(),
    database,
    store: store.kind,
    files,
    secrets: hasSecrets,
  };
  await writeFile(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeSums(work);
  await rename(work, final);
  console.error(`Backed up the ${database} database and ${files} files (${store.kind} store).`);
  console.log(final);
}

main().catch(async (error: unknown) => {
  await rm(work, { recursive: true, force: true });
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
