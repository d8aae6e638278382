// /admin/campaigns: every survey campaign by keyword and state, paged with records per page;
// the active/disabled switch, open rate, completed ÷ limit, export and delete per row.
import '@/lib/i18n-admin';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_STATES } from '@fanclub/contract/campaigns';
import { SourceListPage } from '@/admin-kit/source-list-page';
import { useListSearch } from '@/lib/list-search';
import { usePageTitle } from '@/lib/page-title';
import { useCampaigns, useCampaignStatus, useDeleteCampaign } from '../api/campaigns';
import { CampaignTable } from '../components/campaign-table';
import { ExportWatcher } from '../components/export-watcher';

export function CampaignsRoute() {
  const { t } = useTranslation(['campaigns', 'common']);
  usePageTitle(t('list.title'));
  const search = useListSearch({ keyword: 'text', state: CAMPAIGN_STATES });
  const { page, limit, filters } = search;
  const campaigns = useCampaigns({
    page,
    limit,
    keyword: filters.keyword,
    state: filters.state || undefined,
  });
  const remove = useDeleteCampaign();
  const status = useCampaignStatus();

  return (
    <SourceListPage
      ns="campaigns"
      createTo="/admin/create-campaign"
      states={CAMPAIGN_STATES}
      stateLabel={(state) => t(`states.${state}`)}
      search={search}
      query={campaigns}
      remove={remove}
      deleteBody={(row) =>
        row.deletable ? t('list.deleteBody', { title: row.title }) : t('list.notDeletable')
      }
      before={<ExportWatcher />}
    >
      {(rows, askDelete) => (
        <CampaignTable
          rows={rows}
          pendingStatusId={status.isPending ? status.variables.id : undefined}
          onStatus={(row, next) =>
            status.mutate(
              { id: row.id, status: next },
              {
                onSuccess: () =>
                  notifications.show({
                    color: 'teal',
                    message: t(`list.statusChanged.${next}`, { title: row.title }),
                  }),
                onError: (error) => notifications.show({ color: 'red', message: error.message }),
              },
            )
          }
          onDelete={askDelete}
        />
      )}
    </SourceListPage>
  );
}
