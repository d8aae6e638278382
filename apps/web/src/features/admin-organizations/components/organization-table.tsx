// The organization accounts as a table: company (with furigana), facility, person in charge,
// website, address, the member whose account it is, and the last change.
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminOrganization } from '@fanclub/contract/settings';
import { formatDateTime } from '@/lib/format';
import { ListTable } from '@/components/list-table';

export function OrganizationTable({ rows }: { rows: AdminOrganization[] }) {
  const { t } = useTranslation('stats');
  return (
    <ListTable
      minWidth={900}
      striped
      fz="sm"
      head={
        <>
          <Table.Th>{t('organization.company')}</Table.Th>
          <Table.Th>{t('organization.facilityType')}</Table.Th>
          <Table.Th>{t('organization.person')}</Table.Th>
          <Table.Th>{t('organization.website')}</Table.Th>
          <Table.Th>{t('organization.city')}</Table.Th>
          <Table.Th>{t('organization.member')}</Table.Th>
          <Table.Th>{t('organization.updatedAt')}</Table.Th>
        </>
      }
    >
      {rows.map((o) => (
        <Table.Tr key={o.userId}>
          <Table.Td>
            <Stack gap={0}>
              <Text fw={600} fz="sm">
                {o.companyName}
              </Text>
              {o.furigana && (
                <Text c="dimmed" fz="xs">
                  {o.furigana}
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color="sea">
              {t(`organization.facilities.${o.facilityType}`)}
            </Badge>
          </Table.Td>
          <Table.Td>{o.personInCharge}</Table.Td>
          <Table.Td>
            {o.websiteUrl && (
              <Anchor href={o.websiteUrl} target="_blank" rel="noopener noreferrer" fz="sm">
                {o.websiteUrl.replace(/^https?:\/\//, '')}
              </Anchor>
            )}
          </Table.Td>
          <Table.Td>{[o.city, o.block, o.building].filter(Boolean).join(' ')}</Table.Td>
          <Table.Td>
            <Stack gap={0}>
              <Text fz="sm">{o.nickname}</Text>
              <Text c="dimmed" fz="xs">
                {o.email}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(o.updatedAt)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
