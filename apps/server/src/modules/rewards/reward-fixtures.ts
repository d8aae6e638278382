// Shared set-up of the reward suites: the seeded rewards' ids, and a member's point balance.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Client } from '../../../test/helpers';

export type RewardIds = { amazon: number; paypal: number; donation: number };

/** The seeded rewards' ids by type, as the signed-in client's rewards list shows them. */
export async function rewardIdsOf(client: Client): Promise<RewardIds> {
  const list = (await client.get('/api/rewards')).json().data.rewards as Array<{
    id: number;
    type: 'amazon' | 'paypal' | 'donation';
  }>;
  return {
    amazon: list.find((r) => r.type === 'amazon')!.id,
    paypal: list.find((r) => r.type === 'paypal')!.id,
    donation: list.find((r) => r.type === 'donation')!.id,
  };
}

/** The member's balance as the users row holds it. */
export async function pointBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ b: users.pointAmount }).from(users).where(eq(users.id, userId));
  return row!.b;
}
