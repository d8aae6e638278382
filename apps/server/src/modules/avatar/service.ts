// Reads the upload, stores, replaces and removes a member's avatar. A replaced or removed file
// is deleted only after the row no longer names it, so a failed update never loses the picture.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AVATAR_FIELD } from '@fanclub/contract/avatar';
import { readImageUpload } from '../../lib/images';
import type { MultipartSpec } from '../../lib/multipart-body';
import { swapAvatarName } from './queries';
import type { ServiceContext } from '../../lib/context';

type AvatarContext = Pick<ServiceContext, 'db' | 'storage' | 'log'>;

export const avatarKey = (name: string) => `avatars/${name}`;

/** 32 random hex digits: the name says nothing about the member and cannot be guessed. */
const newAvatarName = () => `${randomBytes(16).toString('hex')}.webp`;

/** The upload's body: one image in the part `avatar`. */
export const AVATAR_UPLOAD: MultipartSpec = {
  files: {
    [AVATAR_FIELD]: {
      required: true,
      description:
        'JPEG, PNG, WebP, GIF or AVIF, type read from the bytes, at most 3 × 1024 × 1024 bytes (else 422 FILE_TOO_LARGE).',
    },
  },
};

/** The bytes of the `avatar` part; at most the multipart limit (3 MB), else FILE_TOO_LARGE. */
export const readAvatarUpload = (request: FastifyRequest): Promise<Buffer> =>
  readImageUpload(request, AVATAR_FIELD);

async function discard(ctx: AvatarContext, name: string) {
  try {
    await ctx.storage.delete(avatarKey(name));
  } catch (err) {
    // The row has moved on; a stray file is only disk space.
    ctx.log.warn({ err, name }, 'could not delete a replaced avatar');
  }
}

/** Stores the new picture, points the member at it, then drops the old file. */
export async function replaceAvatar(
  ctx: AvatarContext,
  userId: number,
  webp: Buffer,
): Promise<string> {
  const name = newAvatarName();
  await ctx.storage.put(avatarKey(name), webp);
  let previous: string | null;
  try {
    previous = await swapAvatarName(ctx.db, userId, name);
  } catch (error) {
    await discard(ctx, name);
    throw error;
  }
  if (previous) await discard(ctx, previous);
  return name;
}

export async function removeAvatar(ctx: AvatarContext, userId: number): Promise<void> {
  const previous = await swapAvatarName(ctx.db, userId, null);
  if (previous) await discard(ctx, previous);
}
