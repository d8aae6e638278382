// The storage contract, run against both stores: the local folder and an S3-compatible server
// (s3rver). Plus the S3_* settings.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { createLocalStorage, createStorage, type Storage } from './storage';
import { contentTypeOf } from './storage-interface';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const name = (ext = 'webp') => `${randomBytes(16).toString('hex')}.${ext}`;

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

const stores: [string, () => Promise<Storage>][] = [
  ['local folder', async () => createLocalStorage(mkdtempSync(path.join(tmpdir(), 'fanclub-st-')))],
  [
    'S3-compatible store',
    async () => {
      const config = loadConfig({ NODE_ENV: 'test', ...s3.env });
      expect(config.s3?.forcePathStyle).toBe(true);
      return createStorage({ dataDir: tmpdir(), s3: config.s3 });
    },
  ],
];

describe.each(stores)('storage on the %s', (label, open) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await open();
    expect(storage.kind).toBe(label.startsWith('S3') ? 's3' : 'local');
  });
  afterAll(() => storage?.close());

  it('stores bytes and gives them back with the type of the name, its size and URL', async () => {
    const key = `avatars/${name()}`;
    const bytes = randomBytes(70_000);
    await storage.put(key, bytes);
    expect(await storage.stat(key)).toEqual({ size: bytes.length });
    const file = await storage.get(key);
    expect(file?.size).toBe(bytes.length);
    expect(file?.contentType).toBe('image/webp');
    expect((await bytesOf(file!.body)).equals(bytes)).toBe(true);
    expect(storage.url(key)).toBe(`/uploads/${key}`);
  });

  it('replaces a key with new bytes and leaves other keys alone', async () => {
    const key = `posts/${name()}`;
    const other = `posts/${name()}`;
    await storage.put(key, Buffer.from('first'));
    await storage.put(other, Buffer.from('other'));
    await storage.put(key, Buffer.from('second, longer'));
    expect((await bytesOf((await storage.get(key))!.body)).toString()).toBe('second, longer');
    expect((await bytesOf((await storage.get(other))!.body)).toString()).toBe('other');
  });

  it('answers undefined for a missing key, and deletes once or twice without error', async () => {
    const key = `offers/${name()}`;
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.stat(key)).toBeUndefined();
    await storage.put(key, Buffer.from('x'));
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.stat(key)).toBeUndefined();
  });

  it('keeps exports (CSV) as text/csv, and gives unknown names no active type', async () => {
    const csv = `exports/${name('csv')}`;
    await storage.put(csv, Buffer.from('\uFEFFa,b\n1,2\n'));
    expect((await storage.get(csv))?.contentType).toBe('text/csv; charset=utf-8');
    const html = `avatars/${name('html')}`;
    await storage.put(html, Buffer.from('<script>alert(1)</script>'));
    const file = await storage.get(html);
    expect(file?.contentType).toBe('application/octet-stream');
    file?.body.destroy();
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of [
      '../secrets.json',
      'avatars/../../x.webp',
      'Avatars/A.webp',
      'a/b/c.webp',
      'x.webp',
    ]) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('opening the S3 store', () => {
  it('stops with a clear message when the bucket cannot be used', async () => {
    const config = loadConfig({ NODE_ENV: 'test', ...s3.env, S3_BUCKET: 'no-such-bucket' });
    await expect(createStorage({ dataDir: tmpdir(), s3: config.s3 })).rejects.toThrow(
      /S3 bucket "no-such-bucket" .* cannot be used/,
    );
  });
});

describe('content types', () => {
  it('are images, CSV or opaque bytes: never HTML, SVG or script', () => {
    expect(contentTypeOf('a/b.webp')).toBe('image/webp');
    expect(contentTypeOf('a/b.jpg')).toBe('image/jpeg');
    for (const ext of ['html', 'htm', 'svg', 'xml', 'js', 'xhtml', 'txt']) {
      expect(contentTypeOf(`a/b.${ext}`), ext).toBe('application/octet-stream');
    }
  });
});

describe('S3 settings', () => {
  it('turn on with S3_BUCKET, path style by default with an endpoint', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeUndefined();
    const aws = loadConfig({
      NODE_ENV: 'test',
      S3_BUCKET: 'club-files',
      S3_REGION: 'ap-northeast-1',
    });
    expect(aws.s3).toEqual({
      endpoint: undefined,
      bucket: 'club-files',
      region: 'ap-northeast-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    const minio = loadConfig({
      NODE_ENV: 'test',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'club-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(minio.s3).toMatchObject({ region: 'us-east-1', forcePathStyle: false });
  });

  it('refuse half a configuration', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'b-files', S3_ACCESS_KEY_ID: 'k' }),
    ).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
  });
});
