// Who may read the report: whoever holds REPORT_SECRET (no session needed).
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time comparison: both sides are hashed first, so their lengths never leak either. */
export function isReportSecret(given: string | undefined, secret: string): boolean {
  if (!given) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

/** A short name of the secret for counting keys, which tells nothing of the secret itself. */
export const secretTag = (secret: string) =>
  createHash('sha256').update(`report-budget:${secret}`, 'utf8').digest('hex').slice(0, 16);
