// /admin/community/segments: the segments with their member and topic counts; create, rename,
// delete (refused while a topic uses one: the server's message is shown), and their members.
import '@/lib/i18n-admin';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { useState } from 'react';
import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SegmentItem } from '@fanclub/contract/segments';
import { AdminTabs } from '@/components/admin-tabs';
import { CommunityTabs } from '@/components/community-tabs';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormAlert } from '@/components/form-alert';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { applyServerErrors, failureText, useContractResolver, useErrorText } from '@/lib/form';
import { useListSearch } from '@/lib/list-search';
import { usePageTitle } from '@/lib/page-title';
import { useDeleteSegment, useSaveSegment, useSegments } from '../api/segments';
import { SegmentMembersDrawer } from '../components/segment-members-drawer';

export function SegmentsRoute() {
  const { t } = useTranslation('groups-admin');
  usePageTitle(t('segments.title'));
  const { page, limit, setSearch } = useListSearch({}, 10);
  const segments = useSegments({ page, limit });
  const remove = useDeleteSegment();
  const [naming, setNaming] = useState<{ segment?: SegmentItem }>();
  const [deleting, setDeleting] = useState<SegmentItem>();
  const [open, setOpen] = useState<SegmentItem>();

  return (
    <>
      <AdminTabs />
      <CommunityTabs />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader title={t('segments.title')} lead={t('segments.lead')} />
        <Button leftSection={<IconPlus size={18} />} onClick={() => setNaming({})}>
          {t('segments.new')}
        </Button>
      </Group>
      <ListPage
        query={segments}
        emptyText={t('segments.empty')}
        onPageChange={(next) => setSearch({ page: next })}
        onPageSizeChange={(size) => setSearch({ page: 1, limit: size })}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('segments.name')}</Table.Th>
                  <Table.Th>{t('segments.members')}</Table.Th>
                  <Table.Th>{t('segments.usedBy')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Text
                        component="button"
                        type="button"
                        fw={600}
                        c="sea.8"
                        ta="left"
                        style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
                        aria-label={t('segments.open', { name: s.name })}
                        onClick={() => setOpen(s)}
                      >
                        {s.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>{s.memberCount}</Table.Td>
                    <Table.Td>{s.topicCount}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() => setNaming({ segment: s })}
                        >
                          {t('segments.rename')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => {
                            remove.reset();
                            setDeleting(s);
                          }}
                        >
                          {t('segments.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListPage>
      <Modal
        opened={Boolean(naming)}
        onClose={() => setNaming(undefined)}
        closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
        title={naming?.segment ? t('segments.renameTitle') : t('segments.new')}
      >
        {naming && <NameForm segment={naming.segment} onDone={() => setNaming(undefined)} />}
      </Modal>
      <ConfirmDialog
        opened={Boolean(deleting)}
        title={t('segments.deleteTitle', { name: deleting?.name ?? '' })}
        body={t('segments.deleteBody')}
        confirmLabel={t('segments.delete')}
        pending={remove.isPending}
        error={remove.error ? failureText(remove.error) : undefined}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('segments.deleted') });
              setDeleting(undefined);
            },
          })
        }
        onClose={() => setDeleting(undefined)}
      />
      <SegmentMembersDrawer segment={open} onClose={() => setOpen(undefined)} />
    </>
  );
}

function NameForm({ segment, onDone }: { segment?: SegmentItem | undefined; onDone: () => void }) {
  const { t } = useTranslation('groups-admin');
  const errorText = useErrorText();
  const save = useSaveSegment();
  const [formError, setFormError] = useState<string>();
  const resolver = useContractResolver<{ name: string }, { name: string }>(() =>
    import('@fanclub/contract/segments').then((m) => m.segmentBody),
  );
  const { register, handleSubmit, formState, setError } = useForm<
    { name: string },
    unknown,
    { name: string }
  >({
    resolver,
    defaultValues: { name: segment?.name ?? '' },
  });
  const submit = handleSubmit(({ name }) =>
    save.mutate(
      { ...(segment ? { id: segment.id } : {}), name },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: segment ? t('segments.renamed') : t('segments.created'),
          });
          onDone();
        },
        onError: (error) => setFormError(applyServerErrors(error, setError, ['name'])),
      },
    ),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextInput
          label={t('segments.name')}
          required
          maxLength={100}
          data-autofocus
          {...register('name')}
          error={errorText(formState.errors.name)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {segment ? t('segments.save') : t('segments.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
