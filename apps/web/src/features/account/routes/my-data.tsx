// /account/data: "Download my data". The member asks for a copy of everything the club holds
// about them; it is prepared in the background and offered for 7 days.
import '@/lib/i18n-member';
import { Alert, Anchor, Badge, Button, Center, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataExport } from '@fanclub/contract/data-rights';
import { FormCard } from '@/components/form-card';
import { useErrorText } from '@/lib/form';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { useDataExports, useRequestDataExport } from '../api/data-exports';

const STATUS_COLOR: Record<DataExport['status'], string> = {
  pending: 'yellow',
  ready: 'teal',
  failed: 'red',
  expired: 'gray',
};

export function MyDataRoute() {
  const { t } = useTranslation('member');
  usePageTitle(t('myData.title'));
  const list = useDataExports();
  const ask = useRequestDataExport();
  const errorText = useErrorText();
  const pending = list.data?.some((e) => e.status === 'pending') ?? false;

  return (
    <Center>
      <FormCard title={t('myData.title')} lead={t('myData.lead')} width={640}>
        <Stack gap="md">
          <Text fz="sm">{t('myData.contents')}</Text>
          <Group>
            <Button onClick={() => ask.mutate()} loading={ask.isPending} disabled={pending}>
              {t('myData.request')}
            </Button>
          </Group>
          {pending && (
            <Alert color="yellow" variant="light" role="status">
              {t('myData.preparing')}
            </Alert>
          )}
          {ask.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(ask.error)}
            </Alert>
          )}
          {list.data && list.data.length > 0 && (
            <Table aria-label={t('myData.tableLabel')} verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('myData.requestedAt')}</Table.Th>
                  <Table.Th>{t('myData.status')}</Table.Th>
                  <Table.Th>{t('myData.file')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      <Text fz="sm">{formatDateTime(e.requestedAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[e.status]} variant="light">
                        {t(`myData.statuses.${e.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {e.downloadUrl ? (
                        <Stack gap={2}>
                          <Anchor href={e.downloadUrl} download fz="sm">
                            <Group gap={4} wrap="nowrap">
                              <IconDownload size={16} aria-hidden />
                              {t('myData.download')}
                            </Group>
                          </Anchor>
                          <Text fz="xs" c="dimmed">
                            {t('myData.expires', { at: formatDateTime(e.expiresAt) })}
                          </Text>
                        </Stack>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </FormCard>
    </Center>
  );
}
