// Random tokens and their one-way digests.
import { createHash, hash, randomBytes, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The HMAC-SHA256 pads of a secret (RFC 2104), computed once per secret. */
const pads = new Map<string, { inner: Buffer; outer: Buffer }>();
function padsOf(secret: string) {
  let found = pads.get(secret);
  if (!found) {
    let key = Buffer.from(secret, 'utf8');
    if (key.length > 64) key = hash('sha256', key, 'buffer');
    const block = Buffer.alloc(64);
    key.copy(block);
    found = {
      inner: Buffer.from(block.map((b) => b ^ 0x36)),
      outer: Buffer.from(block.map((b) => b ^ 0x5c)),
    };
    pads.set(secret, found);
  }
  return found;
}

/**
 * HMAC-SHA256 from two one-shot hashes: the same bytes as `createHmac`, without a native HMAC
 * context per call (a sendout signs two tokens per mail; 100,000 contexts kept the server's
 * memory up until a full garbage collection).
 */
export function hmacSha256Bytes(secret: string, value: string): Buffer {
  const { inner, outer } = padsOf(secret);
  const innerHash = hash('sha256', Buffer.concat([inner, Buffer.from(value, 'utf8')]), 'buffer');
  return hash('sha256', Buffer.concat([outer, innerHash]), 'buffer');
}

export const hmacSha256 = (secret: string, value: string) =>
  hmacSha256Bytes(secret, value).toString('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
