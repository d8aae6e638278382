// /admin/create-campaign and /admin/campaigns/update/{campaignId}: the wizard, empty or filled
// from GET api/admin/campaign/{id} (its audience as saved, its mails in every language).
import '@/lib/i18n-admin';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundView } from '@/components/error-views';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useCampaign } from '../api/campaigns';
import { campaignFormFrom, emptyCampaignForm } from '../components/campaign-form';
import { CampaignWizard } from '../components/campaign-wizard';

export function CreateCampaignRoute() {
  const { t } = useTranslation('campaigns');
  usePageTitle(t('wizard.createTitle'));
  return (
    <>
      <PageHeader title={t('wizard.createTitle')} lead={t('wizard.createLead')} />
      <CampaignWizard initial={emptyCampaignForm()} />
    </>
  );
}

export function UpdateCampaignRoute() {
  const { t, i18n } = useTranslation(['campaigns', 'common']);
  const { campaignId } = useParams();
  const id = Number(campaignId);
  const campaign = useCampaign(id, i18n.language);
  usePageTitle(t('wizard.editTitle'));
  if (!Number.isInteger(id) || id <= 0 || isApiError(campaign.error, 'NOT_FOUND'))
    return <NotFoundView />;
  if (campaign.isError)
    return <QueryError error={campaign.error} onRetry={() => void campaign.refetch()} />;
  if (!campaign.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  return (
    <>
      <PageHeader title={t('wizard.editTitle')} lead={campaign.data.title} />
      <CampaignWizard
        key={campaign.data.id}
        campaignId={campaign.data.id}
        initial={campaignFormFrom(campaign.data)}
        sendToNewMembers={campaign.data.sendToNewMembers}
      />
    </>
  );
}
