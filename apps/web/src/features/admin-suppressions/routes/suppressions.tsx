// /admin/suppressions: the addresses no news or group mail goes to, searchable by address and
// reason, paged; add one by hand, lift one (confirmed), download the search as CSV.
import '@/lib/i18n-admin';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { useState } from 'react';
import { Button, Group, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPRESSION_REASONS, type SuppressionItem } from '@fanclub/contract/suppressions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { failureText } from '@/lib/form';
import { useListSearch } from '@/lib/list-search';
import { usePageTitle } from '@/lib/page-title';
import { suppressionExportUrl, useLiftSuppression, useSuppressions } from '../api/suppressions';
import { AddSuppressionForm } from '../components/add-suppression-form';
import { SuppressionFilter } from '../components/suppression-filter';
import { SuppressionTable } from '../components/suppression-table';

const PAGE_SIZE = 20;

export function SuppressionsRoute() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('suppressions.title'));
  const { page, limit, filters, setSearch } = useListSearch(
    { q: 'text', reason: SUPPRESSION_REASONS },
    PAGE_SIZE,
  );
  const search = { q: filters.q, reason: filters.reason };
  const list = useSuppressions({ ...search, page, limit });
  const lift = useLiftSuppression();
  const [adding, setAdding] = useState(false);
  const [lifting, setLifting] = useState<SuppressionItem>();

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader title={t('suppressions.title')} lead={t('suppressions.lead')} />
        <Group gap="sm">
          <Button
            component="a"
            href={suppressionExportUrl(search)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('suppressions.download')}
          </Button>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            {t('suppressions.add')}
          </Button>
        </Group>
      </Group>
      <ListPage
        query={list}
        emptyText={t('suppressions.empty')}
        filters={
          <SuppressionFilter
            values={search}
            onApply={(v) => {
              const reason = SUPPRESSION_REASONS.find((r) => r === v.reason) ?? '';
              setSearch({ page: 1, q: v.q, reason });
            }}
          />
        }
        onPageChange={(next) => setSearch({ page: next })}
        onPageSizeChange={(size) => setSearch({ page: 1, limit: size })}
      >
        {(rows) => (
          <SuppressionTable
            rows={rows}
            onLift={(row) => {
              lift.reset();
              setLifting(row);
            }}
          />
        )}
      </ListPage>
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
        title={t('suppressions.addTitle')}
      >
        {adding && <AddSuppressionForm onDone={() => setAdding(false)} />}
      </Modal>
      <ConfirmDialog
        opened={Boolean(lifting)}
        title={t('suppressions.liftTitle', { email: lifting?.email ?? '' })}
        body={t('suppressions.liftBody')}
        confirmLabel={t('suppressions.lift')}
        pending={lift.isPending}
        error={lift.error ? failureText(lift.error) : undefined}
        onConfirm={() =>
          lifting &&
          lift.mutate(lifting.id, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('suppressions.lifted') });
              setLifting(undefined);
            },
          })
        }
        onClose={() => setLifting(undefined)}
      />
    </>
  );
}
