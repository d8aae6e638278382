// A new group post's multipart body: the text fields, the video links and the poll, and up to
// ten photos in the repeated part `images`, each at most 3 MB (per-request limits: the app's
// own multipart limit is one file). Each photo's type is read from its bytes and it is
// re-encoded to a WebP without metadata, as post images are, then stored under group-posts/.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { GROUP_LIMITS } from '@fanclub/contract/group-codes';
import {
  GROUP_POST_IMAGE_FIELD,
  groupPostFields,
  type GroupPostFields,
} from '@fanclub/contract/group-topics';
import { fieldErrorsFromIssues } from '@fanclub/contract/issues';
import { AppError, appError, type FieldError } from '../../errors';
import { toWebp } from '../../lib/images';
import { declaredMultipart, type MultipartSpec } from '../../lib/multipart-body';
import type { Storage } from '../../lib/storage';

export const GROUP_IMAGE_MAX_WIDTH = 1600;

type Raw = Record<string, unknown>;

/** The post's body: the text fields and up to ten photos (JSON without photos works too). */
export const GROUP_POST_BODY: MultipartSpec = {
  fields: groupPostFields,
  files: {
    [GROUP_POST_IMAGE_FIELD]: {
      maxCount: GROUP_LIMITS.imagesPerPost,
      description: `Photos, each JPEG, PNG, WebP, GIF or AVIF, type read from the bytes, at most 3 × 1024 × 1024 bytes (else 422 FILE_TOO_LARGE); stored as WebP at most 1600 px wide.`,
    },
  },
  json: true,
};

/** A multipart text value that holds JSON (poll, videoUrls as one array), or the text itself. */
function jsonOr(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

async function readParts(request: FastifyRequest) {
  const raw: Raw = {};
  const videoUrls: string[] = [];
  const images: Buffer[] = [];
  let problem: 'too_large' | 'too_many' | null = null;
  const body = declaredMultipart(request);
  if (!body.isMultipart()) return { raw: (request.body ?? {}) as Raw, images, problem };
  const errors = request.server.multipartErrors;
  try {
    const parts = body.parts({
      limits: {
        fileSize: GROUP_LIMITS.imageBytes,
        files: GROUP_LIMITS.imagesPerPost,
        fields: 40,
        fieldSize: 64 * 1024,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = String(part.value);
        if (part.fieldname === 'videoUrls' || part.fieldname === 'videoUrls[]') {
          const parsed = jsonOr(value);
          if (Array.isArray(parsed)) videoUrls.push(...parsed.map(String));
          else if (value.trim()) videoUrls.push(value);
        } else if (part.fieldname === 'poll') raw.poll = value.trim() ? jsonOr(value) : null;
        else raw[part.fieldname] = value;
      } else if (part.fieldname !== GROUP_POST_IMAGE_FIELD) part.file.resume();
      else {
        const bytes = await part.toBuffer();
        if (bytes.length) images.push(bytes);
      }
    }
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) problem = 'too_large';
    else if (error instanceof errors.FilesLimitError) problem = 'too_many';
    else throw error;
  }
  raw.videoUrls = videoUrls;
  return { raw, images, problem };
}

export type PostForm = { fields: ReturnType<typeof groupPostFields.parse>; images: Buffer[] };

/** Reads and checks the whole form, reporting every field's errors at once. */
export async function readPostForm(request: FastifyRequest): Promise<PostForm> {
  const { raw, images, problem } = await readParts(request);
  const parsed = groupPostFields.safeParse(raw as GroupPostFields);
  const fieldErrors: Record<string, FieldError[]> = {};
  if (!parsed.success)
    for (const [field, list] of Object.entries(
      fieldErrorsFromIssues(parsed.error.issues, request.locale),
    ))
      fieldErrors[field] = list.map((m) => ({ key: m as never }));
  const webps: Buffer[] = [];
  if (problem === 'too_large')
    fieldErrors[GROUP_POST_IMAGE_FIELD] = [{ key: 'errors.FILE_TOO_LARGE' }];
  else if (problem === 'too_many')
    fieldErrors[GROUP_POST_IMAGE_FIELD] = [{ key: 'group_topics.too_many_images' }];
  else
    for (const image of images) {
      try {
        webps.push(
          await toWebp(image, GROUP_POST_IMAGE_FIELD, {
            width: GROUP_IMAGE_MAX_WIDTH,
            withoutEnlargement: true,
          }),
        );
      } catch (error) {
        if (!(error instanceof AppError) || !error.fieldErrors) throw error;
        Object.assign(fieldErrors, error.fieldErrors);
        break;
      }
    }
  if (Object.keys(fieldErrors).length || !parsed.success)
    throw appError(problem === 'too_large' ? 'FILE_TOO_LARGE' : 'VALIDATION_ERROR', {
      fieldErrors,
    });
  return { fields: parsed.data, images: webps };
}

export async function storeGroupImages(storage: Storage, webps: Buffer[]): Promise<string[]> {
  const keys: string[] = [];
  for (const webp of webps) {
    const key = `group-posts/${randomBytes(16).toString('hex')}.webp`;
    await storage.put(key, webp);
    keys.push(key);
  }
  return keys;
}
