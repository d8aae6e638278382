// A group's management: settings, members and topics in tabs, publish / unpublish and (admins)
// delete. Admins reach it at /admin/community/groups/:groupId; a moderator who is not an admin
// at /groups/:groupId/manage (same screen under the member layout). /admin/community/groups/new
// creates a group.
import '@mantine/core/styles/Tabs.layer.css';
import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminTabs } from '@/components/admin-tabs';
import { CommunityTabs } from '@/components/community-tabs';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { GroupMailPanel } from '@/features/admin-groups/components/group-mail/group-mail-panel';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { failureText } from '@/lib/form';
import { usePageTitle } from '@/lib/page-title';
import { useGroup, useGroupAction, useGroupMembers, useSaveGroup } from '../api/groups';
import { GroupSettingsForm } from '../components/group-settings-form';
import { MembersPanel } from '../components/members-panel';
import { TopicsPanel } from '../components/topics-panel';

export function NewGroupRoute() {
  const { t } = useTranslation('groups-admin');
  usePageTitle(t('manage.newTitle'));
  const navigate = useNavigate();
  const save = useSaveGroup();
  return (
    <>
      <AdminTabs />
      <CommunityTabs />
      <Stack gap="md">
        <Anchor component={Link} to="/admin/community/groups" fz="sm">
          <IconArrowLeft size={14} /> {t('manage.back')}
        </Anchor>
        <Title order={1} fz="h2">
          {t('manage.newTitle')}
        </Title>
        <GroupSettingsForm
          pending={save.isPending}
          onSave={(input) =>
            save.mutateAsync(input).then((group) => {
              notifications.show({ color: 'teal', message: t('form.created') });
              void navigate(`/admin/community/groups/${group.id}`);
            })
          }
        />
      </Stack>
    </>
  );
}

export function AdminGroupManageRoute() {
  return <GroupManage admin />;
}

export function ModeratorGroupManageRoute() {
  return <GroupManage admin={false} />;
}

function GroupManage({ admin }: { admin: boolean }) {
  const { t } = useTranslation('groups-admin');
  const groupId = Number(useParams().groupId);
  const navigate = useNavigate();
  const group = useGroup(groupId);
  usePageTitle(group.data?.name ?? t('manage.title'));
  const save = useSaveGroup(groupId);
  const action = useGroupAction(groupId);
  const candidates = useGroupMembers(groupId, { page: 1, limit: 100, state: 'joined' });
  const [tab, setTab] = useState<string | null>('settings');
  const [deleting, setDeleting] = useState(false);
  if (group.isError) return <QueryError error={group.error} onRetry={() => void group.refetch()} />;
  if (!group.data) return <PageLoader />;
  const g = group.data;

  const toggle = () =>
    action.mutate(g.status === 'published' ? 'unpublish' : 'publish', {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          message: g.status === 'published' ? t('manage.unpublished') : t('manage.published'),
        }),
      onError: (e) => notifications.show({ color: 'red', message: failureText(e) }),
    });

  return (
    <>
      {admin && <AdminTabs />}
      {admin && <CommunityTabs />}
      <Stack gap="md">
        <Anchor component={Link} to={admin ? '/admin/community/groups' : `/groups/${g.id}`} fz="sm">
          <IconArrowLeft size={14} /> {admin ? t('manage.back') : g.name}
        </Anchor>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Group gap="sm">
            <Title order={1} fz="h2">
              {g.name}
            </Title>
            <Badge color={g.status === 'published' ? 'teal' : 'gray'} variant="light">
              {t(`status.${g.status}`)}
            </Badge>
          </Group>
          {g.canEdit && (
            <Group gap="xs">
              <Button variant="light" onClick={toggle} loading={action.isPending && !deleting}>
                {g.status === 'published' ? t('manage.unpublish') : t('manage.publish')}
              </Button>
              {g.canDelete && (
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    action.reset();
                    setDeleting(true);
                  }}
                >
                  {t('manage.delete')}
                </Button>
              )}
            </Group>
          )}
        </Group>
        {!g.canEdit && <Alert color="yellow">{t('manage.readOnly')}</Alert>}
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="settings">{t('manage.tabs.settings')}</Tabs.Tab>
            <Tabs.Tab value="members">{t('manage.tabs.members')}</Tabs.Tab>
            <Tabs.Tab value="topics">{t('manage.tabs.topics')}</Tabs.Tab>
            <Tabs.Tab value="mail">{t('manage.tabs.mail')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="settings">
            <GroupSettingsForm
              key={g.updatedAt}
              group={g}
              candidates={candidates.data?.data ?? []}
              readOnly={!g.canEdit}
              pending={save.isPending}
              onSave={(input) =>
                save
                  .mutateAsync(input)
                  .then(() => notifications.show({ color: 'teal', message: t('form.saved') }))
              }
            />
          </Tabs.Panel>
          <Tabs.Panel value="members">
            <MembersPanel groupId={g.id} canEdit={g.canEdit} />
          </Tabs.Panel>
          <Tabs.Panel value="topics">
            <TopicsPanel groupId={g.id} canEdit={g.canEdit} />
          </Tabs.Panel>
          <Tabs.Panel value="mail">
            <GroupMailPanel groupId={g.id} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <ConfirmDialog
        opened={deleting}
        title={t('manage.deleteTitle')}
        body={t('manage.deleteBody', { name: g.name })}
        confirmLabel={t('manage.delete')}
        pending={action.isPending}
        error={action.error ? failureText(action.error) : undefined}
        onConfirm={() =>
          action.mutate('delete', {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('manage.deleted') });
              void navigate('/admin/community/groups');
            },
          })
        }
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
