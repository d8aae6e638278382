// Images for the rich text: the `image` part, type from the bytes, re-encoded by sharp to a WebP
// at most 1600 px wide without metadata, stored under uploads/posts/ with a random name.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { validationFailed } from '../../errors';
import type { Storage } from '../../lib/storage';
import { MAX_INPUT_PIXELS } from '../avatar/image';

export const POST_IMAGE_FIELD = 'image';
export const POST_IMAGE_MAX_WIDTH = 1600;

const ACCEPTED_MIME = new Set([
  'image/jpeg',
  'image/png',
  'image/apng',
  'image/webp',
  'image/gif',
  'image/avif',
]);

const notAnImage = () =>
  validationFailed({ [POST_IMAGE_FIELD]: { key: 'validation.avatar_type' } });
const noFile = () => validationFailed({ [POST_IMAGE_FIELD]: { key: 'validation.required' } });

export async function readPostImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw noFile();
  const part = await request.file();
  if (!part) throw noFile();
  if (part.fieldname !== POST_IMAGE_FIELD) {
    part.file.resume();
    throw noFile();
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw validationFailed(
        { [POST_IMAGE_FIELD]: { key: 'errors.FILE_TOO_LARGE' } },
        'FILE_TOO_LARGE',
      );
    }
    throw error;
  }
  if (bytes.length === 0) throw noFile();
  return bytes;
}

export async function toPostWebp(bytes: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_MIME.has(type.mime)) throw notAnImage();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  const pixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) {
    throw validationFailed({
      [POST_IMAGE_FIELD]: {
        key: 'validation.avatar_pixels',
        params: { megapixels: MAX_INPUT_PIXELS / 1_000_000 },
      },
    });
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .autoOrient()
      .resize({ width: POST_IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .timeout({ seconds: 20 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}

export async function storePostImage(storage: Storage, webp: Buffer): Promise<string> {
  const key = `posts/${randomBytes(16).toString('hex')}.webp`;
  await storage.put(key, webp);
  return storage.url(key);
}
