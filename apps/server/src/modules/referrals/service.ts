// Referral points: PC07 for the friend when their address is confirmed, PC06 for the referrer
// when the friend answers the first survey. Each is keyed, so it is paid once whatever repeats.
import { eq } from 'drizzle-orm';
import { JOIN_POINTS } from '@fanclub/contract/referrals';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';
import { movePoints } from '../points/ledger';
import { settingValue } from '../settings/service';

export const referralKey = {
  join: (userId: number) => `PC07:user:${userId}`,
  referrer: (friendId: number) => `PC06:friend:${friendId}`,
};

/** One mailbox: lower case, without a `+tag` (taro+2@… is taro@…). */
export function mailbox(email: string): string {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  return `${local.split('+')[0]}@${domain}`;
}

async function referrerOf(db: Db, friend: Pick<UserRow, 'id' | 'email' | 'referredById'>) {
  if (!friend.referredById || friend.referredById === friend.id) return undefined;
  const [referrer] = await db.select().from(users).where(eq(users.id, friend.referredById));
  // Referring yourself (another address of the same mailbox) earns nothing, nor does a
  // referrer whose account is closed.
  if (!referrer || referrer.status !== 'active') return undefined;
  if (mailbox(referrer.email) === mailbox(friend.email)) return undefined;
  return referrer;
}

/** Called in the transaction that confirms the friend's address (provisional → active). */
export async function creditJoinBonus(db: Db, friend: UserRow): Promise<void> {
  if (!(await referrerOf(db, friend))) return;
  await movePoints(db, {
    userId: friend.id,
    type: 'PC07',
    points: JOIN_POINTS,
    description: 'ledger.referral_join',
    idempotencyKey: referralKey.join(friend.id),
  });
}

/** Called in the transaction that completes the friend's first profile survey. */
export async function creditReferrer(db: Db, config: Config, friendId: number): Promise<void> {
  const referralPoints = await settingValue(db, config, 'referralPoints');
  if (referralPoints <= 0) return;
  const [friend] = await db.select().from(users).where(eq(users.id, friendId));
  if (!friend || friend.status !== 'active') return;
  const referrer = await referrerOf(db, friend);
  if (!referrer) return;
  await movePoints(db, {
    userId: referrer.id,
    type: 'PC06',
    points: referralPoints,
    description: 'ledger.referral_friend',
    reference: `user:${friend.id}`,
    idempotencyKey: referralKey.referrer(friend.id),
  });
}
