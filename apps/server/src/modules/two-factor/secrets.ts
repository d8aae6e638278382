// The TOTP secret at rest (AES-256-GCM under a key derived from SESSION_SECRET) and the
// recovery codes: random, so a keyed SHA-256 is enough (nobody can test guesses offline
// without the server's secret, and checking ten codes stays cheap).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '@fanclub/contract/two-factor';
import { hmacSha256 } from '../../lib/tokens';

const ISSUER = 'Setouchi Fan Club';
/** One step either side of now, for clocks a little off. */
const TOLERANCE_SECONDS = 30;

const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'fanclub', 'two-factor-secret', 32));
    keys.set(secret, key);
  }
  return key;
}

export function encryptSecret(serverSecret: string, totpSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const body = Buffer.concat([cipher.update(totpSecret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(serverSecret: string, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown two-factor secret format');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keyOf(serverSecret),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

export const newTotpSecret = () => generateSecret();

export async function enrolmentOf(label: string, secret: string) {
  const otpauthUri = generateURI({ issuer: ISSUER, label, secret });
  const qrSvg = await QRCode.toString(otpauthUri, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return { secret, otpauthUri, qrSvg };
}

/** The time step of a right code newer than `after`, or undefined. */
export async function checkTotp(
  secret: string,
  token: string,
  after: number | null,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token,
    epochTolerance: TOLERANCE_SECONDS,
    ...(after === null ? {} : { afterTimeStep: after }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2p-9xq4r` (50 bits each). */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** Case, spaces and hyphens do not matter when a code is typed back. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export const hashRecoveryCode = (serverSecret: string, code: string) =>
  hmacSha256(serverSecret, `recovery:${normaliseRecoveryCode(code)}`);
