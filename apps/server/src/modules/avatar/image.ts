// The stored avatar: a 512×512 WebP (cover, centre) made by the shared image pipeline.
import { AVATAR_FIELD, AVATAR_SIZE } from '@fanclub/contract/avatar';
import { toWebp } from '../../lib/images';

export const toAvatarWebp = (bytes: Buffer): Promise<Buffer> =>
  toWebp(bytes, AVATAR_FIELD, {
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    fit: 'cover',
    position: 'centre',
  });
