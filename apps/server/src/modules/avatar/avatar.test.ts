import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@fanclub/contract/avatar';
import { users } from '../../db/schema/index';
import { Client, buildMember, json, randomIp, useTestApp } from '../../../test/helpers';

const ctx = useTestApp();
let avatarsDir: string;
beforeAll(async () => {
  avatarsDir = path.join(ctx.config.dataDir, 'uploads', 'avatars');
});

type Part = { name: string; filename?: string; type?: string; data: Buffer | string };
type AvatarBody = { data: { url: string | null } };
type ErrorBody = {
  code: number;
  error_code: string;
  message: string;
  errors?: Record<string, string[]>;
};

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: Part[]) {
  const boundary = `----fanclub${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.type) head += `Content-Type: ${part.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(client: Client, data: Buffer | string, filename = 'photo.png', type = 'image/png') {
  const body = multipart([{ name: 'avatar', filename, type, data }]);
  return client.request({ method: 'POST', url: '/api/me/avatar', ...body });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A real PNG of noise (up to 512×512) grown to exactly `size` bytes with a private chunk. */
async function pngOfSize(size: number): Promise<Buffer> {
  const side = Math.min(512, Math.floor(Math.sqrt(size / 4)));
  const noise = randomBytes(side * side * 3);
  const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const padding = size - png.length - 12;
  if (padding < 0) throw new Error(`a PNG of ${size} bytes is too small to build`);
  const typeAndData = Buffer.concat([Buffer.from('prVt'), Buffer.alloc(padding, 0x61)]);
  const chunk = Buffer.alloc(padding + 12);
  chunk.writeUInt32BE(padding, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndData), padding + 8);
  const iend = png.length - 12; // IEND is the last 12 bytes
  const out = Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
  expect(out.length).toBe(size);
  return out;
}

/** 300×200: left half red, right half blue; EXIF says "rotate 90° clockwise", plus GPS. */
async function jpegWithExif(): Promise<Buffer> {
  const left = await sharp({
    create: { width: 150, height: 200, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Harbour Camera', Copyright: 'Setouchi' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 23/1 0/1' },
    })
    .toBuffer();
}

async function signedIn(locale: 'ja' | 'en' = 'en') {
  const row = await buildMember(ctx.db);
  const client = await new Client(ctx.app, locale, randomIp()).login(row.email);
  return { row, client };
}

const storedFiles = () => (existsSync(avatarsDir) ? readdirSync(avatarsDir) : []);
const fileOf = (url: string) => path.join(avatarsDir, path.basename(url));
async function avatarPathOf(id: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row!.avatarPath;
}

describe('access', () => {
  it('answers 401 to a guest and 419 without the CSRF header', async () => {
    const guest = await new Client(ctx.app, 'en', randomIp()).csrf();
    expect((await guest.get('/api/me/avatar')).statusCode).toBe(401);
    const post = await upload(guest, await pngOfSize(10_000));
    expect(post.statusCode).toBe(401);
    expect(json<ErrorBody>(post).error_code).toBe('UNAUTHENTICATED');
    expect((await guest.request({ method: 'DELETE', url: '/api/me/avatar' })).statusCode).toBe(401);

    const { client } = await signedIn();
    const body = multipart([{ name: 'avatar', filename: 'a.png', data: await pngOfSize(10_000) }]);
    const noToken = await client.request({
      method: 'POST',
      url: '/api/me/avatar',
      payload: body.payload,
      headers: { ...body.headers, 'x-xsrf-token': '' },
    });
    expect(noToken.statusCode).toBe(419);
    expect(json<ErrorBody>(noToken).error_code).toBe('CSRF_TOKEN_MISMATCH');
    const del = await client.request({
      method: 'DELETE',
      url: '/api/me/avatar',
      headers: { 'x-xsrf-token': 'wrong' },
    });
    expect(del.statusCode).toBe(419);
    expect(storedFiles()).toEqual([]);
  });

  it('GET answers url null for a member without a picture', async () => {
    const { client } = await signedIn();
    const res = await client.get('/api/me/avatar');
    expect(res.statusCode).toBe(200);
    expect(json<AvatarBody>(res)).toEqual({ data: { url: null } });
  });
});

describe('POST /api/me/avatar', () => {
  it('without a file answers 422 with a field error on avatar', async () => {
    const { client } = await signedIn();
    const none = await client.post('/api/me/avatar');
    expect(none.statusCode).toBe(422);
    expect(json<ErrorBody>(none)).toMatchObject({
      error_code: 'VALIDATION_ERROR',
      errors: { avatar: ['should not be blank'] },
    });
    const otherField = await client.request({
      method: 'POST',
      url: '/api/me/avatar',
      ...multipart([{ name: 'picture', filename: 'a.png', data: await pngOfSize(10_000) }]),
    });
    expect(otherField.statusCode).toBe(422);
    expect(json<ErrorBody>(otherField).errors).toEqual({ avatar: ['should not be blank'] });
    const empty = await upload(client, Buffer.alloc(0));
    expect(json<ErrorBody>(empty).errors).toEqual({ avatar: ['should not be blank'] });
  });

  it('stores a 2 MB PNG as a 512×512 WebP served with long cache headers', async () => {
    const { row, client } = await signedIn();
    const res = await upload(client, await pngOfSize(2 * 1024 * 1024));
    expect(res.statusCode).toBe(200);
    const { url } = json<AvatarBody>(res).data;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(json<AvatarBody>(await client.get('/api/me/avatar')).data.url).toBe(url);
    expect(await avatarPathOf(row.id)).toBe(path.basename(url!));

    const file = await ctx.app.inject({ method: 'GET', url: url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('applies the EXIF rotation and keeps no metadata (GPS, EXIF, ICC, XMP)', async () => {
    const input = await jpegWithExif();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.orientation).toBe(6);
    expect(inputMeta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // GPS IFD pointer
    const { client } = await signedIn();
    const res = await upload(client, input, 'IMG_0001.JPG', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: json<AvatarBody>(res).data.url! });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Harbour Camera'))).toBe(false);
    // Rotated 90° clockwise, the red left half is now on top.
    const { data, info } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const [topR, , topB] = pixel(256, 40);
    const [bottomR, , bottomB] = pixel(256, 470);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it('accepts exactly 3 MB and refuses 3 MB + 1 byte with FILE_TOO_LARGE, storing nothing', async () => {
    const { row, client } = await signedIn();
    const before = storedFiles();
    const tooLarge = await upload(client, await pngOfSize(MAX_UPLOAD_BYTES + 1));
    expect(tooLarge.statusCode).toBe(422);
    expect(json<ErrorBody>(tooLarge)).toEqual({
      code: 422,
      error_code: 'FILE_TOO_LARGE',
      message: 'Maximum file size exceeded',
      errors: { avatar: ['Maximum file size exceeded'] },
    });
    expect(storedFiles()).toEqual(before);
    expect(await avatarPathOf(row.id)).toBeNull();

    client.locale = 'ja';
    const ja = json<ErrorBody>(await upload(client, await pngOfSize(MAX_UPLOAD_BYTES + 1)));
    expect(ja.message).toBe('ファイルサイズの上限を超えています');
    expect(ja.errors).toEqual({ avatar: ['ファイルサイズの上限を超えています'] });

    const exact = await upload(client, await pngOfSize(MAX_UPLOAD_BYTES));
    expect(exact.statusCode).toBe(200);
    expect(json<AvatarBody>(exact).data.url).toMatch(/\.webp$/);
  });

  it('refuses what is not an image, whatever its name says', async () => {
    const { row, client } = await signedIn();
    const before = storedFiles();
    const text = await upload(client, 'just some text, honestly\n'.repeat(100), 'photo.png');
    expect(text.statusCode).toBe(422);
    expect(json<ErrorBody>(text)).toMatchObject({
      error_code: 'VALIDATION_ERROR',
      errors: { avatar: ['Choose a JPEG, PNG, WebP or GIF image.'] },
    });
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
    const pdfRes = await upload(client, pdf, 'photo.jpg', 'image/jpeg');
    expect(json<ErrorBody>(pdfRes).errors).toEqual({
      avatar: ['Choose a JPEG, PNG, WebP or GIF image.'],
    });
    // A PNG signature with nothing readable behind it.
    const broken = Buffer.concat([(await pngOfSize(10_000)).subarray(0, 60), randomBytes(500)]);
    expect((await upload(client, broken)).statusCode).toBe(422);
    // An HEIC header this machine's libvips cannot decode (or a broken one where it can).
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      randomBytes(200),
    ]);
    expect((await upload(client, heic, 'IMG.HEIC', 'image/heic')).statusCode).toBe(422);
    client.locale = 'ja';
    const ja = json<ErrorBody>(await upload(client, 'テキスト', 'photo.png'));
    expect(ja.errors).toEqual({ avatar: ['JPEG・PNG・WebP・GIF形式の画像を選んでください。'] });
    expect(storedFiles()).toEqual(before);
    expect(await avatarPathOf(row.id)).toBeNull();
  });

  it('takes the first frame of a GIF, and WebP and AVIF input', async () => {
    const { client } = await signedIn();
    const frame = (colour: string) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
        .raw()
        .toBuffer();
    const gif = await sharp(Buffer.concat([await frame('#00ff00'), await frame('#ff00ff')]), {
      raw: { width: 64, height: 128, channels: 3, pageHeight: 64 },
    })
      .gif({ loop: 0, delay: [100, 100] })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const res = await upload(client, gif, 'wave.gif', 'image/gif');
    expect(res.statusCode).toBe(200);
    const file = await ctx.app.inject(json<AvatarBody>(res).data.url!);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.pages ?? 1).toBe(1);
    const stats = await sharp(file.rawPayload).stats();
    expect(stats.channels[1]!.mean).toBeGreaterThan(200); // green, the first frame

    const webp = await sharp({ create: { width: 40, height: 90, channels: 3, background: '#888' } })
      .webp()
      .toBuffer();
    expect((await upload(client, webp, 'a.webp', 'image/webp')).statusCode).toBe(200);
    const avif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#08f' } })
      .avif()
      .toBuffer();
    expect((await upload(client, avif, 'a.avif', 'image/avif')).statusCode).toBe(200);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const { client } = await signedIn();
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const res = await upload(client, bomb);
    expect(res.statusCode).toBe(422);
    expect(json<ErrorBody>(res).errors).toEqual({
      avatar: ['Choose an image of at most 50 megapixels.'],
    });
  });
});

describe('replacing and deleting', () => {
  it('a new picture replaces the old one and its file', async () => {
    const { row, client } = await signedIn();
    const first = json<AvatarBody>(await upload(client, await pngOfSize(20_000))).data.url!;
    expect(existsSync(fileOf(first))).toBe(true);
    const second = json<AvatarBody>(await upload(client, await pngOfSize(30_000))).data.url!;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
    expect((await ctx.app.inject(first)).statusCode).toBe(404);
    expect((await ctx.app.inject(second)).statusCode).toBe(200);
    expect(await avatarPathOf(row.id)).toBe(path.basename(second));
  });

  it('DELETE clears the url and removes the file; only ever the caller’s own', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const url = json<AvatarBody>(await upload(owner.client, await pngOfSize(20_000))).data.url!;
    const otherUrl = json<AvatarBody>(await upload(other.client, await pngOfSize(20_000))).data
      .url!;

    // /me is always the caller: another member's DELETE removes only their own picture.
    const otherDelete = await other.client.request({ method: 'DELETE', url: '/api/me/avatar' });
    expect(otherDelete.statusCode).toBe(200);
    expect(json<AvatarBody>(otherDelete)).toEqual({ data: { url: null } });
    expect(existsSync(fileOf(otherUrl))).toBe(false);
    expect(existsSync(fileOf(url))).toBe(true);
    expect(json<AvatarBody>(await owner.client.get('/api/me/avatar')).data.url).toBe(url);

    const del = await owner.client.request({ method: 'DELETE', url: '/api/me/avatar' });
    expect(del.statusCode).toBe(200);
    expect(json<AvatarBody>(del)).toEqual({ data: { url: null } });
    expect(existsSync(fileOf(url))).toBe(false);
    expect(await avatarPathOf(owner.row.id)).toBeNull();
    expect(json<AvatarBody>(await owner.client.get('/api/me/avatar')).data.url).toBeNull();
    expect((await ctx.app.inject(url)).statusCode).toBe(404);
    // Deleting again is harmless.
    const again = await owner.client.request({ method: 'DELETE', url: '/api/me/avatar' });
    expect(again.statusCode).toBe(200);
  });
});

describe('serving /uploads', () => {
  it('answers 404 for missing files, other names and directories, never the SPA', async () => {
    const { client } = await signedIn();
    const url = json<AvatarBody>(await upload(client, await pngOfSize(20_000))).data.url!;
    const name = path.basename(url, '.webp');
    for (const missing of [
      `/uploads/avatars/${'0'.repeat(32)}.webp`,
      '/uploads/avatars/',
      '/uploads/avatars',
      '/uploads/',
      `/uploads/avatars/${name}.png`,
      `/uploads/avatars/${name}.webp.partial`,
      `/uploads/avatars/..%2f..%2fsecrets.json`,
    ]) {
      const res = await ctx.app.inject(missing);
      expect(res.statusCode, missing).toBe(404);
      expect(res.headers['content-type'], missing).toMatch(/^application\/json/);
    }
    writeFileSync(path.join(ctx.config.dataDir, 'outside.txt'), 'private-content');
    for (const escape of [
      '/uploads/avatars/%2e%2e/%2e%2e/outside.txt',
      '/uploads/..%2foutside.txt',
      '/uploads/avatars/..%2f..%2foutside.txt',
    ]) {
      expect((await ctx.app.inject(escape)).body, escape).not.toContain('private-content');
    }
  });
});
