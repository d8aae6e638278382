// Test data for offer tests: multipart bodies as a browser sends them, real images of an exact
// size, and an offer set up through the wizard (basic information, invitation, audience).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Audience } from '@fanclub/contract/audience';
import { json, type Client } from '../../../test/helpers';

const jst = (ms: number) => {
  const d = new Date(Date.now() + ms + 9 * 3600_000);
  return d.toISOString().slice(0, 16).replace('T', ' ');
};

export function offerFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    titleJa: '瀬戸内フェリー周遊パス 20%オフ',
    titleEn: 'Setouchi ferry pass, 20% off',
    link: 'https://partner.example.jp/ferry?src=fanclub',
    description: '島から島へ、フェリー乗り放題のパスがファンクラブ会員限定の割引価格に。',
    mainLanguage: 'ja',
    startAt: jst(-3600_000),
    expiresAt: jst(7 * 86400_000),
    ...overrides,
  };
}

type FilePart = { data: Buffer; filename?: string; type?: string };

/** A multipart/form-data body: the text fields, then the file `image` when given. */
export function offerMultipart(fields: Record<string, string>, image?: FilePart) {
  const boundary = `----offer${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    );
  if (image)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${image.filename ?? 'offer.png'}"\r\nContent-Type: ${image.type ?? 'image/png'}\r\n\r\n`,
      ),
      image.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const smallPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#1e6fa8' } })
    .png()
    .toBuffer();

/** A real PNG grown to exactly `size` bytes with a private ancillary chunk. */
export async function pngOfSize(size: number): Promise<Buffer> {
  const png = await smallPng();
  const padding = size - png.length - 12;
  const typeAndData = Buffer.concat([Buffer.from('prVt'), Buffer.alloc(padding, 0x61)]);
  const chunk = Buffer.alloc(padding + 12);
  chunk.writeUInt32BE(padding, 0);
  typeAndData.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(typeAndData), padding + 8);
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

export const INVITATION = {
  ja: {
    subject: '{{nick_name}}さんへ：会員限定オファー',
    body: '<p>{{last_name}} {{first_name}}様、期限 {{expired_date}}。<a href="{{offer_link}}">詳しくはこちら</a></p>',
  },
};

export async function createOffer(admin: Client, fields = offerFields()): Promise<number> {
  const res = await admin.request({
    method: 'POST',
    url: '/api/admin/offer/create-detail',
    ...offerMultipart(fields, { data: await smallPng() }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { id: number } }>(res).data.id;
}

/** Steps 1 to 3 of the wizard; returns the offer id. */
export async function setupOffer(admin: Client, audience: Audience, fields = offerFields()) {
  const id = await createOffer(admin, fields);
  const mail = await admin.post('/api/admin/offer/create-email', { offerId: id, mail: INVITATION });
  expect(mail.statusCode, mail.body).toBe(201);
  const aud = await admin.post('/api/admin/offer/create-audience', { offerId: id, audience });
  expect(aud.statusCode, aud.body).toBe(200);
  return id;
}

export const bornIn = (year: number): Audience => {
  const age = new Date().getFullYear() - year;
  return { type: 'custom', ageMin: age, ageMax: age };
};
