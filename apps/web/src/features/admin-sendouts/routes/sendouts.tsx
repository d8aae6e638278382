// /admin/sendouts: every mail batch (posts, campaigns, offers, groups; each named and linked) (status filter and page in the URL), the running
// batch's progress, and cancelling a batch that is still only scheduled.
import '@/lib/i18n-admin';
import { useEffect, useState } from 'react';
import { Group, NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  SENDOUT_STATUSES,
  type SendoutBatch,
  type SendoutStatus,
} from '@fanclub/contract/sendouts';
import { BatchRunningAlert } from '@/components/batch-running-alert';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { SendoutTable } from '@/components/sendout-table';
import { useBatchCheck } from '@/lib/batch-check';
import { useListSearch } from '@/lib/list-search';
import { usePageTitle } from '@/lib/page-title';
import { useCancelSendout } from '../api/cancel-sendout';
import { useSendouts } from '../api/get-sendouts';
import { ConfirmCancel } from '../components/confirm-cancel';

const DEFAULT_PAGE_SIZE = 10;

const readStatus = (value: string): SendoutStatus | '' =>
  SENDOUT_STATUSES.find((s) => s === value) ?? '';

export function SendoutsRoute() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('sendouts.title'));
  const { page, limit, filters, setSearch } = useListSearch(
    { status: SENDOUT_STATUSES },
    DEFAULT_PAGE_SIZE,
  );
  const { status } = filters;
  const list = useSendouts({ page, limit, ...(status ? { status } : {}) });
  const check = useBatchCheck();
  // The busy notice follows the list: each read of the batches (polled while one moves, and
  // once when it ends) reads the batch state again, so the notice leaves when the batch ends.
  const { refetch: refetchCheck } = check;
  const listRead = list.dataUpdatedAt;
  useEffect(() => {
    if (listRead) void refetchCheck();
  }, [listRead, refetchCheck]);
  const cancel = useCancelSendout();
  const [target, setTarget] = useState<SendoutBatch>();

  const confirmCancel = () => {
    if (!target) return;
    cancel.mutate(target.id, {
      onSuccess: () => {
        setTarget(undefined);
        notifications.show({ color: 'teal', message: t('sendouts.cancelled') });
      },
    });
  };

  return (
    <>
      <PageHeader title={t('sendouts.title')} lead={t('sendouts.lead')} />
      <ListPage
        query={list}
        notice={
          check.data?.busy && (
            <BatchRunningAlert running={check.data.running} title={t('sendouts.busyTitle')} />
          )
        }
        emptyText={t('sendouts.empty')}
        filters={
          <Group gap="sm" align="flex-end">
            <NativeSelect
              label={t('sendouts.status')}
              value={status}
              data={[
                { value: '', label: t('sendouts.allStatuses') },
                ...SENDOUT_STATUSES.map((s) => ({ value: s, label: t(`sendouts.statuses.${s}`) })),
              ]}
              onChange={(e) => setSearch({ status: readStatus(e.currentTarget.value), page: 1 })}
              w={220}
            />
          </Group>
        }
        onPageChange={(next) => setSearch({ page: next })}
        onPageSizeChange={(size) => setSearch({ page: 1, limit: size })}
      >
        {(rows) => (
          <SendoutTable
            rows={rows}
            label={t('sendouts.tableLabel')}
            withSource
            onCancel={(row) => {
              cancel.reset();
              setTarget(row);
            }}
          />
        )}
      </ListPage>
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
