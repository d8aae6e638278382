// /admin/outbox: the mail log with a recipient filter and pages; ?message=<id> opens one.
import '@/lib/i18n-admin';
import { Card, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPagination, readPageSize } from '@/components/list-pagination';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { usePageTitle } from '@/lib/page-title';
import { useOutbox } from '../api/get-outbox';
import { MessageModal } from '../components/message-modal';
import { OutboxFilter } from '../components/outbox-filter';
import { OutboxTable } from '../components/outbox-table';

// Big enough to see a small club at a glance; the reader can pick another size.
const DEFAULT_PAGE_SIZE = 10;

export function OutboxRoute() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('outbox.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = readPageSize(params.get('limit'), DEFAULT_PAGE_SIZE);
  const to = params.get('to') ?? '';
  const openId = Number(params.get('message')) || undefined;
  const outbox = useOutbox({ page, limit, to: to || undefined });

  const update = (next: { page?: number; limit?: number; to?: string; message?: number }) => {
    const query: Record<string, string> = {};
    const nextLimit = next.limit ?? limit;
    if (nextLimit !== DEFAULT_PAGE_SIZE) query.limit = String(nextLimit);
    const nextTo = next.to ?? to;
    const nextPage = next.page ?? page;
    if (nextTo) query.to = nextTo;
    if (nextPage > 1) query.page = String(nextPage);
    if (next.message) query.message = String(next.message);
    setParams(query);
  };

  return (
    <>
      <PageHeader title={t('outbox.title')} lead={t('outbox.lead')} />
      <Stack gap="md">
        <Card>
          <OutboxFilter key={to} to={to} onApply={(value) => update({ to: value, page: 1 })} />
        </Card>
        {outbox.isError ? (
          <QueryError error={outbox.error} onRetry={() => void outbox.refetch()} />
        ) : (
          <Card padding="md" aria-busy={outbox.isFetching}>
            {!outbox.data ? (
              <Center py="xl">
                <Loader aria-label={t('common:loading')} />
              </Center>
            ) : outbox.data.data.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {t('outbox.empty')}
              </Text>
            ) : (
              <OutboxTable messages={outbox.data.data} onOpen={(id) => update({ message: id })} />
            )}
            {outbox.data && (
              <ListPagination
                meta={outbox.data.meta}
                onChange={(next) => update({ page: next })}
                onPageSizeChange={(size) => update({ page: 1, limit: size })}
              />
            )}
          </Card>
        )}
      </Stack>
      <MessageModal id={openId} onClose={() => update({})} />
    </>
  );
}
