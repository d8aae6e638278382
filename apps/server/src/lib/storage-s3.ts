// The S3-compatible store (AWS S3, MinIO, Cloudflare R2, …) behind the storage interface,
// through the official AWS client. Files keep the same keys and /uploads/ URLs as on disk.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../config';
import { checkKey, contentTypeOf, type Storage, UPLOADS_URL_PREFIX } from './storage-interface';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound');

/** The S3 store, once its bucket answered: a wrong name, address or key stops the start. */
export async function openS3Storage(settings: S3Settings): Promise<Storage> {
  const storage = createS3Storage(settings);
  try {
    await storage.client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    storage.close();
    const reason = error instanceof Error ? error.name : String(error);
    throw new Error(
      `The S3 bucket "${settings.bucket}" at ${settings.endpoint ?? 'AWS'} cannot be used (${reason}): check S3_BUCKET, S3_ENDPOINT and the keys.`,
      { cause: error },
    );
  }
  return storage;
}

export function createS3Storage(
  settings: S3Settings,
  urlPrefix = UPLOADS_URL_PREFIX,
): Storage & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible stores refuse the
    // newer default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    client,
    kind: 's3',
    async put(key, bytes) {
      // One request: S3 makes the object visible whole or not at all.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentType: contentTypeOf(key),
          ContentLength: bytes.length,
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return {
          body: out.Body as Readable,
          size: out.ContentLength ?? 0,
          contentType: contentTypeOf(key),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async stat(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return { size: out.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    url(key) {
      return `${urlPrefix}${checkKey(key)}`;
    },
    close() {
      client.destroy();
    },
  };
}
