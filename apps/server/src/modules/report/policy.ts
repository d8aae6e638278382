// Who may read the report: whoever holds REPORT_SECRET (no session needed).
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time comparison: both sides are hashed first, so their lengths never leak either. */
export function isReportSecret(given: string | undefined, secret: string): boolean {
  if (!given) return false;
  return timingSafeEqual(digest(given), digest(secret));
}
