// Who may exchange for what, and who may see or act on an exchange request. One rule per
// question, as SQL (`requestsVisibleTo`) and in memory (`requestAccess`), used by every route
// that touches a request (docs/DECISIONS.md "Rewards and exchange"):
// - its member sees their own requests (history), in every state, blocked or not;
// - an admin sees every request and is the only one who acts on them (approve, complete,
//   fail, export);
// - anyone else, a guest included, gets nothing: a request by id answers 404, as if absent.
import { eq, type SQL } from 'drizzle-orm';
import type { RewardType } from '@fanclub/contract/rewards';
import { exchangeRequests } from '../../db/schema/index';
import { notFound } from '../../errors';

/** CT001 is Japan. A member who has not said where they live is taken to live in Japan. */
export const JAPAN = 'CT001';

/** Amazon gift cards (Amazon.co.jp) are for members living in Japan only. */
export function canReceive(type: RewardType, countryOfResidence: string | null): boolean {
  return type !== 'amazon' || countryOfResidence === null || countryOfResidence === JAPAN;
}

export type RequestReader = { id: number; isAdmin: boolean };
type Reader = RequestReader | null;

/** What a reader may do with one request: act on it (admin), see it (its member), or neither. */
export type RequestAccess = 'manage' | 'view' | 'none';

export function requestAccess(reader: Reader, row: { userId: number }): RequestAccess {
  if (reader === null) return 'none';
  if (reader.isAdmin) return 'manage';
  return row.userId === reader.id ? 'view' : 'none';
}

/** The requests a reader's list shows. `scope: 'own'` is the member's history (an admin's
 *  too: their own requests); `scope: 'desk'` is the admin's exchange desk (all, admin only). */
export function requestsVisibleTo(
  reader: NonNullable<Reader>,
  scope: 'own' | 'desk',
): SQL | undefined {
  if (scope === 'desk' && reader.isAdmin) return undefined;
  return eq(exchangeRequests.userId, reader.id);
}

/** Whether a reader works the exchange desk (lists every request, approves, exports). */
export const mayManageRequests = (reader: Reader): boolean => reader?.isAdmin === true;

/** Throws 404 unless the reader may at least `need` the request. */
export function assertRequestAccess(
  reader: Reader,
  row: { userId: number } | undefined,
  need: Exclude<RequestAccess, 'none'>,
): asserts row is { userId: number } {
  const access = row ? requestAccess(reader, row) : 'none';
  if (access === 'none' || (need === 'manage' && access !== 'manage')) throw notFound();
}
