// Uploaded images, whatever they are for (avatars, post images): read the one multipart part,
// take the type from the bytes, refuse decompression bombs before decoding, then re-encode to a
// WebP with sharp: EXIF rotation applied, every piece of metadata (EXIF, GPS, XMP, ICC) dropped.
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type ResizeOptions } from 'sharp';
import { validationFailed } from '../errors';
import { declaredMultipart } from './multipart-body';

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

/** The bytes of the `field` part; at most the multipart limit (3 MB), else FILE_TOO_LARGE. */
export async function readImageUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  const noFile = () => validationFailed({ [field]: { key: 'validation.required' } });
  const body = declaredMultipart(request);
  if (!body.isMultipart()) throw noFile();
  const part = await body.file();
  if (!part) throw noFile();
  if (part.fieldname !== field) {
    part.file.resume();
    throw noFile();
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw validationFailed({ [field]: { key: 'errors.FILE_TOO_LARGE' } }, 'FILE_TOO_LARGE');
    }
    throw error;
  }
  if (bytes.length === 0) throw noFile();
  return bytes;
}

/** Re-encodes an uploaded image as WebP, resized as asked; field errors name `field`. */
export async function toWebp(bytes: Buffer, field: string, resize: ResizeOptions): Promise<Buffer> {
  const notAnImage = () => validationFailed({ [field]: { key: 'validation.avatar_type' } });
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
      [field]: {
        key: 'validation.avatar_pixels',
        params: { megapixels: MAX_INPUT_PIXELS / 1_000_000 },
      },
    });
  }

  try {
    // sharp keeps no metadata unless asked to; the pixels go to sRGB.
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .autoOrient()
      .resize(resize)
      .webp({ quality: 82 })
      .timeout({ seconds: 20 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}
