// Offer figures of the overview: offers (open / all), offer mails sent, and clicks on offers
// (those that pass the human checks, so mail scanners do not inflate them) with the members who
// clicked, all time and in the last 30 days.
import { and, eq, sql } from 'drizzle-orm';
import type { OfferOverview } from '@fanclub/contract/statistics';
import type { Db } from '../../db/client';
import { offerClicks, offers, sendoutBatches, sendoutRecipients } from '../../db/schema/index';

const DAY_MS = 86_400_000;

export async function offerFigures(db: Db, now = new Date()): Promise<OfferOverview> {
  const nowIso = now.toISOString();
  const sinceIso = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const c = offerClicks;
  const r = sendoutRecipients;
  const [[offerRow], [mailRow], [clickRow]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        open: sql<number>`count(*) filter (where ${offers.status} = 'active' and ${offers.startAt} <= ${nowIso}::timestamptz and ${offers.expiresAt} > ${nowIso}::timestamptz)::int`,
      })
      .from(offers),
    db
      .select({
        allTime: sql<number>`count(*)::int`,
        last30Days: sql<number>`count(*) filter (where ${r.sentAt} >= ${sinceIso}::timestamptz)::int`,
      })
      .from(r)
      .innerJoin(sendoutBatches, eq(sendoutBatches.id, r.batchId))
      .where(and(eq(sendoutBatches.source, 'offer'), eq(r.status, 'sent'))),
    db
      .select({
        clicks: sql<number>`count(*)::int`,
        clicksRecent: sql<number>`count(*) filter (where ${c.createdAt} >= ${sinceIso}::timestamptz)::int`,
        clickers: sql<number>`count(distinct ${c.userId})::int`,
        clickersRecent: sql<number>`count(distinct ${c.userId}) filter (where ${c.createdAt} >= ${sinceIso}::timestamptz)::int`,
      })
      .from(c)
      .where(eq(c.human, true)),
  ]);
  return {
    offersAvailable: (offerRow?.total ?? 0) > 0,
    offers: { total: offerRow?.total ?? 0, open: offerRow?.open ?? 0 },
    mailsSent: { allTime: mailRow?.allTime ?? 0, last30Days: mailRow?.last30Days ?? 0 },
    clicks: { allTime: clickRow?.clicks ?? 0, last30Days: clickRow?.clicksRecent ?? 0 },
    uniqueClickers: { allTime: clickRow?.clickers ?? 0, last30Days: clickRow?.clickersRecent ?? 0 },
  };
}
