// An offer's invitation through the sendout engine (source `offer`, newsletter consent, no
// reminders): a batch now or at a schedule, and keeping unstarted batches in step with edits.
import { and, eq } from 'drizzle-orm';
import type { OfferSendoutData } from '@fanclub/contract/offers';
import { parseJapanTime } from '@fanclub/contract/posts';
import type { Db } from '../../db/client';
import { offerEmails, sendoutBatches, type OfferRow } from '../../db/schema/index';
import { validationFailed } from '../../errors';
import { createBatch, type BatchInput } from '../sendouts/batches';
import { isMailable } from './policy';
import { mailSetOf, offerTagValues } from './presenter';

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
  const at = parseJapanTime(body.scheduledAt);
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
