// Turns an uploaded file into the stored avatar: type from the bytes, EXIF rotation applied,
// every piece of metadata dropped, a 512×512 WebP. Anything else is refused with a field error.
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { AVATAR_FIELD, AVATAR_SIZE } from '@fanclub/contract/avatar';
import { validationFailed } from '../../errors';

/** More pixels than this are refused before decoding (a 3 MB PNG can hold 400 million). */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Types accepted by sniffing. GIF and animated PNG/WebP give their first frame. HEIC/HEIF are
 * tried only if this machine's libvips decodes them (sharp's prebuilt one does not: HEVC);
 * when it cannot, the upload is refused like any other unreadable file.
 */
const ACCEPTED_MIME = new Set([
  'image/jpeg',
  'image/png',
  'image/apng',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
]);

const notAnImage = () => validationFailed({ [AVATAR_FIELD]: { key: 'validation.avatar_type' } });

export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_MIME.has(type.mime)) throw notAnImage();

  let metadata: Metadata;
  try {
    // Reads the header only: the size is known before anything is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  const pixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) {
    throw validationFailed({
      [AVATAR_FIELD]: {
        key: 'validation.avatar_pixels',
        params: { megapixels: MAX_INPUT_PIXELS / 1_000_000 },
      },
    });
  }

  try {
    // sharp keeps no metadata (EXIF, GPS, XMP, ICC) unless asked to; the pixels go to sRGB.
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .autoOrient()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .timeout({ seconds: 20 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}
