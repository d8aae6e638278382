// /admin/offers: every offer by keyword and state, paged with records per page; thumbnail,
// period, state, clicks (human beside raw), open rate, edit and delete per row.
import '@/lib/i18n-admin';
import { useState } from 'react';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OFFER_STATES, type OfferListItem } from '@fanclub/contract/offers';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FilterBar } from '@/components/filter-bar';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { useListSearch } from '@/lib/list-search';
import { usePageTitle } from '@/lib/page-title';
import { useDeleteOffer, useOffers } from '../api/offers';
import { OfferTable } from '../components/offer-table';

export function OffersRoute() {
  const { t, i18n } = useTranslation(['offers', 'common']);
  usePageTitle(t('list.title'));
  const { page, limit, filters, setSearch } = useListSearch({
    keyword: 'text',
    state: OFFER_STATES,
  });
  const offers = useOffers(
    { page, limit, keyword: filters.keyword, state: filters.state || undefined },
    i18n.language,
  );
  const remove = useDeleteOffer();
  const [target, setTarget] = useState<OfferListItem>();
  const filtered = Boolean(filters.keyword || filters.state);

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap" mb={{ base: 'md', sm: 0 }}>
        <PageHeader title={t('list.title')} lead={t('list.lead')} />
        <Button component={Link} to="/admin/create-offer" leftSection={<IconPlus size={16} />}>
          {t('list.create')}
        </Button>
      </Group>
      <ListPage
        query={offers}
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
                    ...OFFER_STATES.map((value) => ({ value, label: t(`states.${value}`) })),
                  ]}
                  w={{ base: '100%', sm: 180 }}
                />
              </>
            )}
          </FilterBar>
        }
      >
        {(rows) => (
          <OfferTable
            rows={rows}
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
        body={t('list.deleteBody', { title: target?.title ?? '' })}
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
