// Where uploaded and exported files live: one put/get/stat/delete interface with two stores,
// the local folder $DATA_DIR/uploads (the default) and an S3-compatible bucket (S3_* set, see
// storage-s3.ts). Either way the browser loads files from /uploads/ (plugins/uploads.ts).
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../config';

export type StoredFile = {
  /** The bytes, streamed; the reader must consume or destroy it. */
  body: Readable;
  size: number;
  /** From the key's extension (see contentTypeOf), never from what was uploaded. */
  contentType: string;
};

export type Storage = {
  kind: 'local' | 's3';
  /** Stores bytes under a key such as `avatars/<name>.webp`, replacing nothing else. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file, or undefined when the key holds none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** The file's size, or undefined when the key holds none. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Removes a key; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The URL the browser loads the file from. */
  url(key: string): string;
  /** Lets go of connections (S3); the local store holds none. */
  close(): void;
};

/** Keys are `folder/file.ext` in lower-case letters, digits, dots and dashes: no way out. */
const KEY_PATTERN = /^[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/;

export function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/**
 * The only types a stored file is ever given. Anything else is opaque bytes: an uploaded
 * .html or .svg can never come back as a page or an active image.
 */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  csv: 'text/csv; charset=utf-8',
};

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

export function createLocalStorage(root: string, urlPrefix = UPLOADS_URL_PREFIX): Storage {
  const fileOf = (key: string) => path.join(root, checkKey(key));
  const statOf = async (key: string) => {
    try {
      const s = await stat(fileOf(key));
      return s.isFile() ? { size: s.size } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.partial`;
      await writeFile(partial, bytes, { mode: 0o644 });
      await rename(partial, file);
    },
    async get(key) {
      const found = await statOf(key);
      if (!found) return undefined;
      return {
        body: createReadStream(fileOf(key)),
        size: found.size,
        contentType: contentTypeOf(key),
      };
    },
    stat: statOf,
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    url(key) {
      return `${urlPrefix}${checkKey(key)}`;
    },
    close() {},
  };
}

/** The store the configuration names: the S3 bucket when S3_* is set, else the local folder. */
export async function createStorage(options: {
  dataDir: string;
  s3: S3Settings | undefined;
}): Promise<Storage> {
  if (options.s3) {
    // Loaded only when used: the AWS client adds start-up time a local install does not need.
    const { openS3Storage } = await import('./storage-s3');
    return openS3Storage(options.s3);
  }
  const root = uploadsDir(options.dataDir);
  await mkdir(root, { recursive: true });
  return createLocalStorage(root);
}
