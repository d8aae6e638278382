// The record of setting changes: which, old → new, who and when; newest first, paged.
import { useState } from 'react';
import { Card, Center, Loader, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/list-pagination';
import { QueryError } from '@/components/query-error';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useSettingChanges } from '../api/settings';

export function SettingHistory() {
  const { t, i18n } = useTranslation(['stats', 'common']);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const changes = useSettingChanges({ page, limit });
  const n = (value: number) => formatNumber(value, i18n.language);
  const rows = changes.data?.data;
  return (
    <Card
      component="section"
      aria-labelledby="settings-history"
      padding="lg"
      aria-busy={changes.isFetching}
    >
      <Title order={2} fz="lg" id="settings-history" mb="sm">
        {t('settings.historyTitle')}
      </Title>
      {changes.isError ? (
        <QueryError error={changes.error} onRetry={() => void changes.refetch()} />
      ) : !rows ? (
        <Center py="lg">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('settings.historyEmpty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settings.changedAt')}</Table.Th>
                <Table.Th>{t('settings.setting')}</Table.Th>
                <Table.Th>{t('settings.change')}</Table.Th>
                <Table.Th>{t('settings.changedBy')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(row.changedAt)}
                  </Table.Td>
                  <Table.Td>{t(`settings.keys.${row.key}`)}</Table.Td>
                  <Table.Td>
                    {t('settings.fromTo', { from: n(row.oldValue), to: n(row.newValue) })}
                  </Table.Td>
                  <Table.Td>{row.changedBy ?? t('settings.unknownAdmin')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {changes.data && (
        <ListPagination
          meta={changes.data.meta}
          onChange={setPage}
          onPageSizeChange={(size) => {
            setPage(1);
            setLimit(size);
          }}
        />
      )}
    </Card>
  );
}
