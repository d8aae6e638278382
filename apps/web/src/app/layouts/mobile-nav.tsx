// The member area's navigation drawer for narrow screens; loaded when the menu is first opened.
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Drawer, Group, Stack } from '@mantine/core';
import {
  IconGift,
  IconHistory,
  IconHome,
  IconKey,
  IconShieldCheck,
  IconLayoutDashboard,
  IconLogout,
  IconShieldLock,
  IconUserCog,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import classes from './member-layout.module.css';

type MobileNavProps = { opened: boolean; onClose: () => void; title: string; isAdmin: boolean };

export function MobileNav({ opened, onClose, title, isAdmin }: MobileNavProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={300}
      title={title}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      hiddenFrom="lg"
    >
      <Stack gap={4} component="nav" aria-label={t('nav.main')}>
        <NavLink to="/home" className={classes.drawerLink} onClick={onClose}>
          <IconHome size={18} aria-hidden />
          {t('nav.home')}
        </NavLink>
        <NavLink to="/groups" className={classes.drawerLink} onClick={onClose}>
          <IconUsersGroup size={18} aria-hidden />
          {t('nav.groups')}
        </NavLink>
        <NavLink to="/rewards" className={classes.drawerLink} onClick={onClose}>
          <IconGift size={18} aria-hidden />
          {t('rewards.nav', { ns: 'member' })}
        </NavLink>
        <NavLink to="/transactions" className={classes.drawerLink} onClick={onClose}>
          <IconHistory size={18} aria-hidden />
          {t('transactions.nav', { ns: 'member' })}
        </NavLink>
        <NavLink to="/invite-friends" className={classes.drawerLink} onClick={onClose}>
          <IconUserPlus size={18} aria-hidden />
          {t('referrals.title', { ns: 'member' })}
        </NavLink>
        <NavLink to="/account-setting" className={classes.drawerLink} onClick={onClose}>
          <IconUserCog size={18} aria-hidden />
          {t('settings.nav.account', { ns: 'member' })}
        </NavLink>
        <NavLink to="/privacy" className={classes.drawerLink} onClick={onClose}>
          <IconShieldLock size={18} aria-hidden />
          {t('settings.nav.privacy', { ns: 'member' })}
        </NavLink>
        <NavLink to="/account/password" className={classes.drawerLink} onClick={onClose}>
          <IconKey size={18} aria-hidden />
          {t('nav.changePassword')}
        </NavLink>
        <NavLink to="/account/two-factor" className={classes.drawerLink} onClick={onClose}>
          <IconShieldCheck size={18} aria-hidden />
          {t('nav.twoFactor')}
        </NavLink>
        {isAdmin && (
          <NavLink to="/admin/overview" className={classes.drawerLink} onClick={onClose}>
            <IconLayoutDashboard size={18} aria-hidden />
            {t('nav.admin')}
          </NavLink>
        )}
        <NavLink to="/logout" className={classes.drawerLink}>
          <IconLogout size={18} aria-hidden />
          {t('actions.signOut')}
        </NavLink>
        <Group mt="md" px={14}>
          <LanguageSwitch size="sm" />
        </Group>
      </Stack>
    </Drawer>
  );
}
