// The web build's precompressed assets (apps/web/precompress.ts): a client that accepts br or
// gzip gets the file the build wrote beside the asset, byte for byte, not one compressed on
// the fly; others, and assets without such files, are served as before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';
import { builtWebApp } from './instances';

const islands = (n: number) =>
  `export const islands = ${JSON.stringify(Array.from({ length: n }, (_, i) => `島${i}`))};`;
const raw = Buffer.from(islands(400));
// Not what @fastify/compress would make of it (gzip level 1, brotli at its default quality 11,
// where the plugin uses 6 and 4): a reply equal to these bytes came from the files.
const gz = gzipSync(raw, { level: 1 });
const br = brotliCompressSync(raw);
// An asset the build left without siblings (as a build without the plugin, or a small file).
const bare = Buffer.from(islands(300));
const webDist = builtWebApp(
  `<!doctype html><title>Setouchi</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`,
  {
    'shell-abcd.js': raw,
    'shell-abcd.js.gz': gz,
    'shell-abcd.js.br': br,
    'bare-efgh.js': bare,
  },
);

const ctx = useTestApp({ WEB_DIST: webDist });
const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  ctx.app.inject({ method, url, headers });

describe('precompressed assets', () => {
  it('sends the .br file to a client that accepts brotli', async () => {
    const res = await get('/assets/shell-abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(br)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).equals(raw)).toBe(true);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(br.length);
  });

  it('sends the .gz file to a client that accepts gzip only', async () => {
    const res = await get('/assets/shell-abcd.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(gz)).toBe(true);
    expect(gunzipSync(res.rawPayload).equals(raw)).toBe(true);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    // A cache keeps the encodings apart by their validators too.
    const plain = await get('/assets/shell-abcd.js');
    expect(plain.headers.etag).toBeDefined();
    expect(res.headers.etag).not.toBe(plain.headers.etag);
  });

  it('sends the file itself to a client that accepts neither, and answers HEAD and ranges', async () => {
    const plain = await get('/assets/shell-abcd.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(raw)).toBe(true);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const head = await get('/assets/shell-abcd.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBe(gz.length);
    expect(head.rawPayload.length).toBe(0);
    const part = await get('/assets/shell-abcd.js', { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(raw.subarray(0, 10))).toBe(true);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${raw.length}`);
  });

  it('gives the .gz and .br files no URL of their own', async () => {
    const res = await get('/assets/shell-abcd.js.gz', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.rawPayload.equals(gz)).toBe(false);
  });

  it('still compresses an asset without such files on the fly, and index.html as before', async () => {
    const res = await get('/assets/bare-efgh.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).equals(bare)).toBe(true);
    expect(res.headers['cache-control']).toContain('immutable');
    // The build writes no siblings for index.html: the history fallback sends the file.
    const page = await get('/signin', { 'accept-encoding': 'gzip' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const body = page.headers['content-encoding'] ? gunzipSync(page.rawPayload) : page.rawPayload;
    expect(body.toString()).toBe(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  });
});
