// An offer's invitation through the sendout engine (source `offer`, newsletter consent, no
// reminders): a batch now or at a schedule, and keeping unstarted batches in step with edits.
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { OfferSendoutData } from '@fanclub/contract/offers';
import { parseTimeInput } from '@fanclub/contract/japan-time';
import type { Db } from '../../db/client';
import { offerEmails, offers, sendoutBatches, type OfferRow } from '../../db/schema/index';
import { validationFailed } from '../../errors';
import { queueAutomaticInvitation, todayAtTenJst } from '../sendouts/automatic';
import { createBatch, type BatchInput } from '../sendouts/batches';
import { isMailable } from './policy';
import { mailSetOf, offerTagValues } from './presenter';

/** The offer row's id, qualified, so it is not read as a subquery's own `id`. */
const OFFER_ID = sql.raw('"offers"."id"');

/** Offers are marketing: only members who accept the newsletter get the mail (A3-5). */
export const OFFER_CONSENT = 'newsletter' as const;

async function batchInput(db: Db, offer: OfferRow, appUrl: string, adminId: number | null) {
  if (!offer.audience)
    throw validationFailed({ audience: { key: 'validation.audience_required' } }, 'SENDOUT_SETUP');
  const emails = await db.select().from(offerEmails).where(eq(offerEmails.offerId, offer.id));
  return {
    source: 'offer',
    sourceId: offer.id,
    type: 'invitation',
    consent: OFFER_CONSENT,
    audience: offer.audience,
    mail: mailSetOf(emails),
    tagValues: offerTagValues(offer, appUrl),
    createdById: adminId,
  } satisfies BatchInput;
}

/** An admin's invitation: now, or at a future schedule before the expiry. */
export async function createOfferBatch(
  db: Db,
  offer: OfferRow,
  body: OfferSendoutData,
  ctx: { appUrl: string; adminId: number },
  now = new Date(),
) {
  if (!isMailable(offer, now))
    throw validationFailed({ offerId: { key: 'validation.offer_not_open' } });
  const input = await batchInput(db, offer, ctx.appUrl, ctx.adminId);
  if (body.sendMode === 'now') return createBatch(db, input, { now: true });
  const at = parseTimeInput(body.scheduledAt);
  if (!at) throw validationFailed({ scheduledAt: { key: 'validation.datetime' } });
  if (at.getTime() <= now.getTime())
    throw validationFailed({ scheduledAt: { key: 'validation.future' } });
  if (at.getTime() >= offer.expiresAt.getTime())
    throw validationFailed({ scheduledAt: { key: 'validation.offer_before_expiry' } });
  return createBatch(db, input, { at });
}

/** After an edit, unstarted batches send the offer's latest mail, audience and tag values. */
export async function refreshPendingOfferBatches(db: Db, offer: OfferRow, appUrl: string) {
  if (!offer.audience) return;
  const emails = await db.select().from(offerEmails).where(eq(offerEmails.offerId, offer.id));
  await db
    .update(sendoutBatches)
    .set({
      mail: mailSetOf(emails),
      audience: offer.audience,
      tagValues: offerTagValues(offer, appUrl),
    })
    .where(
      and(
        eq(sendoutBatches.source, 'offer'),
        eq(sendoutBatches.sourceId, offer.id),
        eq(sendoutBatches.status, 'schedule'),
      ),
    );
}

/**
 * "Send to new members", once a day from 10:00 Japan time: for each open offer with the setting
 * whose invitation went out before, one automatic invitation to the members of its audience no
 * earlier batch reached (recipients.ts). Returns how many batches were queued.
 */
export async function inviteNewOfferMembers(db: Db, appUrl: string, now = new Date()) {
  if (now.getTime() < todayAtTenJst(now).getTime()) return 0;
  const candidates = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.sendToNewMembers, true),
        eq(offers.status, 'active'),
        lte(offers.startAt, now),
        gt(offers.expiresAt, now),
        sql`exists (select 1 from sendout_batches b where b.source = 'offer'
          and b.source_id = ${OFFER_ID} and b.automatic = false
          and b.status in ('in_progress', 'completed'))`,
      ),
    );
  let queued = 0;
  for (const offer of candidates) {
    const done = await db.transaction(async (tx) => {
      await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, offer.id)).for('update');
      return queueAutomaticInvitation(
        tx,
        { source: 'offer', sourceId: offer.id },
        () => batchInput(tx, offer, appUrl, null),
        now,
      );
    });
    if (done) queued += 1;
  }
  return queued;
}
