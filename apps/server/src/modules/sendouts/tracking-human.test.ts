// The human check of tracked opens and clicks: a signed-in recipient always counts; otherwise a
// GET from a browser's agent, not within seconds of delivery, and (for a click) with cookies.
import { describe, expect, it } from 'vitest';
import { SCANNER_WINDOW_MS, isHumanHit, type TrackingSignals } from './tracking-human';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const sentAt = new Date('2026-11-24T01:00:00Z');
const later = new Date(sentAt.getTime() + 5 * 60_000);
const recipient = { userId: 7, sentAt };
const signals = (over: Partial<TrackingSignals> = {}): TrackingSignals => ({
  method: 'GET',
  userAgent: BROWSER,
  signedInUserId: undefined,
  hasCookies: true,
  ...over,
});

describe('isHumanHit', () => {
  it.each([
    ['a browser with cookies, minutes after delivery', 'click', signals(), later, true],
    [
      'the signed-in recipient, even at once',
      'click',
      signals({ signedInUserId: 7, hasCookies: true }),
      sentAt,
      true,
    ],
    [
      'someone else signed in (forwarded mail), no other sign',
      'click',
      signals({ signedInUserId: 8, userAgent: 'curl/8' }),
      later,
      false,
    ],
    ['a HEAD request', 'click', signals({ method: 'HEAD', signedInUserId: 7 }), later, false],
    [
      'a known scanner agent',
      'click',
      signals({ userAgent: 'Mozilla/5.0 (compatible; Proofpoint)' }),
      later,
      false,
    ],
    ['no agent at all', 'click', signals({ userAgent: undefined }), later, false],
    [
      'within seconds of delivery',
      'click',
      signals(),
      new Date(sentAt.getTime() + SCANNER_WINDOW_MS - 1),
      false,
    ],
    ['a click without cookies', 'click', signals({ hasCookies: false }), later, false],
    [
      'an open without cookies (mail clients send none)',
      'open',
      signals({ hasCookies: false }),
      later,
      true,
    ],
    ['no signals (an old caller)', 'open', undefined, later, false],
  ] as const)('%s → %s', (_name, kind, s, now, expected) => {
    expect(isHumanHit(kind, s, recipient, now)).toBe(expected);
  });
});
