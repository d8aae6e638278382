// Signed tokens in mail links: which recipient opened or clicked, whose consent an unsubscribe
// link turns off, and which link target a tracked click may redirect to. No database lookup is
// needed to trust them, and none can be forged or turned into an open redirect.
import { timingSafeEqual } from 'node:crypto';
import type { MailConsent } from '@fanclub/contract/audience';
import { hmacSha256Bytes } from '../../lib/tokens';

function signature(secret: string, purpose: string, payload: string): string {
  return hmacSha256Bytes(secret, `${purpose}:${payload}`).subarray(0, 12).toString('base64url');
}

function verified(secret: string, purpose: string, payload: string, sig: string): boolean {
  const expected = Buffer.from(signature(secret, purpose, payload));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** One recipient of one batch: `batch.user.sig`. */
export function recipientToken(secret: string, batchId: number, userId: number): string {
  const payload = `${batchId}.${userId}`;
  return `${payload}.${signature(secret, 'rcpt', payload)}`;
}

export function readRecipientToken(
  secret: string,
  token: string,
): { batchId: number; userId: number } | undefined {
  const m = /^(\d{1,10})\.(\d{1,10})\.([\w-]{16})$/.exec(token);
  if (!m || !verified(secret, 'rcpt', `${m[1]}.${m[2]}`, m[3]!)) return undefined;
  return { batchId: Number(m[1]), userId: Number(m[2]) };
}

const CONSENT_LETTER = { newsletter: 'n', survey: 's' } as const satisfies Record<
  MailConsent,
  string
>;

/** Turns off one consent of one member: `user.n|s.sig`. Never expires, like the mail it is in. */
export function unsubscribeToken(secret: string, userId: number, consent: MailConsent): string {
  const payload = `${userId}.${CONSENT_LETTER[consent]}`;
  return `${payload}.${signature(secret, 'unsub', payload)}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; consent: MailConsent } | undefined {
  const m = /^(\d{1,10})\.([ns])\.([\w-]{16})$/.exec(token);
  if (!m || !verified(secret, 'unsub', `${m[1]}.${m[2]}`, m[3]!)) return undefined;
  return { userId: Number(m[1]), consent: m[2] === 'n' ? 'newsletter' : 'survey' };
}

/** A tracked link's target, signed with its batch so only the mail's own links redirect. */
export function linkSignature(secret: string, batchId: number, url: string): string {
  return signature(secret, 'link', `${batchId} ${url}`);
}

export function linkVerified(secret: string, batchId: number, url: string, sig: string): boolean {
  return verified(secret, 'link', `${batchId} ${url}`, sig);
}
