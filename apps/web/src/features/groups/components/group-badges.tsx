// The small labels of a group: public or private, research (MROC), draft, and my invitation or pin.
import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupListItem } from '@fanclub/contract/groups';

type Props = Pick<GroupListItem, 'visibility' | 'mrocEnabled' | 'status' | 'membership'>;

export function GroupBadges({ visibility, mrocEnabled, status, membership }: Props) {
  const { t } = useTranslation('groups');
  return (
    <Group gap={6}>
      <Badge variant="light" color={visibility === 'public' ? 'sea' : 'gray'}>
        {t(`badge.${visibility}`)}
      </Badge>
      {mrocEnabled && (
        <Badge variant="light" color="grape">
          {t('badge.mroc')}
        </Badge>
      )}
      {status === 'draft' && (
        <Badge variant="outline" color="gray">
          {t('badge.draft')}
        </Badge>
      )}
      {membership?.state === 'invited' && (
        <Badge variant="filled" color="sunset">
          {t('badge.invited')}
        </Badge>
      )}
      {membership?.state === 'joined' && (
        <Badge variant="light" color="teal">
          {t(`role.${membership.role}`)}
        </Badge>
      )}
    </Group>
  );
}
