// The multipart body of the offer's basic information: text fields plus the file `image`.
// Every field error is reported at once (the text fields' and the image's); the image's type is
// read from its bytes and it is re-encoded to a WebP without metadata before it is stored.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fieldErrorsFromIssues } from '@fanclub/contract/issues';
import { OFFER_IMAGE_FIELD, offerDetailFields } from '@fanclub/contract/offers';
import { AppError, appError, type FieldError } from '../../errors';
import { toWebp } from '../../lib/images';
import { declaredMultipart, type MultipartSpec } from '../../lib/multipart-body';
import type { Storage } from '../../lib/storage';

export const OFFER_IMAGE_MAX_WIDTH = 1600;

/** The form's body: the text fields and the picture (JSON without the picture works too). */
export const offerFormBody = (imageRequired: boolean): MultipartSpec => ({
  fields: offerDetailFields,
  files: {
    [OFFER_IMAGE_FIELD]: {
      required: imageRequired,
      description: `JPEG, PNG, WebP, GIF or AVIF, type read from the bytes, at most 3 × 1024 × 1024 bytes (else 422 FILE_TOO_LARGE); stored as a WebP at most 1600 px wide without metadata.`,
    },
  },
  json: true,
});

async function readParts(request: FastifyRequest) {
  const raw: Record<string, unknown> = {};
  let image: Buffer | undefined;
  let tooLarge = false;
  const body = declaredMultipart(request);
  if (!body.isMultipart())
    return { raw: (request.body ?? {}) as Record<string, unknown>, image, tooLarge };
  try {
    for await (const part of body.parts()) {
      if (part.type === 'field') raw[part.fieldname] = part.value;
      else if (part.fieldname !== OFFER_IMAGE_FIELD) part.file.resume();
      else {
        const bytes = await part.toBuffer();
        if (bytes.length) image = bytes;
      }
    }
  } catch (error) {
    if (!(error instanceof request.server.multipartErrors.RequestFileTooLargeError)) throw error;
    tooLarge = true;
  }
  return { raw, image, tooLarge };
}

/** Reads and checks the form; the image is required when `imageRequired` (creation). */
export async function readOfferForm(request: FastifyRequest, imageRequired: boolean) {
  const { raw, image, tooLarge } = await readParts(request);
  const parsed = offerDetailFields.safeParse(raw);
  const fieldErrors: Record<string, FieldError[]> = {};
  if (!parsed.success)
    for (const [field, list] of Object.entries(
      fieldErrorsFromIssues(parsed.error.issues, request.locale),
    ))
      fieldErrors[field] = list.map((m) => ({ key: m as never }));
  let webp: Buffer | undefined;
  if (tooLarge) fieldErrors[OFFER_IMAGE_FIELD] = [{ key: 'errors.FILE_TOO_LARGE' }];
  else if (!image && imageRequired)
    fieldErrors[OFFER_IMAGE_FIELD] = [{ key: 'validation.required' }];
  else if (image) {
    try {
      webp = await toWebp(image, OFFER_IMAGE_FIELD, {
        width: OFFER_IMAGE_MAX_WIDTH,
        withoutEnlargement: true,
      });
    } catch (error) {
      if (!(error instanceof AppError) || !error.fieldErrors) throw error;
      Object.assign(fieldErrors, error.fieldErrors);
    }
  }
  if (Object.keys(fieldErrors).length || !parsed.success)
    throw appError(tooLarge ? 'FILE_TOO_LARGE' : 'VALIDATION_ERROR', { fieldErrors });
  return { fields: parsed.data, image: webp };
}

export async function storeOfferImage(storage: Storage, webp: Buffer): Promise<string> {
  const key = `offers/${randomBytes(16).toString('hex')}.webp`;
  await storage.put(key, webp);
  return key;
}
