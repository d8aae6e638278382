// The survey tool's signature on a completion: hex HMAC-SHA256 with SURVEY_SECRET over the
// respondent id, or over `rid:status` when the call reports an outcome.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SurveyOutcome } from '@fanclub/contract/campaigns';

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
  const expected = Buffer.from(signCompletion(secret, input.rid, input.status), 'hex');
  const given = /^[0-9a-f]+$/i.test(input.sig) ? Buffer.from(input.sig, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
