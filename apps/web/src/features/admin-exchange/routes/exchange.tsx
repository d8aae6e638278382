// /admin/exchange: the Amazon gift card and PayPal lists (tab, filters and page in the URL),
// approving selected rows, completing or failing one, and the CSV of the current filter.
import '@/lib/i18n-admin';
import { useState } from 'react';
import { Alert, Button, Group, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandPaypal, IconCircleCheck, IconDownload, IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_STATUSES, type GiftType } from '@fanclub/contract/rewards';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { useListSearch } from '@/lib/list-search';
import { usePageTitle } from '@/lib/page-title';
import { exportUrl, useExchanges } from '../api/get-exchanges';
import { useApproveExchanges } from '../api/update-exchanges';
import { DecisionDialog, type Decision } from '../components/decision-dialog';
import { ExchangeFilters, type ExchangeFilterValues } from '../components/exchange-filters';
import { ExchangeTable } from '../components/exchange-table';

const DEFAULT_PAGE_SIZE = 10;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const GIFT_TABS = ['paypal'] as const;
const readDay = (value: string) => (DAY.test(value) ? value : '');

export function ExchangeRoute() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('exchange.title'));
  const {
    page,
    limit,
    filters: read,
    setSearch,
  } = useListSearch(
    { type: GIFT_TABS, status: EXCHANGE_STATUSES, from: 'text', to: 'text' },
    DEFAULT_PAGE_SIZE,
  );
  const type: GiftType = read.type === 'paypal' ? 'paypal' : 'amazon';
  const filters: ExchangeFilterValues = {
    status: read.status,
    from: readDay(read.from),
    to: readDay(read.to),
  };
  const search = {
    type,
    page,
    limit,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const list = useExchanges(search);
  const approve = useApproveExchanges();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [decision, setDecision] = useState<Decision>();

  const go = (
    next: Partial<ExchangeFilterValues> & { type?: GiftType; page?: number; limit?: number },
  ) => {
    setSelected(new Set());
    approve.reset();
    // Amazon is the default tab: left out of the URL; a new filter or tab starts at page 1.
    const nextType = next.type ?? type;
    setSearch({
      ...filters,
      ...next,
      type: nextType === 'paypal' ? 'paypal' : '',
      page: next.page ?? 1,
    });
  };

  const onSelect = (ids: number[], checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };

  const approveSelected = () => {
    approve.mutate([...selected], {
      onSuccess: (result) => {
        setSelected(new Set());
        notifications.show({
          color: 'teal',
          message:
            result.notApproved.length > 0
              ? t('exchange.approve.partly', {
                  count: result.approved.length,
                  ids: result.notApproved.join(', '),
                })
              : t('exchange.approve.done', { count: result.approved.length }),
        });
      },
      onError: () => setSelected(new Set()),
    });
  };

  const toolbar = (
    <>
      <Group justify="space-between" gap="sm">
        <Button
          leftSection={<IconCircleCheck size={16} aria-hidden />}
          disabled={selected.size === 0}
          loading={approve.isPending}
          onClick={approveSelected}
        >
          {t('exchange.approve.button', { count: selected.size })}
        </Button>
        <Button
          component="a"
          href={exportUrl({
            type,
            ...(filters.status ? { status: filters.status } : {}),
            from: filters.from,
            to: filters.to,
          })}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('exchange.download')}
        </Button>
      </Group>
      {approve.isError && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          withCloseButton
          onClose={() => approve.reset()}
        >
          {approve.error.message}
        </Alert>
      )}
    </>
  );

  return (
    <>
      <PageHeader title={t('exchange.title')} lead={t('exchange.lead')} />
      <Tabs
        value={type}
        onChange={(value) => go({ type: value === 'paypal' ? 'paypal' : 'amazon', page: 1 })}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="amazon" leftSection={<IconGift size={16} aria-hidden />}>
            {t('exchange.tabs.amazon')}
          </Tabs.Tab>
          <Tabs.Tab value="paypal" leftSection={<IconBrandPaypal size={16} aria-hidden />}>
            {t('exchange.tabs.paypal')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <ListPage
        query={list}
        emptyText={t('exchange.empty')}
        filters={<ExchangeFilters values={filters} onApply={(values) => go(values)} />}
        toolbar={toolbar}
        onPageChange={(next) => go({ page: next })}
        onPageSizeChange={(size) => go({ limit: size })}
      >
        {(rows) => (
          <ExchangeTable
            type={type}
            rows={rows}
            selected={selected}
            onSelect={onSelect}
            onComplete={(row) => setDecision({ row, action: 'complete' })}
            onFail={(row) => setDecision({ row, action: 'fail' })}
          />
        )}
      </ListPage>
      <DecisionDialog decision={decision} onClose={() => setDecision(undefined)} />
    </>
  );
}
