// /admin/sendouts: every post's mail batches (status filter and page in the URL), the running
// batch's progress, and cancelling a batch that is still only scheduled.
import '@/lib/i18n-admin';
import { useState } from 'react';
import { Card, Center, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  SENDOUT_STATUSES,
  type SendoutBatch,
  type SendoutStatus,
} from '@fanclub/contract/sendouts';
import { BatchRunningAlert } from '@/components/batch-running-alert';
import { ListPagination, readPageSize } from '@/components/list-pagination';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { SendoutTable } from '@/components/sendout-table';
import { useBatchCheck } from '@/lib/batch-check';
import { usePageTitle } from '@/lib/page-title';
import { useCancelSendout } from '../api/cancel-sendout';
import { useSendouts } from '../api/get-sendouts';
import { ConfirmCancel } from '../components/confirm-cancel';

const DEFAULT_PAGE_SIZE = 10;

const readStatus = (value: string | null): SendoutStatus | '' =>
  SENDOUT_STATUSES.find((s) => s === value) ?? '';

export function SendoutsRoute() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('sendouts.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = readPageSize(params.get('limit'), DEFAULT_PAGE_SIZE);
  const status = readStatus(params.get('status'));
  const list = useSendouts({ page, limit, ...(status ? { status } : {}) });
  const check = useBatchCheck();
  const cancel = useCancelSendout();
  const [target, setTarget] = useState<SendoutBatch>();

  const go = (next: { status?: SendoutStatus | ''; page?: number; limit?: number }) => {
    const query: Record<string, string> = {};
    const nextStatus = next.status ?? status;
    if (nextStatus) query.status = nextStatus;
    const nextLimit = next.limit ?? limit;
    if (nextLimit !== DEFAULT_PAGE_SIZE) query.limit = String(nextLimit);
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query);
  };

  const confirmCancel = () => {
    if (!target) return;
    cancel.mutate(target.id, {
      onSuccess: () => {
        setTarget(undefined);
        notifications.show({ color: 'teal', message: t('sendouts.cancelled') });
      },
    });
  };

  const rows = list.data?.data;
  return (
    <>
      <PageHeader title={t('sendouts.title')} lead={t('sendouts.lead')} />
      <Stack gap="md">
        {check.data?.busy && (
          <BatchRunningAlert running={check.data.running} title={t('sendouts.busyTitle')} />
        )}
        <Card>
          <Group gap="sm" align="flex-end">
            <NativeSelect
              label={t('sendouts.status')}
              value={status}
              data={[
                { value: '', label: t('sendouts.allStatuses') },
                ...SENDOUT_STATUSES.map((s) => ({ value: s, label: t(`sendouts.statuses.${s}`) })),
              ]}
              onChange={(e) => go({ status: readStatus(e.currentTarget.value), page: 1 })}
              w={220}
            />
          </Group>
        </Card>
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
                {t('sendouts.empty')}
              </Text>
            ) : (
              <SendoutTable
                rows={rows}
                label={t('sendouts.tableLabel')}
                withPost
                onCancel={(row) => {
                  cancel.reset();
                  setTarget(row);
                }}
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
      <ConfirmCancel
        batch={target}
        pending={cancel.isPending}
        error={cancel.error?.message}
        onConfirm={confirmCancel}
        onClose={() => setTarget(undefined)}
      />
    </>
  );
}
