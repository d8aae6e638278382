// The user menu's button (avatar, nickname, chevron): the same element before and after the
// menu itself has loaded. The picture is asked for once the first screen has painted (the
// initial stands in until then; lib/after-paint.ts).
import type { ComponentPropsWithRef } from 'react';
import { Avatar, Group, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@fanclub/contract/auth';
import { useAvatar } from '@/features/settings/api/get-avatar';
import { usePainted } from '@/lib/after-paint';

type UserMenuButtonProps = UnstyledButtonProps &
  Omit<ComponentPropsWithRef<'button'>, keyof UnstyledButtonProps> & { user: AuthUser };

export function UserMenuButton({ user, ...others }: UserMenuButtonProps) {
  const { t } = useTranslation();
  const avatar = useAvatar({ enabled: usePainted() });
  return (
    <UnstyledButton
      aria-label={t('nav.userMenu', { nickname: user.nickname })}
      px={6}
      py={4}
      style={{ borderRadius: 999 }}
      {...others}
    >
      <Group gap={8} wrap="nowrap">
        <Avatar src={avatar.data?.url} color="sea" radius="xl" size={34} aria-hidden>
          {user.nickname.slice(0, 1).toUpperCase()}
        </Avatar>
        <Text fz="sm" fw={600} maw={96} truncate visibleFrom="sm">
          {user.nickname}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
