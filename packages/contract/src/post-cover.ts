// A post's cover: the image shown on feed cards, on the post's page and in its share tags. It is
// the image the admin chose, or else the first image of the contents; null when it has none.
import { z } from 'zod';

export const postCover = z
  .object({
    /** Our own upload (`/uploads/posts/…`) or an https address. */
    url: z.string(),
    /** The image's alt text in the contents, or the post's title when it has none. */
    alt: z.string(),
  })
  .nullable()
  .meta({ id: 'PostCover' });
export type PostCover = z.infer<typeof postCover>;

/** The cover the admin chooses when saving: an image address, or null for the first image. */
export const coverChoice = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(500, 'validation.too_long')
  .nullable()
  .optional();
