// Member area: header (brand, nav, points, language, user menu), the page, footer.
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@/lib/i18n-member';
import { Anchor, Burger, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { IconHome, IconKey, IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { useUser } from '@/lib/auth';
import { isAdminUser } from '@/lib/session';
import classes from './member-layout.module.css';
import { PointsBadge } from './points-badge';
import { UserMenu } from './user-menu';

export function MemberLayout() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const [drawerOpened, drawer] = useDisclosure(false);
  if (!user) return null; // RequireAuth renders this layout only with a user.
  const isAdmin = isAdminUser(user);

  return (
    <div className={classes.shell}>
      <Notifications position="top-right" zIndex={1000} />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Group gap="lg" wrap="nowrap">
            <Anchor component={Link} to="/home" underline="never" aria-label={t('brand.homeLink')}>
              <BrandLogo size={34} nameVisibleFrom="xs" />
            </Anchor>
            <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom="sm">
              <NavLink to="/home" className={classes.navLink}>
                <IconHome size={16} aria-hidden />
                {t('nav.home')}
              </NavLink>
              {isAdmin && (
                <NavLink to="/admin/overview" className={classes.navLink}>
                  <IconLayoutDashboard size={16} aria-hidden />
                  {t('nav.admin')}
                </NavLink>
              )}
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <PointsBadge points={user.pointAmount} />
            <Group visibleFrom="sm" gap="sm" wrap="nowrap">
              <LanguageSwitch />
              <UserMenu user={user} area="member" />
            </Group>
            <Burger
              hiddenFrom="sm"
              opened={drawerOpened}
              onClick={drawer.toggle}
              size="sm"
              aria-label={drawerOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            />
          </Group>
        </Container>
        <div className={classes.horizon} />
      </header>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        position="right"
        size={300}
        title={user.nickname}
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
        hiddenFrom="sm"
      >
        <Stack gap={4} component="nav" aria-label={t('nav.main')}>
          <NavLink to="/home" className={classes.drawerLink} onClick={drawer.close}>
            <IconHome size={18} aria-hidden />
            {t('nav.home')}
          </NavLink>
          <NavLink to="/account/password" className={classes.drawerLink} onClick={drawer.close}>
            <IconKey size={18} aria-hidden />
            {t('nav.changePassword')}
          </NavLink>
          {isAdmin && (
            <NavLink to="/admin/overview" className={classes.drawerLink} onClick={drawer.close}>
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

      <main id="main" className={classes.main}>
        <Container size="lg">
          <Outlet />
        </Container>
      </main>

      <footer className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="xs">
            <Text fz="sm" c="dimmed">
              {t('footer.note')}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('footer.copyright', { year: new Date().getFullYear() })}
            </Text>
          </Group>
        </Container>
      </footer>
    </div>
  );
}
