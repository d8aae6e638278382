// /admin/community/groups: every group with its state, members and topics; a name search
// and a status filter in the URL; "New group" opens the editor.
import '@/lib/i18n-admin';
import { Avatar, Badge, Button, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GROUP_ITEM_STATUSES, type GroupItemStatus } from '@fanclub/contract/group-codes';
import { AdminTabs } from '@/components/admin-tabs';
import { CommunityTabs } from '@/components/community-tabs';
import { FilterBar } from '@/components/filter-bar';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { useListSearch } from '@/lib/list-search';
import { usePageTitle } from '@/lib/page-title';
import { useGroups } from '../api/groups';

export function GroupsRoute() {
  const { t } = useTranslation('groups-admin');
  const { t: ta } = useTranslation('admin');
  usePageTitle(t('list.title'));
  const { page, limit, filters, setSearch } = useListSearch(
    { keyword: 'text', status: GROUP_ITEM_STATUSES },
    10,
  );
  const groups = useGroups({
    page,
    limit,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.status ? { status: filters.status as GroupItemStatus } : {}),
  });
  return (
    <>
      <AdminTabs />
      <CommunityTabs />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader title={t('list.title')} lead={t('list.lead')} />
        <Button
          component={Link}
          to="/admin/community/groups/new"
          leftSection={<IconPlus size={18} />}
        >
          {t('list.new')}
        </Button>
      </Group>
      <ListPage
        query={groups}
        emptyText={t('list.empty')}
        filters={
          <FilterBar
            label={t('list.title')}
            values={filters}
            onApply={(v) => setSearch({ page: 1, ...v })}
            searchLabel={ta('community.search')}
            clearLabel={ta('community.clear')}
          >
            {(draft, set) => (
              <Group align="flex-end" wrap="wrap">
                <TextInput
                  label={t('list.keyword')}
                  value={draft.keyword}
                  onChange={(e) => set({ keyword: e.currentTarget.value })}
                />
                <NativeSelect
                  label={t('list.status')}
                  value={draft.status}
                  onChange={(e) => set({ status: e.currentTarget.value as typeof draft.status })}
                  data={[
                    { value: '', label: t('list.anyStatus') },
                    ...GROUP_ITEM_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
                  ]}
                />
              </Group>
            )}
          </FilterBar>
        }
        onPageChange={(next) => setSearch({ page: next })}
        onPageSizeChange={(size) => setSearch({ page: 1, limit: size })}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.name')}</Table.Th>
                  <Table.Th>{t('list.status')}</Table.Th>
                  <Table.Th>{t('list.members')}</Table.Th>
                  <Table.Th>{t('list.topics')}</Table.Th>
                  <Table.Th>{t('list.moderator')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((g) => (
                  <Table.Tr key={g.id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={g.imageUrl} radius="sm" alt="" />
                        <div>
                          <Text
                            component={Link}
                            to={`/admin/community/groups/${g.id}`}
                            fw={600}
                            c="sea.8"
                            aria-label={t('list.open', { name: g.name })}
                          >
                            {g.name}
                          </Text>
                          <Group gap={4} mt={2}>
                            <Badge size="xs" variant="light" color="gray">
                              {t(`visibility.${g.visibility}`)}
                            </Badge>
                            {g.mrocEnabled && (
                              <Badge size="xs" variant="light" color="grape">
                                {t('mroc')}
                              </Badge>
                            )}
                          </Group>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={g.status === 'published' ? 'teal' : 'gray'} variant="light">
                        {t(`status.${g.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {t('list.membersValue', { joined: g.joinedCount, invited: g.invitedCount })}
                    </Table.Td>
                    <Table.Td>{g.topicCount}</Table.Td>
                    <Table.Td>{g.moderator?.nickname ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListPage>
    </>
  );
}
