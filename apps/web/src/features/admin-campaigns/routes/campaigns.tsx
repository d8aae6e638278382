// /admin/campaigns: every survey campaign by keyword and state, paged with records per page;
// the active/disabled switch, open rate, completed ÷ limit, export and delete per row.
import '@/lib/i18n-admin';
import { useState } from 'react';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CAMPAIGN_STATES } from '@fanclub/contract/campaigns';
import { type CampaignListItem } from '@fanclub/contract/campaign-views';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FilterBar } from '@/components/filter-bar';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { useListSearch } from '@/lib/list-search';
import { usePageTitle } from '@/lib/page-title';
import { useCampaigns, useCampaignStatus, useDeleteCampaign } from '../api/campaigns';
import { CampaignTable } from '../components/campaign-table';
import { ExportWatcher } from '../components/export-watcher';

export function CampaignsRoute() {
  const { t } = useTranslation(['campaigns', 'common']);
  usePageTitle(t('list.title'));
  const { page, limit, filters, setSearch } = useListSearch({
    keyword: 'text',
    state: CAMPAIGN_STATES,
  });
  const campaigns = useCampaigns({
    page,
    limit,
    keyword: filters.keyword,
    state: filters.state || undefined,
  });
  const remove = useDeleteCampaign();
  const status = useCampaignStatus();
  const [target, setTarget] = useState<CampaignListItem>();
  const filtered = Boolean(filters.keyword || filters.state);

  return (
    <>
      <ExportWatcher />
      <Group justify="space-between" align="flex-start" wrap="wrap" mb={{ base: 'md', sm: 0 }}>
        <PageHeader title={t('list.title')} lead={t('list.lead')} />
        <Button component={Link} to="/admin/create-campaign" leftSection={<IconPlus size={16} />}>
          {t('list.create')}
        </Button>
      </Group>
      <ListPage
        query={campaigns}
        emptyText={filtered ? t('list.noMatch') : t('list.empty')}
        onPageChange={(next) => setSearch({ page: next })}
        onPageSizeChange={(size) => setSearch({ page: 1, limit: size })}
        filters={
          <FilterBar
            label={t('list.filters')}
            values={filters}
            onApply={(values) => setSearch({ page: 1, ...values })}
            searchLabel={t('list.search')}
            clearLabel={t('list.clear')}
          >
            {(draft, set) => (
              <>
                <TextInput
                  label={t('list.keyword')}
                  value={draft.keyword}
                  onChange={(event) => set({ keyword: event.currentTarget.value })}
                  leftSection={<IconSearch size={16} aria-hidden />}
                  maxLength={200}
                  w={{ base: '100%', sm: 320 }}
                />
                <NativeSelect
                  label={t('list.state')}
                  value={draft.state}
                  onChange={(event) =>
                    set({ state: event.currentTarget.value as (typeof filters)['state'] })
                  }
                  data={[
                    { value: '', label: t('list.allStates') },
                    ...CAMPAIGN_STATES.map((value) => ({ value, label: t(`states.${value}`) })),
                  ]}
                  w={{ base: '100%', sm: 180 }}
                />
              </>
            )}
          </FilterBar>
        }
      >
        {(rows) => (
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
            onDelete={(row) => {
              remove.reset();
              setTarget(row);
            }}
          />
        )}
      </ListPage>
      <ConfirmDialog
        opened={target !== undefined}
        title={t('list.deleteTitle')}
        body={
          target && !target.deletable
            ? t('list.notDeletable')
            : t('list.deleteBody', { title: target?.title ?? '' })
        }
        confirmLabel={t('list.actions.delete')}
        pending={remove.isPending}
        error={remove.error?.message}
        onClose={() => setTarget(undefined)}
        onConfirm={() =>
          target &&
          remove.mutate(target.id, {
            onSuccess: () => {
              notifications.show({
                color: 'teal',
                message: t('list.deleted', { title: target.title }),
              });
              setTarget(undefined);
            },
          })
        }
      />
    </>
  );
}
