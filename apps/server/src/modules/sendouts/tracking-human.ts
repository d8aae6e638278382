// Whether a tracked open or click was a person: mail security gateways
// fetch every link and image of a message on delivery, doubling raw counts. The raw counts stay;
// a hit also counts as human when the recipient is signed in on that browser, or when it passes
// the checks: a GET (not HEAD), a browser's agent that is not a known scanner, not within seconds
// of delivery, and (for clicks) a browser that carries cookies of the site.
import { isScannerAgent } from '../../lib/scanner';

export type TrackingSignals = {
  method: string;
  userAgent: string | undefined;
  /** The signed-in member of the request's session, if any. */
  signedInUserId: number | undefined;
  hasCookies: boolean;
};

/** Gateways fetch within seconds of delivery; a person takes longer to open and click. */
export const SCANNER_WINDOW_MS = 10_000;

export function isHumanHit(
  kind: 'open' | 'click',
  signals: TrackingSignals | undefined,
  recipient: { userId: number; sentAt: Date | null },
  now = new Date(),
): boolean {
  if (!signals || signals.method !== 'GET') return false;
  if (signals.signedInUserId === recipient.userId) return true;
  if (isScannerAgent(signals.userAgent)) return false;
  if (recipient.sentAt && now.getTime() - recipient.sentAt.getTime() < SCANNER_WINDOW_MS)
    return false;
  return kind === 'open' || signals.hasCookies;
}
