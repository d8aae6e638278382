// The friends who joined with the member's code: nickname, masked email, level and date.
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Badge, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/list-pagination';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/format';
import { useReferralList } from '../api/referrals';

const LEVEL_COLORS = { 1: 'sea', 2: 'gray', 3: 'teal' } as const;

type FriendListProps = {
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
};

export function FriendList({ page, limit, onPage, onLimit }: FriendListProps) {
  const { t } = useTranslation(['member', 'common']);
  const list = useReferralList(page, limit);
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
      <Stack gap="md">
        <Title order={2} fz={20}>
          {t('member:referrals.listTitle')}
        </Title>
        {list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <Center py="lg">
            <Loader aria-label={t('common:loading')} />
          </Center>
        ) : list.data.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('member:referrals.empty')}
          </Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="sm" aria-label={t('member:referrals.listTitle')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('member:referrals.columns.nickname')}</Table.Th>
                    <Table.Th>{t('member:referrals.columns.email')}</Table.Th>
                    <Table.Th>{t('member:referrals.columns.status')}</Table.Th>
                    <Table.Th>{t('member:referrals.columns.achievedAt')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.data.map((row, index) => (
                    <Table.Tr key={`${row.nickname}-${index}`}>
                      <Table.Td fw={600}>{row.nickname}</Table.Td>
                      <Table.Td>{row.email}</Table.Td>
                      <Table.Td>
                        <Badge
                          variant="light"
                          color={LEVEL_COLORS[row.level as 1 | 2 | 3] ?? 'gray'}
                        >
                          {t(`member:referrals.levelBadge.${row.level as 1 | 2 | 3}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{formatDateTime(row.achievedAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPagination meta={list.data.meta} onChange={onPage} onPageSizeChange={onLimit} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
