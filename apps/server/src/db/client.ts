// Opens the database: embedded PGlite under DATA_DIR, or PostgreSQL when DATABASE_URL is set.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
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
  /**
   * Receives the payloads NOTIFY sends on a channel (every process on the database gets them,
   * after the sending transaction commits). Resolves once listening; the result stops it.
   */
  listen: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * Runs the work while holding the start-up lock (the one the migrations run under), so
   * processes starting together on one database do it one after another. PGlite has one
   * process: the work simply runs.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite has no cross-process lock: one server process (or the backup and restore scripts)
 * owns the directory.
 */
export function takeLock(dir: string): () => void {
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

/**
 * The PostgreSQL advisory lock the migrations and the first-start data are made under: any
 * number of processes on any hosts may start at once; the first migrates, the others wait for
 * it and then find nothing left to do. ("fanclub" in ASCII, as a bigint key.)
 */
const START_LOCK_KEY = 0x66616e636c7562n;

/** Holds the start-up lock on a connection of its own while the work runs. */
async function withStartLock<T>(
  connectionString: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    // Session-level: it survives the migrations' own transaction and ends with the connection
    // if this process dies, so a crashed start never leaves the others waiting.
    await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY.toString()]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_LOCK_KEY.toString()]);
    }
  } finally {
    await client.end();
  }
}

export type OpenOptions = {
  databaseUrl?: string | undefined;
  /** Directory for PGlite; undefined means in memory (tests). */
  pgliteDir?: string | undefined;
  /**
   * In memory only (tests): start from a copy of an already migrated database, kept in the
   * system's temporary folder under a name made from the migrations, instead of running every
   * migration again for each test file.
   */
  fromTemplate?: boolean | undefined;
};

/** The template's file: its name changes whenever a migration or PGlite itself does. */
function templateFile(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  for (const dir of [migrationsFolder, path.join(migrationsFolder, 'meta')]) {
    for (const name of readdirSync(dir).sort()) {
      if (!/\.(sql|json)$/.test(name)) continue;
      hash.update(name).update(readFileSync(path.join(dir, name)));
    }
  }
  return path.join(tmpdir(), `fanclub-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function pgliteFromTemplate(): Promise<PGlite> {
  const file = templateFile();
  if (existsSync(file)) {
    return new PGlite({ extensions: { pg_trgm }, loadDataDir: new Blob([readFileSync(file)]) });
  }
  const client = new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  // Written aside, then renamed: a test file opening at the same moment reads a whole one.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return client;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    // JIT compiling pays off for long analytical queries, not for these: the audience checks'
    // cost estimates cross its threshold and each feed query would spend ~25 ms compiling.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: '-c jit=off',
    });
    // An idle connection the server drops (restart, failover) must not crash the process: the
    // pool discards it and opens a new one on the next query. While closing, it is expected.
    pool.on('error', (error) => {
      if (!pool.ending) console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await withStartLock(options.databaseUrl, (client) =>
      migratePg(drizzlePg(client), { migrationsFolder }),
    );
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      exclusive: (work) => withStartLock(options.databaseUrl!, () => work()),
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
      listen: async (channel, handler) => {
        const stop = await listenPostgres(options.databaseUrl!, channel, handler);
        const unlisten = async () => {
          listeners.delete(unlisten);
          await stop();
        };
        listeners.add(unlisten);
        return unlisten;
      },
    };
  }
  let release = () => {};
  let client: PGlite;
  if (options.pgliteDir) {
    mkdirSync(options.pgliteDir, { recursive: true });
    release = takeLock(options.pgliteDir);
    client = new PGlite(path.join(options.pgliteDir, 'pgdata'), { extensions: { pg_trgm } });
  } else if (options.fromTemplate) {
    client = await pgliteFromTemplate();
  } else {
    client = new PGlite({ extensions: { pg_trgm } });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    exclusive: (work) => work(),
    close: async () => {
      await client.close();
      release();
    },
    listen: async (channel, handler) => {
      const unlisten = await client.listen(channel, handler);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

/**
 * LISTEN needs a connection of its own (a pooled one would be handed to other queries). If the
 * server drops it, a new one is opened with back-off; notifications sent meanwhile are lost,
 * which the web client covers by refetching when its socket comes back.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handler: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 500;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handler(message.payload);
    });
    const lost = (error?: Error) => {
      if (stopped || client !== next) return;
      client = undefined;
      console.warn(`PostgreSQL LISTEN connection lost${error ? `: ${error.message}` : ''}`);
      next.removeAllListeners('end');
      void next.end().catch(() => {});
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    delay = 500;
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: Error) => {
        if (client) client = undefined;
        console.warn(`PostgreSQL LISTEN reconnect failed: ${error.message}`);
        delay = Math.min(delay * 2, 30_000);
        schedule();
      });
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}
