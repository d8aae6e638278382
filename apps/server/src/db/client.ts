// Opens the database: embedded PGlite under DATA_DIR, or PostgreSQL when DATABASE_URL is set.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The database or a transaction: every query function takes this first. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite has no cross-process lock: one server process owns the directory. */
function takeLock(dir: string): () => void {
  const lockFile = path.join(dir, 'owner.pid');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    let alive = false;
    try {
      if (pid && pid !== process.pid) {
        process.kill(pid, 0);
        alive = true;
      }
    } catch {
      alive = false;
    }
    if (alive) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${pid}. Stop it first, or set DATABASE_URL.`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

export type OpenOptions = {
  databaseUrl?: string | undefined;
  /** Directory for PGlite; undefined means in memory (tests). */
  pgliteDir?: string | undefined;
};

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let release = () => {};
  let client: PGlite;
  if (options.pgliteDir) {
    mkdirSync(options.pgliteDir, { recursive: true });
    release = takeLock(options.pgliteDir);
    client = new PGlite(path.join(options.pgliteDir, 'pgdata'), { extensions: { pg_trgm } });
  } else {
    client = new PGlite({ extensions: { pg_trgm } });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}
