// Offer figures of the overview. Offers are not built yet: this answers zeros with
// offersAvailable false (the card says so); the offers work fills it from its own tables.
import type { OfferOverview } from '@fanclub/contract/statistics';
import type { Db } from '../../db/client';

const none = { allTime: 0, last30Days: 0 };

export async function offerFiguresNotBuiltYet(_db: Db): Promise<OfferOverview> {
  return {
    offersAvailable: false,
    offers: { total: 0, open: 0 },
    mailsSent: none,
    clicks: none,
    uniqueClickers: none,
  };
}
