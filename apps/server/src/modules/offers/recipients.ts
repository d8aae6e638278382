// Who an offer batch mails, decided when the batch starts (the engine asks through the rules
// registered in sendout-sources.ts): nobody once the offer is disabled or ended; an automatic
// "new members" invitation only members no earlier batch of the offer reached.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offers, users, type SendoutBatchRow } from '../../db/schema/index';
import type { RecipientRule } from '../sendouts/sources';
import { isMailable } from './policy';

export async function offerRecipientRule(
  tx: Db,
  batch: Pick<SendoutBatchRow, 'id' | 'sourceId' | 'automatic'>,
  now: Date,
): Promise<RecipientRule> {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, batch.sourceId));
  if (!offer || !isMailable(offer, now)) return { closed: 'offer not open' };
  if (!batch.automatic) return { where: sql`true` };
  return {
    where: sql`not exists (select 1 from sendout_recipients sr
      join sendout_batches b on b.id = sr.batch_id
      where b.source = 'offer' and b.source_id = ${offer.id} and b.id <> ${batch.id}
        and sr.user_id = ${users.id})`,
  };
}

/** A running offer batch stops when the offer is disabled or ends. */
export async function offerStillOpen(db: Db, offerId: number, now = new Date()) {
  const [offer] = await db.select().from(offers).where(eq(offers.id, offerId));
  return offer !== undefined && isMailable(offer, now);
}
