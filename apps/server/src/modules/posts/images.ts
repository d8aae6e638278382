// Images for the rich text: the `image` part, type from the bytes, re-encoded by sharp to a WebP
// at most 1600 px wide without metadata, stored under uploads/posts/ with a random name.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../../lib/storage';
import { readImageUpload, toWebp } from '../../lib/images';
import type { MultipartSpec } from '../../lib/multipart-body';

export const POST_IMAGE_FIELD = 'image';
export const POST_IMAGE_MAX_WIDTH = 1600;

/** The upload's body: one image in the part `image`. */
export const POST_IMAGE_UPLOAD: MultipartSpec = {
  files: {
    [POST_IMAGE_FIELD]: {
      required: true,
      description:
        'JPEG, PNG, WebP, GIF or AVIF, type read from the bytes, at most 3 × 1024 × 1024 bytes (else 422 FILE_TOO_LARGE).',
    },
  },
};

export const readPostImage = (request: FastifyRequest): Promise<Buffer> =>
  readImageUpload(request, POST_IMAGE_FIELD);

export const toPostWebp = (bytes: Buffer): Promise<Buffer> =>
  toWebp(bytes, POST_IMAGE_FIELD, { width: POST_IMAGE_MAX_WIDTH, withoutEnlargement: true });

export async function storePostImage(storage: Storage, webp: Buffer): Promise<string> {
  const key = `posts/${randomBytes(16).toString('hex')}.webp`;
  await storage.put(key, webp);
  return storage.url(key);
}
