// The member's avatar: GET/POST/DELETE /api/me/avatar (multipart field `avatar`).
import { z } from 'zod';

/** The multipart field the image travels in. */
export const AVATAR_FIELD = 'avatar';

/** 3 MB = 3 × 1024 × 1024 bytes; one byte more is FILE_TOO_LARGE. */
export const MAX_UPLOAD_BYTES = 3 * 1024 * 1024;

/** Side of the square WebP the server stores. */
export const AVATAR_SIZE = 512;

/** What the file picker offers; the server decides from the bytes, not from this list. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic';

export const avatarResponse = z
  .object({
    /** Same-origin path of the stored WebP, or null when the member has none. */
    url: z.string().nullable(),
  })
  .meta({ id: 'Avatar' });
export type Avatar = z.infer<typeof avatarResponse>;
