// The signed-in user's menu (both layouts): password change, admin or member site, sign-out.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import { Avatar, Menu, Text, UnstyledButton, Group } from '@mantine/core';
import {
  IconChevronDown,
  IconKey,
  IconLayoutDashboard,
  IconLogout,
  IconHome,
  IconShieldLock,
  IconUserCog,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthUser } from '@fanclub/contract/auth';
import { useAvatar } from '@/features/avatar/api/get-avatar';
import { isAdminUser } from '@/lib/session';

type UserMenuProps = { user: AuthUser; area: 'member' | 'admin' };

export function UserMenu({ user, area }: UserMenuProps) {
  const { t } = useTranslation();
  const avatar = useAvatar();
  return (
    // No focus placeholder: its role="presentation" is not allowed inside role="menu", and the
    // first item taking focus on open is what a menu should do anyway.
    <Menu
      position="bottom-end"
      width={220}
      shadow="md"
      radius="md"
      withinPortal
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton
          aria-label={t('nav.userMenu', { nickname: user.nickname })}
          px={6}
          py={4}
          style={{ borderRadius: 999 }}
        >
          <Group gap={8} wrap="nowrap">
            <Avatar src={avatar.data?.url} color="sea" radius="xl" size={34} aria-hidden>
              {user.nickname.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text fz="sm" fw={600} maw={140} truncate visibleFrom="sm">
              {user.nickname}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {/* The settings texts live in the member namespace, which the member layout loads. */}
        {area === 'member' && (
          <>
            <Menu.Item
              component={Link}
              to="/account-setting"
              leftSection={<IconUserCog size={16} aria-hidden />}
            >
              {t('settings.nav.account', { ns: 'member' })}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/privacy"
              leftSection={<IconShieldLock size={16} aria-hidden />}
            >
              {t('settings.nav.privacy', { ns: 'member' })}
            </Menu.Item>
          </>
        )}
        <Menu.Item
          component={Link}
          to="/account/password"
          leftSection={<IconKey size={16} aria-hidden />}
        >
          {t('nav.changePassword')}
        </Menu.Item>
        {area === 'member' && isAdminUser(user) && (
          <Menu.Item
            component={Link}
            to="/admin/overview"
            leftSection={<IconLayoutDashboard size={16} aria-hidden />}
          >
            {t('nav.admin')}
          </Menu.Item>
        )}
        {area === 'admin' && (
          <Menu.Item component={Link} to="/home" leftSection={<IconHome size={16} aria-hidden />}>
            {t('nav.home')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/logout"
          color="red.9"
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          {t('actions.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
