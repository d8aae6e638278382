// /admin/create-offer and /admin/offers/update/{offerId}: the wizard, empty or filled from
// GET api/admin/offer/{id} (its image, audience as saved and invitation in every language).
import '@/lib/i18n-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundView } from '@/components/error-views';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useOffer } from '../api/offers';
import { emptyOfferForm, offerFormFrom } from '../components/offer-form';
import { OfferWizard } from '../components/offer-wizard';

export function CreateOfferRoute() {
  const { t } = useTranslation('offers');
  usePageTitle(t('wizard.createTitle'));
  return (
    <>
      <PageHeader title={t('wizard.createTitle')} lead={t('wizard.createLead')} />
      <OfferWizard initial={emptyOfferForm()} />
    </>
  );
}

export function UpdateOfferRoute() {
  const { t, i18n } = useTranslation('offers');
  const { offerId } = useParams();
  const id = Number(offerId);
  const offer = useOffer(id, i18n.language);
  usePageTitle(t('wizard.editTitle'));
  if (!Number.isInteger(id) || id <= 0 || isApiError(offer.error, 'NOT_FOUND'))
    return <NotFoundView />;
  if (offer.isError) return <QueryError error={offer.error} onRetry={() => void offer.refetch()} />;
  if (!offer.data) return <PageLoader />;
  return (
    <>
      <PageHeader title={t('wizard.editTitle')} lead={offer.data.title} />
      <OfferWizard
        key={offer.data.id}
        offerId={offer.data.id}
        initial={offerFormFrom(offer.data)}
        sendToNewMembers={offer.data.sendToNewMembers}
      />
    </>
  );
}
