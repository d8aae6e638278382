// /admin/offers: every offer by keyword and state, paged with records per page; thumbnail,
// period, state, clicks (human beside raw), open rate, edit and delete per row.
import '@/lib/i18n-admin';
import { useTranslation } from 'react-i18next';
import { OFFER_STATES } from '@fanclub/contract/offers';
import { SourceListPage } from '@/admin-kit/source-list-page';
import { useListSearch } from '@/lib/list-search';
import { usePageTitle } from '@/lib/page-title';
import { useDeleteOffer, useOffers } from '../api/offers';
import { OfferTable } from '../components/offer-table';

export function OffersRoute() {
  const { t, i18n } = useTranslation(['offers', 'common']);
  usePageTitle(t('list.title'));
  const search = useListSearch({ keyword: 'text', state: OFFER_STATES });
  const { page, limit, filters } = search;
  const offers = useOffers(
    { page, limit, keyword: filters.keyword, state: filters.state || undefined },
    i18n.language,
  );
  const remove = useDeleteOffer();

  return (
    <SourceListPage
      ns="offers"
      createTo="/admin/create-offer"
      states={OFFER_STATES}
      stateLabel={(state) => t(`states.${state}`)}
      search={search}
      query={offers}
      remove={remove}
    >
      {(rows, askDelete) => <OfferTable rows={rows} onDelete={askDelete} />}
    </SourceListPage>
  );
}
