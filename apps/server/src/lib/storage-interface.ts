// What every store offers and the rules both follow: the key shape, the served content type,
// the URL prefix. The stores (storage.ts for the local folder, storage-s3.ts for a bucket)
// import this; it imports neither.
import type { Readable } from 'node:stream';

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
