// A segment's members in a drawer: the list (search, remove), adding by nickname or email, and
// adding everyone an audience matches (the shared audience editor over the post audience calls).
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import { useState } from 'react';
import {
  Button,
  Drawer,
  Group,
  Pagination,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { SegmentItem } from '@fanclub/contract/segments';
import { audienceApi } from '@/components/audience/audience-api';
import { AudienceEditor } from '@/components/audience/audience-editor';
import {
  audienceOf,
  emptyAudienceForm,
  type AudienceFormValues,
} from '@/components/audience/audience-form';
import { FormAlert } from '@/components/form-alert';
import { failureText } from '@/lib/form';
import {
  useAddSegmentMembers,
  useMemberSearch,
  useRemoveSegmentMember,
  useSegmentMembers,
} from '../api/segments';

const segmentAudienceApi = audienceApi({
  scope: 'segments',
  countPath: '/api/posts/count-audiences',
  membersPath: '/api/admin/posts/filter-audience',
});

export function SegmentMembersDrawer({
  segment,
  onClose,
}: {
  segment?: SegmentItem;
  onClose: () => void;
}) {
  const { t } = useTranslation('groups-admin');
  return (
    <Drawer
      opened={Boolean(segment)}
      onClose={onClose}
      position="right"
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
      size="xl"
      title={t('segments.membersTitle', { name: segment?.name ?? '' })}
    >
      {segment && <SegmentMembers segment={segment} />}
    </Drawer>
  );
}

function SegmentMembers({ segment }: { segment: SegmentItem }) {
  const { t } = useTranslation('groups-admin');
  const [page, setPage] = useState(1);
  const members = useSegmentMembers(segment.id, { page, limit: 10 });
  const remove = useRemoveSegmentMember(segment.id);
  const add = useAddSegmentMembers(segment.id);
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const found = useMemberSearch(debounced);
  const [audience, setAudience] = useState<AudienceFormValues>(emptyAudienceForm());
  const added = (r: { added: number }) =>
    notifications.show({ color: 'teal', message: t('segments.added', { count: r.added }) });

  return (
    <Stack gap="md">
      {(add.error || remove.error) && (
        <FormAlert>{failureText(add.error ?? remove.error)}</FormAlert>
      )}
      <Tabs defaultValue="hand">
        <Tabs.List>
          <Tabs.Tab value="hand">{t('segments.addByHand')}</Tabs.Tab>
          <Tabs.Tab value="conditions">{t('segments.addByConditions')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="hand" pt="sm">
          <Stack gap="xs">
            <TextInput
              label={t('segments.addByHand')}
              value={keyword}
              onChange={(e) => setKeyword(e.currentTarget.value)}
            />
            {debounced &&
              (found.data?.data ?? []).map((m) => (
                <Group key={m.id} justify="space-between" wrap="nowrap">
                  <Text fz="sm">
                    {m.nickname} ({m.email})
                  </Text>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => add.mutate({ userIds: [m.id] }, { onSuccess: added })}
                  >
                    {t('segments.addSelected')}
                  </Button>
                </Group>
              ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="conditions" pt="sm">
          <Stack gap="sm">
            <AudienceEditor
              value={audience}
              onChange={(patch) => setAudience((a) => ({ ...a, ...patch }))}
              api={segmentAudienceApi}
              newsletterReach={false}
            />
            <Group>
              <Button
                loading={add.isPending}
                onClick={() => add.mutate({ audience: audienceOf(audience) }, { onSuccess: added })}
              >
                {t('segments.addSelected')}
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('members.nickname')}</Table.Th>
              <Table.Th>{t('members.email')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(members.data?.data ?? []).map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{m.nickname}</Table.Td>
                <Table.Td>{m.email}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('segments.remove', { name: m.nickname })}
                    onClick={() =>
                      remove.mutate(m.id, {
                        onSuccess: () =>
                          notifications.show({
                            color: 'teal',
                            message: t('segments.removed', { name: m.nickname }),
                          }),
                      })
                    }
                  >
                    {t('members.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {members.data && members.data.data.length === 0 && (
        <Text c="dimmed">{t('segments.noMembers')}</Text>
      )}
      {members.data && members.data.meta.lastPage > 1 && (
        <Pagination total={members.data.meta.lastPage} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
