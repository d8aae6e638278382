// Where uploaded and exported files live: one put/get/stat/delete interface with two stores,
// the local folder $DATA_DIR/uploads (the default) and an S3-compatible bucket (S3_* set, see
// storage-s3.ts). Either way the browser loads files from /uploads/ (plugins/uploads.ts).
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Settings } from '../config';
import { checkKey, contentTypeOf, type Storage, UPLOADS_URL_PREFIX } from './storage-interface';

export type { Storage } from './storage-interface';
export { UPLOADS_URL_PREFIX } from './storage-interface';

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
