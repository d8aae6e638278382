// Uploaded files through the app on both stores: an avatar uploaded and downloaded through the
// S3-compatible store (s3rver) and the local folder; files are served with the type of their
// name, nosniff and a sandboxing CSP, and HTML or SVG bytes are never served as a page.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../src/test/s3-server';
import { buildMember, Client, createTestContext, json, type TestContext } from './helpers';

let s3: TestS3;
const contexts: Record<'s3' | 'local', TestContext | undefined> = {
  s3: undefined,
  local: undefined,
};

beforeAll(async () => {
  s3 = await startTestS3();
  contexts.s3 = await createTestContext(s3.env);
  contexts.local = await createTestContext();
}, 60_000);
afterAll(async () => {
  await contexts.s3?.close();
  await contexts.local?.close();
  await s3?.close();
});

function avatarUpload(png: Buffer) {
  const boundary = `----fanclub${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: 'POST' as const,
    url: '/api/me/avatar',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7ab0' } })
    .png()
    .toBuffer();

function expectSafeHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(String(headers['content-type'])).not.toMatch(/html|svg|xml|javascript/);
}

describe.each(['s3', 'local'] as const)('uploads on the %s store', (kind) => {
  const ctx = () => contexts[kind]!;

  it('an avatar goes up, comes down as WebP, and goes away with the member’s delete', async () => {
    const { app, db, config } = ctx();
    expect(app.storage.kind).toBe(kind);
    const member = await buildMember(db);
    const client = await new Client(app).login(member.email);
    const res = await client.request(avatarUpload(await png()));
    expect(res.statusCode, res.body).toBe(200);
    const url = json<{ data: { url: string } }>(res).data.url;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const key = url.slice('/uploads/'.length);
    // On S3 nothing is written to the local folder.
    const onDisk = existsSync(path.join(config.dataDir, 'uploads', key));
    expect(onDisk).toBe(kind === 'local');
    expect(await app.storage.stat(key)).toBeDefined();

    const down = await app.inject(url);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('image/webp');
    expect(Number(down.headers['content-length'])).toBe(down.rawPayload.length);
    expect(down.headers['cache-control']).toContain('immutable');
    expectSafeHeaders(down.headers);
    const meta = await sharp(down.rawPayload).metadata();
    expect(meta.format).toBe('webp');

    const del = await client.request({ method: 'DELETE', url: '/api/me/avatar' });
    expect(del.statusCode).toBe(200);
    expect(await app.storage.stat(key)).toBeUndefined();
    const gone = await app.inject(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^application\/json/);
  });

  it('HTML or SVG in the store is never served as a page or an active image', async () => {
    const { app } = ctx();
    const hex = randomBytes(16).toString('hex');
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    // HTML bytes under an image name: served as the name's type, which nosniff makes final.
    await app.storage.put(`avatars/${hex}.webp`, html);
    const disguised = await app.inject(`/uploads/avatars/${hex}.webp`);
    expect(disguised.statusCode).toBe(200);
    expect(disguised.headers['content-type']).toBe('image/webp');
    expectSafeHeaders(disguised.headers);
    // Files named .html, .svg (or anything but an image) are not served at all.
    await app.storage.put(`avatars/${hex}.html`, html);
    await app.storage.put(`avatars/${hex}.svg`, svg);
    await app.storage.put(`posts/${hex}.csv`, Buffer.from('a,b'));
    for (const url of [
      `/uploads/avatars/${hex}.html`,
      `/uploads/avatars/${hex}.svg`,
      `/uploads/posts/${hex}.csv`,
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.body, url).not.toContain('<script>');
    }
  });
});
