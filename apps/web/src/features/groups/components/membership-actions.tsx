// The buttons of a group page that change my membership: join or accept, pin or unpin, leave
// or decline (after a confirmation); each says what happened, or the server's message.
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconDoorExit,
  IconPin,
  IconPinnedOff,
  IconSettings,
  IconUserCheck,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { GroupDetail } from '@fanclub/contract/groups';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useGroupAction, type GroupAction } from '../api/groups';

export function MembershipActions({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('groups');
  const action = useGroupAction(group.id);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const invited = group.membership?.state === 'invited';

  const run = (kind: GroupAction, done: string) =>
    action.mutate(kind, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ color: 'teal', message: done });
        // A private group is no longer visible after leaving: back to the list.
        if (kind === 'leave') void navigate('/groups');
      },
      onError: (error) => {
        if (!confirming) notifications.show({ color: 'red', message: error.message });
      },
    });

  return (
    <Group gap="sm">
      {(group.flags.canJoin || group.flags.canAccept) && (
        <Button
          radius="xl"
          color="sunset"
          leftSection={<IconUserCheck size={18} aria-hidden />}
          loading={action.isPending && action.variables === 'join'}
          onClick={() => run('join', t('page.joined', { name: group.name }))}
        >
          {group.flags.canAccept ? t('page.accept') : t('page.join')}
        </Button>
      )}
      {group.flags.canPin &&
        (group.membership?.pinned ? (
          <Button
            variant="default"
            radius="xl"
            leftSection={<IconPinnedOff size={18} aria-hidden />}
            loading={action.isPending && action.variables === 'unpin'}
            onClick={() => run('unpin', t('page.unpinned'))}
          >
            {t('page.unpin')}
          </Button>
        ) : (
          <Button
            variant="default"
            radius="xl"
            leftSection={<IconPin size={18} aria-hidden />}
            loading={action.isPending && action.variables === 'pin'}
            onClick={() => run('pin', t('page.pinned'))}
          >
            {t('page.pin')}
          </Button>
        ))}
      {group.flags.canModerate && (
        <Button
          component={Link}
          to={`/groups/${group.id}/manage`}
          variant="light"
          radius="xl"
          leftSection={<IconSettings size={18} aria-hidden />}
        >
          {t('page.manage')}
        </Button>
      )}
      {group.flags.canLeave && (
        <Button
          variant="subtle"
          color="red"
          radius="xl"
          leftSection={<IconDoorExit size={18} aria-hidden />}
          onClick={() => {
            action.reset();
            setConfirming(true);
          }}
        >
          {invited ? t('page.decline') : t('page.leave')}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title={invited ? t('page.declineTitle') : t('page.leaveTitle')}
        body={
          invited
            ? t('page.declineBody', { name: group.name })
            : t('page.leaveBody', { name: group.name })
        }
        confirmLabel={invited ? t('page.decline') : t('page.leave')}
        pending={action.isPending}
        error={action.isError ? action.error.message : undefined}
        onConfirm={() =>
          run('leave', invited ? t('page.declined') : t('page.left', { name: group.name }))
        }
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}
