// /admin/audit-log: who did what to which member or record, searchable, paged newest first
// (keyset: "older" follows the cursor, "newest" starts again), exported as CSV. Nothing here
// edits or deletes a row.
import '@/lib/i18n-admin';
import { useState } from 'react';
import { Button, Card, Group, Stack } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS } from '@fanclub/contract/audit';
import { ListStates } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { useListSearch } from '@/lib/list-search';
import { usePageTitle } from '@/lib/page-title';
import { auditExportUrl, useAuditLog } from '../api/get-audit-log';
import { AuditFilter, type AuditFilterValues } from '../components/audit-filter';
import { AuditTable } from '../components/audit-table';

const PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,10}$/;

export function AuditLogRoute() {
  const { t } = useTranslation('admin');
  usePageTitle(t('audit.title'));
  const { filters, setSearch } = useListSearch(
    { actorId: 'text', memberId: 'text', action: AUDIT_ACTIONS, from: 'text', to: 'text' },
    PAGE_SIZE,
  );
  // Only well-formed values reach the API; anything else in the URL is ignored.
  const search = {
    actorId: ID.test(filters.actorId) ? filters.actorId : '',
    memberId: ID.test(filters.memberId) ? filters.memberId : '',
    action: filters.action,
    from: DAY.test(filters.from) ? filters.from : '',
    to: DAY.test(filters.to) ? filters.to : '',
  };
  // The cursors of the pages before this one, so "newer" can step back.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors[cursors.length - 1];
  const query = useAuditLog(search, cursor, PAGE_SIZE);
  const apply = (values: AuditFilterValues) => {
    setCursors([]);
    const action = AUDIT_ACTIONS.find((a) => a === values.action) ?? '';
    setSearch({ ...values, action });
  };
  const next = query.data?.meta.nextCursor ?? null;

  return (
    <>
      <PageHeader title={t('audit.title')} lead={t('audit.lead')} />
      <Stack gap="md">
        <Card>
          <AuditFilter values={search} onApply={apply} />
        </Card>
        <Group justify="flex-end">
          <Button
            component="a"
            href={auditExportUrl(search)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('audit.download')}
          </Button>
        </Group>
        {query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Card padding="md" aria-busy={query.isFetching}>
            <ListStates rows={query.data?.data} emptyText={t('audit.empty')}>
              {(rows) => <AuditTable rows={rows} />}
            </ListStates>
            <Group justify="space-between" mt="md">
              <Button
                variant="subtle"
                leftSection={<IconChevronLeft size={16} aria-hidden />}
                disabled={cursors.length === 0}
                onClick={() => setCursors((c) => c.slice(0, -1))}
              >
                {t('audit.newer')}
              </Button>
              <Button
                variant="subtle"
                rightSection={<IconChevronRight size={16} aria-hidden />}
                disabled={next === null}
                onClick={() => next && setCursors((c) => [...c, next])}
              >
                {t('audit.older')}
              </Button>
            </Group>
          </Card>
        )}
      </Stack>
    </>
  );
}
