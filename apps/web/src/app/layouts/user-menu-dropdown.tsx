// The user menu itself, loaded by UserMenu on first intent: password change, admin or member
// site, sign-out.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Menu } from '@mantine/core';
import {
  IconKey,
  IconShieldCheck,
  IconLayoutDashboard,
  IconLogout,
  IconHome,
  IconShieldLock,
  IconUserCog,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthUser } from '@fanclub/contract/auth';
import { isAdminUser } from '@/lib/session';
import { type Intent, useIntentFocus } from '@/lib/use-load-on-intent';
import { UserMenuButton } from './user-menu-button';

type UserMenuDropdownProps = { user: AuthUser; area: 'member' | 'admin'; intent: Intent };

export function UserMenuDropdown({ user, area, intent }: UserMenuDropdownProps) {
  const { t } = useTranslation();
  const { target, initial } = useIntentFocus(intent);
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
      defaultOpened={initial.open}
    >
      <Menu.Target>
        <UserMenuButton user={user} ref={target} />
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
        <Menu.Item
          component={Link}
          to="/account/two-factor"
          leftSection={<IconShieldCheck size={16} aria-hidden />}
        >
          {t('nav.twoFactor')}
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
