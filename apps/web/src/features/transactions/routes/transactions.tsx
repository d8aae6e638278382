// /transactions: two tabs, the point history and the exchange history, each paged; the tab and
// page live in the URL so a notification can link to one of them.
import '@/lib/i18n-member';
import '@mantine/core/styles/Tabs.layer.css';
import { Button, Card, Group, Tabs } from '@mantine/core';
import { IconCoins, IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListPagination, readPageSize } from '@/components/list-pagination';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { usePageTitle } from '@/lib/page-title';
import { useEarningHistory, useRedeemHistory } from '../api/get-history';
import { ExchangeHistory } from '../components/exchange-history';
import { PointHistory } from '../components/point-history';

const DEFAULT_PAGE_SIZE = 10;
type Tab = 'points' | 'exchange';

export function TransactionsRoute() {
  const { t } = useTranslation('member');
  usePageTitle(t('transactions.title'));
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'exchange' ? 'exchange' : 'points';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = readPageSize(params.get('limit'), DEFAULT_PAGE_SIZE);
  const paging = { page, limit };
  const points = useEarningHistory(paging, tab === 'points');
  const exchanges = useRedeemHistory(paging, tab === 'exchange');
  const current = tab === 'points' ? points : exchanges;

  const go = (next: { tab?: Tab; page?: number; limit?: number }) => {
    const query: Record<string, string> = {};
    const nextTab = next.tab ?? tab;
    if (nextTab === 'exchange') query.tab = 'exchange';
    const nextLimit = next.limit ?? limit;
    if (nextLimit !== DEFAULT_PAGE_SIZE) query.limit = String(nextLimit);
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query);
  };

  return (
    <>
      <PageHeader title={t('transactions.title')} lead={t('transactions.lead')} />
      <Group mb="md">
        <Button
          component={Link}
          to="/rewards"
          variant="light"
          radius="xl"
          leftSection={<IconGift size={16} aria-hidden />}
        >
          {t('transactions.toRewards')}
        </Button>
      </Group>
      <Tabs
        keepMounted={false}
        value={tab}
        onChange={(value) => go({ tab: value === 'exchange' ? 'exchange' : 'points', page: 1 })}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="points" leftSection={<IconCoins size={16} aria-hidden />}>
            {t('transactions.tabs.points')}
          </Tabs.Tab>
          <Tabs.Tab value="exchange" leftSection={<IconGift size={16} aria-hidden />}>
            {t('transactions.tabs.exchange')}
          </Tabs.Tab>
        </Tabs.List>
        <Card padding="md" aria-busy={current.isFetching}>
          {current.isError ? (
            <QueryError error={current.error} onRetry={() => void current.refetch()} />
          ) : (
            <>
              <Tabs.Panel value="points">
                <PointHistory rows={points.data?.data} />
              </Tabs.Panel>
              <Tabs.Panel value="exchange">
                <ExchangeHistory rows={exchanges.data?.data} />
              </Tabs.Panel>
              {current.data && (
                <ListPagination
                  meta={current.data.meta}
                  onChange={(next) => go({ page: next })}
                  onPageSizeChange={(size) => go({ page: 1, limit: size })}
                />
              )}
            </>
          )}
        </Card>
      </Tabs>
    </>
  );
}
