// The multipart group form: text fields plus two optional files, `image` and `banner` (each at
// most 3 MB, type read from the bytes, re-encoded WebP without metadata). Every field error is
// reported at once; the global multipart limit is one file, so this request raises it to two.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { GROUP_LIMITS } from '@fanclub/contract/group-codes';
import {
  GROUP_BANNER_FIELD,
  GROUP_IMAGE_FIELD,
  groupFormFields,
  type GroupFormFields,
} from '@fanclub/contract/groups-admin';
import { fieldErrorsFromIssues } from '@fanclub/contract/issues';
import { AppError, appError, type FieldError } from '../../errors';
import { toWebp } from '../../lib/images';
import { declaredMultipart, type MultipartSpec } from '../../lib/multipart-body';
import type { Storage } from '../../lib/storage';

const FILE_FIELDS = [GROUP_IMAGE_FIELD, GROUP_BANNER_FIELD] as const;
type FileField = (typeof FILE_FIELDS)[number];
const WIDTH: Record<FileField, number> = { image: 800, banner: 1920 };

/** The form's body: the text fields and two optional pictures (JSON without them works too). */
export const GROUP_FORM_BODY: MultipartSpec = {
  fields: groupFormFields,
  files: {
    [GROUP_IMAGE_FIELD]: {
      description: `JPEG, PNG, WebP, GIF or AVIF, type read from the bytes, at most 3 × 1024 × 1024 bytes (else 422 FILE_TOO_LARGE); stored as a WebP at most 800 px wide.`,
    },
    [GROUP_BANNER_FIELD]: {
      description: `JPEG, PNG, WebP, GIF or AVIF, type read from the bytes, at most 3 × 1024 × 1024 bytes (else 422 FILE_TOO_LARGE); stored as a WebP at most 1920 px wide.`,
    },
  },
  json: true,
};

export type GroupForm = { fields: GroupFormFields; files: Partial<Record<FileField, Buffer>> };

async function readParts(request: FastifyRequest) {
  const raw: Record<string, unknown> = {};
  const files: Partial<Record<FileField, Buffer>> = {};
  const tooLarge: FileField[] = [];
  const body = declaredMultipart(request);
  if (!body.isMultipart())
    return { raw: (request.body ?? {}) as Record<string, unknown>, files, tooLarge };
  const parts = body.parts({ limits: { files: 2, fileSize: GROUP_LIMITS.imageBytes } });
  const isTooLarge = (error: unknown) =>
    error instanceof request.server.multipartErrors.RequestFileTooLargeError;
  let current: FileField | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        raw[part.fieldname] = part.value;
        continue;
      }
      current = FILE_FIELDS.find((f) => f === part.fieldname);
      if (!current) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (bytes.length) files[current] = bytes;
      current = undefined;
    }
  } catch (error) {
    // The stream stops at the first file over the limit; the fields after it are not read.
    if (!isTooLarge(error)) throw error;
    tooLarge.push(current ?? GROUP_IMAGE_FIELD);
  }
  return { raw, files, tooLarge };
}

/** Reads and checks the form; files come back re-encoded as WebP. */
export async function readGroupForm(request: FastifyRequest): Promise<GroupForm> {
  const { raw, files, tooLarge } = await readParts(request);
  const parsed = groupFormFields.safeParse(raw);
  const fieldErrors: Record<string, FieldError[]> = {};
  if (!parsed.success)
    for (const [field, list] of Object.entries(
      fieldErrorsFromIssues(parsed.error.issues, request.locale),
    ))
      fieldErrors[field] = list.map((m) => ({ key: m as never }));
  for (const field of tooLarge) fieldErrors[field] = [{ key: 'errors.FILE_TOO_LARGE' }];
  const webp: Partial<Record<FileField, Buffer>> = {};
  for (const field of FILE_FIELDS) {
    const bytes = files[field];
    if (!bytes || tooLarge.includes(field)) continue;
    try {
      webp[field] = await toWebp(bytes, field, { width: WIDTH[field], withoutEnlargement: true });
    } catch (error) {
      if (!(error instanceof AppError) || !error.fieldErrors) throw error;
      Object.assign(fieldErrors, error.fieldErrors);
    }
  }
  if (Object.keys(fieldErrors).length || !parsed.success)
    throw appError(tooLarge.length ? 'FILE_TOO_LARGE' : 'VALIDATION_ERROR', { fieldErrors });
  return { fields: parsed.data, files: webp };
}

export async function storeGroupImage(storage: Storage, webp: Buffer): Promise<string> {
  const key = `groups/${randomBytes(16).toString('hex')}.webp`;
  await storage.put(key, webp);
  return key;
}
