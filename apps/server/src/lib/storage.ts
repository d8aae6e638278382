// Where uploaded files live: a tiny put/delete/url interface, with the local-disk store
// under $DATA_DIR/uploads (served at /uploads/ by plugins/uploads.ts).
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Storage = {
  /** Stores bytes under a key such as `avatars/<name>.webp`, replacing nothing else. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Removes a key; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The URL the browser loads the file from. */
  url(key: string): string;
};

/** Keys are `folder/file.ext` in lower-case letters, digits, dots and dashes: no way out. */
const KEY_PATTERN = /^[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/;

function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function createLocalStorage(root: string, urlPrefix = UPLOADS_URL_PREFIX): Storage {
  return {
    async put(key, bytes) {
      const file = path.join(root, checkKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.partial`;
      await writeFile(partial, bytes, { mode: 0o644 });
      await rename(partial, file);
    },
    async delete(key) {
      await rm(path.join(root, checkKey(key)), { force: true });
    },
    url(key) {
      return `${urlPrefix}${checkKey(key)}`;
    },
  };
}
