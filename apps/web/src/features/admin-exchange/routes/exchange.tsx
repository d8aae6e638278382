// /admin/exchange: the Amazon gift card and PayPal lists (tab, filters and page in the URL),
// approving selected rows, completing or failing one, and the CSV of the current filter.
import '@/lib/i18n-admin';
import { useState } from 'react';
import { Alert, Button, Card, Center, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandPaypal, IconCircleCheck, IconDownload, IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EXCHANGE_STATUSES, type ExchangeStatus, type GiftType } from '@fanclub/contract/rewards';
import { ListPagination, readPageSize } from '@/components/list-pagination';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { usePageTitle } from '@/lib/page-title';
import { exportUrl, useExchanges } from '../api/get-exchanges';
import { useApproveExchanges } from '../api/update-exchanges';
import { DecisionDialog, type Decision } from '../components/decision-dialog';
import { ExchangeFilters, type ExchangeFilterValues } from '../components/exchange-filters';
import { ExchangeTable } from '../components/exchange-table';

const DEFAULT_PAGE_SIZE = 10;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readStatus(value: string | null): ExchangeStatus | '' {
  return EXCHANGE_STATUSES.find((s) => s === value) ?? '';
}
const readDay = (value: string | null) => (value && DAY.test(value) ? value : '');

export function ExchangeRoute() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('exchange.title'));
  const [params, setParams] = useSearchParams();
  const type: GiftType = params.get('type') === 'paypal' ? 'paypal' : 'amazon';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = readPageSize(params.get('limit'), DEFAULT_PAGE_SIZE);
  const filters: ExchangeFilterValues = {
    status: readStatus(params.get('status')),
    from: readDay(params.get('from')),
    to: readDay(params.get('to')),
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
    const merged = { ...filters, ...next };
    const query: Record<string, string> = {};
    const nextType = next.type ?? type;
    if (nextType === 'paypal') query.type = 'paypal';
    if (merged.status) query.status = merged.status;
    if (merged.from) query.from = merged.from;
    if (merged.to) query.to = merged.to;
    const nextLimit = next.limit ?? limit;
    if (nextLimit !== DEFAULT_PAGE_SIZE) query.limit = String(nextLimit);
    if (next.page && next.page > 1) query.page = String(next.page);
    setSelected(new Set());
    approve.reset();
    setParams(query);
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

  const rows = list.data?.data;
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
      <Stack gap="md">
        <Card>
          <ExchangeFilters
            key={`${type}|${filters.status}|${filters.from}|${filters.to}`}
            values={filters}
            onApply={(values) => go({ ...values, page: 1 })}
          />
        </Card>
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
        {list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Card padding="md" aria-busy={list.isFetching}>
            {!rows ? (
              <Center py="xl">
                <Loader aria-label={t('common:loading')} />
              </Center>
            ) : rows.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {t('exchange.empty')}
              </Text>
            ) : (
              <ExchangeTable
                type={type}
                rows={rows}
                selected={selected}
                onSelect={onSelect}
                onComplete={(row) => setDecision({ row, action: 'complete' })}
                onFail={(row) => setDecision({ row, action: 'fail' })}
              />
            )}
            {list.data && (
              <ListPagination
                meta={list.data.meta}
                onChange={(next) => go({ page: next })}
                onPageSizeChange={(size) => go({ page: 1, limit: size })}
              />
            )}
          </Card>
        )}
      </Stack>
      <DecisionDialog decision={decision} onClose={() => setDecision(undefined)} />
    </>
  );
}
