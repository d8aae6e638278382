// The survey tool's signature on a completion: hex HMAC-SHA256 with SURVEY_SECRET over the
// respondent id, or over `rid:status` when the call reports an outcome.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SurveyOutcome } from '@fanclub/contract/campaigns';

const SIGNATURE_FORMAT = /^[0-9a-f]{64}$/i;

export function signedText(rid: string, status?: SurveyOutcome): string {
  return status === undefined ? rid : `${rid}:${status}`;
}

export function signCompletion(secret: string, rid: string, status?: SurveyOutcome): string {
  return createHmac('sha256', secret).update(signedText(rid, status)).digest('hex');
}

export function isValidSignature(
  secret: string,
  input: { rid: string; sig: string; status?: SurveyOutcome | undefined },
): boolean {
  // Exactly 64 hex characters: Buffer.from(hex) would drop an odd trailing one.
  if (!SIGNATURE_FORMAT.test(input.sig)) return false;
  const expected = Buffer.from(signCompletion(secret, input.rid, input.status), 'hex');
  return timingSafeEqual(Buffer.from(input.sig, 'hex'), expected);
}
