// The members an audience matches, a page at a time, behind a "show" button (only fetched
// once opened): nickname, age, gender, language, prefecture (or country) and registration.
//   import { AudienceMembers } from '@/admin-kit/audience/audience-members';
//   <AudienceMembers audience={audience} useMembers={api.useMembers} />  (see audience-api.ts)
import { useState } from 'react';
import { Button, Center, Collapse, Loader, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Audience } from '@fanclub/contract/audience';
import { ListPagination } from '@/components/list-pagination';
import { QueryError } from '@/components/query-error';
import { labelOf, useCodeLists } from '@/lib/code-lists';
import { formatDateTime } from '@/lib/format';
import type { AudienceApi } from './audience-api';

const PAGE_SIZE = 10;

type AudienceMembersProps = { audience: Audience; useMembers: AudienceApi['useMembers'] };

export function AudienceMembers({ audience, useMembers }: AudienceMembersProps) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const [opened, setOpened] = useState(false);
  const [paging, setPaging] = useState({ page: 1, key: '' });
  // Another audience starts again at page 1.
  const key = JSON.stringify(audience);
  const page = paging.key === key ? paging.page : 1;
  const members = useMembers({ audience, page, limit: PAGE_SIZE }, opened);
  const codes = useCodeLists().data;
  const name = (
    list: readonly { code: string; ja: string; en: string }[] | undefined,
    code: string | null,
  ) => {
    const item = code ? list?.find((c) => c.code === code) : undefined;
    return item ? labelOf(item, i18n.language) : (code ?? '—');
  };
  const rows = members.data?.data;

  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        w="fit-content"
        aria-expanded={opened}
        aria-controls="audience-members"
        rightSection={
          opened ? (
            <IconChevronUp size={16} aria-hidden />
          ) : (
            <IconChevronDown size={16} aria-hidden />
          )
        }
        onClick={() => setOpened((o) => !o)}
      >
        {opened ? t('posts.wizard.members.hide') : t('posts.wizard.members.show')}
      </Button>
      <Collapse expanded={opened} id="audience-members">
        {members.isError ? (
          <QueryError error={members.error} onRetry={() => void members.refetch()} />
        ) : !rows ? (
          <Center py="md">
            <Loader size="sm" aria-label={t('common:loading')} />
          </Center>
        ) : rows.length === 0 ? (
          <Text c="dimmed" py="md">
            {t('posts.wizard.members.empty')}
          </Text>
        ) : (
          <Stack gap={0} aria-busy={members.isFetching}>
            <Table.ScrollContainer minWidth={720}>
              <Table
                verticalSpacing="xs"
                striped
                aria-label={t('posts.wizard.members.tableLabel')}
                styles={{ th: { whiteSpace: 'nowrap' } }}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('posts.wizard.members.columns.nickname')}</Table.Th>
                    <Table.Th ta="right">{t('posts.wizard.members.columns.age')}</Table.Th>
                    <Table.Th>{t('posts.wizard.members.columns.gender')}</Table.Th>
                    <Table.Th>{t('posts.wizard.members.columns.language')}</Table.Th>
                    <Table.Th>{t('posts.wizard.members.columns.prefecture')}</Table.Th>
                    <Table.Th>{t('posts.wizard.members.columns.registeredAt')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td>{m.nickname}</Table.Td>
                      <Table.Td ta="right">
                        {t('posts.wizard.members.ageValue', { age: m.age })}
                      </Table.Td>
                      <Table.Td>{name(codes?.genders, m.gender)}</Table.Td>
                      <Table.Td>{name(codes?.languages, m.mainLanguage)}</Table.Td>
                      <Table.Td>
                        {m.prefecture
                          ? name(codes?.prefectures, m.prefecture)
                          : name(codes?.countries, m.countryOfResidence)}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(m.registeredAt)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {members.data && (
              <ListPagination
                meta={members.data.meta}
                onChange={(next) => setPaging({ page: next, key })}
              />
            )}
          </Stack>
        )}
      </Collapse>
    </Stack>
  );
}
