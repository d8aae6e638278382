// What `npm run backup` and `npm run restore` share: where the data lives (the server's own
// settings), the backup folder's layout, its checksum file, and the file store's copy.
//
// A backup is one folder, fanclub-backup-<version>-<UTC time>, holding:
//   manifest.json  what is inside (release, database kind, file count, time)
//   database.dump  PostgreSQL: pg_dump's custom format   | database.tar.gz  PGlite: dumpDataDir
//   files/<key>    every file of the store (folder or S3 bucket), by its key
//   secrets.json   the generated secrets from the data folder, when the server made them
//   SHA256SUMS     the SHA-256 of every other file (`sha256sum -c SHA256SUMS` checks it too)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { contentTypeOf } from '../lib/storage-interface';
import { createS3Storage } from '../lib/storage-s3';

export const MANIFEST = 'manifest.json';
export const SUMS = 'SHA256SUMS';
export const FILES = 'files';
export const SECRETS = 'secrets.json';
export const PG_DUMP = 'database.dump';
export const PGLITE_DUMP = 'database.tar.gz';

export type Manifest = {
  format: 1;
  /** The release that made the backup (package.json). */
  version: string;
  createdAt: string;
  database: 'postgres' | 'pglite';
  store: 'local' | 's3';
  files: number;
  secrets: boolean;
};

/** The embedded database's folders under DATA_DIR (as the server opens them). */
export const pgliteDirs = (dataDir: string) => {
  const owner = path.join(dataDir, 'db');
  return { owner, data: path.join(owner, 'pgdata') };
};

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every file under a folder, as paths relative to it with forward slashes. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (sub: string) => {
    let entries;
    try {
      entries = await readdir(path.join(dir, sub), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(rel);
      else if (entry.isFile()) out.push(rel);
    }
  };
  await walk('');
  return out.sort();
}

export async function writeSums(dir: string): Promise<void> {
  const lines: string[] = [];
  for (const rel of await listFiles(dir)) {
    if (rel === SUMS) continue;
    lines.push(`${await sha256Of(path.join(dir, rel))}  ${rel}`);
  }
  await writeFile(path.join(dir, SUMS), `${lines.join('\n')}\n`);
}

/** Every file listed with its checksum, and nothing unlisted: else the list of what is wrong. */
export async function verifySums(dir: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(path.join(dir, SUMS), 'utf8');
  } catch {
    return [`${SUMS} is missing: not a backup, or an unfinished one`];
  }
  const listed = new Map<string, string>();
  for (const line of text.split('\n').filter(Boolean)) {
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match) return [`${SUMS} has a line it should not: ${line}`];
    listed.set(match[2]!, match[1]!);
  }
  const problems: string[] = [];
  const present = new Set((await listFiles(dir)).filter((f) => f !== SUMS));
  for (const [rel, want] of listed) {
    if (!present.has(rel)) problems.push(`missing: ${rel}`);
    else if ((await sha256Of(path.join(dir, rel))) !== want) problems.push(`changed: ${rel}`);
  }
  for (const rel of present) if (!listed.has(rel)) problems.push(`not in ${SUMS}: ${rel}`);
  return problems;
}

async function saveStream(body: Readable, file: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await pipeline(body, createWriteStream(file));
}

/** The S3 bucket's keys, page by page. */
async function bucketKeys(
  settings: S3Settings,
  client: ReturnType<typeof createS3Storage>['client'],
) {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }),
    );
    for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

/** A store the scripts copy from and to: the uploads folder, or the bucket. */
export type FileStore = {
  kind: 'local' | 's3';
  keys: () => Promise<string[]>;
  /** Copies one file out of the store into a local file. */
  download: (key: string, file: string) => Promise<void>;
  upload: (key: string, file: string) => Promise<void>;
  /** Removes keys (restoring over a store with files the backup does not have). */
  remove: (keys: string[]) => Promise<void>;
  close: () => void;
};

export function openFileStore(uploads: string, s3: S3Settings | undefined): FileStore {
  if (!s3) {
    return {
      kind: 'local',
      keys: async () => (await listFiles(uploads)).filter((k) => !k.endsWith('.partial')),
      download: async (key, file) => saveStream(createReadStream(path.join(uploads, key)), file),
      upload: async (key, file) => saveStream(createReadStream(file), path.join(uploads, key)),
      remove: async (keys) => {
        for (const key of keys) await rm(path.join(uploads, key), { force: true });
      },
      close: () => {},
    };
  }
  const { client } = createS3Storage(s3);
  const Bucket = s3.bucket;
  return {
    kind: 's3',
    keys: () => bucketKeys(s3, client),
    download: async (key, file) => {
      const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      await saveStream(out.Body as Readable, file);
    },
    upload: async (key, file) => {
      const body = await readFile(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentTypeOf(key),
          ContentLength: (await stat(file)).size,
        }),
      );
    },
    remove: async (keys) => {
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects } }));
      }
    },
    close: () => client.destroy(),
  };
}

/** Runs a command, its output passed through; rejects with its stderr's end on failure. */
export async function run(command: string, args: string[], env?: NodeJS.ProcessEnv) {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'], env });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString('utf8')).slice(-4000)));
    child.on('error', (error) =>
      reject(new Error(`${command} could not run (${error.message}): is it installed?`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}):\n${err.trim()}`)),
    );
  });
}

/**
 * libpq's connection settings from a postgres:// URL, passed in the environment, so the
 * password never shows in the process list.
 */
export function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env, PGHOST: url.hostname || 'localhost' };
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  env.PGDATABASE = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}
