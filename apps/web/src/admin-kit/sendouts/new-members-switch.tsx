// "Also send to new members": the daily automatic invitation of members who join (or come to
// match) later, for a campaign or an offer. The call is the caller's mutation (its own path).
//   import { NewMembersSwitch } from '@/admin-kit/sendouts/new-members-switch';
//   <NewMembersSwitch enabled={bool} setting={useMutation<{enabled}, Error, boolean>} description />
import '@mantine/core/styles/Switch.layer.css';
import { useState } from 'react';
import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

type Props = {
  enabled: boolean;
  setting: UseMutationResult<{ enabled: boolean }, Error, boolean>;
  description: string;
};

export function NewMembersSwitch({ enabled: initial, setting, description }: Props) {
  const { t } = useTranslation('admin');
  const [enabled, setEnabled] = useState(initial);
  return (
    <Switch
      checked={enabled}
      disabled={setting.isPending}
      onChange={(e) => {
        const next = e.currentTarget.checked;
        setEnabled(next);
        setting.mutate(next, {
          onSuccess: (r) => {
            setEnabled(r.enabled);
            notifications.show({
              color: 'teal',
              message: t(r.enabled ? 'sendouts.newMembers.on' : 'sendouts.newMembers.off'),
            });
          },
          onError: (error) => {
            setEnabled(!next);
            notifications.show({ color: 'red', message: error.message });
          },
        });
      }}
      label={t('sendouts.newMembers.label')}
      description={description}
    />
  );
}
