// Offer rules: where an offer stands, and what a member may see of it.
import type { OfferState } from '@fanclub/contract/offers';
import type { OfferRow } from '../../db/schema/index';
import { isScannerAgent } from '../../lib/scanner';

type StateInput = Pick<OfferRow, 'status' | 'audience' | 'startAt' | 'expiresAt'> & {
  hasInvitation: boolean;
};

/** Derived state: draft until it has an audience and a Japanese invitation. */
export function offerState(o: StateInput, now = new Date()): OfferState {
  if (!o.audience || !o.hasInvitation) return 'draft';
  if (o.status === 'disabled') return 'disabled';
  if (now.getTime() >= o.expiresAt.getTime()) return 'ended';
  if (now.getTime() < o.startAt.getTime()) return 'scheduled';
  return 'open';
}

/** Whether invitations may go out: active and not ended (a schedule before the start is fine). */
export function isMailable(o: Pick<OfferRow, 'status' | 'expiresAt'>, now = new Date()): boolean {
  return o.status === 'active' && now.getTime() < o.expiresAt.getTime();
}

/**
 * What a member in the audience sees: `hidden` (404: disabled or not started), `ended` (the
 * "this offer has ended" view), or `open`. Audience membership is checked by the caller's query.
 */
export function memberView(
  o: Pick<OfferRow, 'status' | 'startAt' | 'expiresAt'>,
  now = new Date(),
): 'hidden' | 'ended' | 'open' {
  if (o.status !== 'active' || now.getTime() < o.startAt.getTime()) return 'hidden';
  if (now.getTime() >= o.expiresAt.getTime()) return 'ended';
  return 'open';
}

/**
 * One member counts once per offer in this window: a member who clicks again and again (or a
 * script with their session) does not inflate the human figure; the raw count keeps every click.
 */
export const HUMAN_CLICK_WINDOW_MS = 30 * 60_000;

/** A click counts as human when a signed-in member's browser asked with GET, not a scanner. */
export function isHumanClick(input: { method: string; userAgent: string | undefined }): boolean {
  return input.method === 'GET' && !isScannerAgent(input.userAgent);
}
