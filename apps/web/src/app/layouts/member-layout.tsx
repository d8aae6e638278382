// Member area: header (brand, nav, points, language, user menu), the page, footer.
import '@mantine/core/styles/Burger.layer.css';
// The survey cards on home are a table.
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@/lib/i18n-member';
import { lazy, Suspense, useState } from 'react';
import { Anchor, Burger, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconGift,
  IconHome,
  IconLayoutDashboard,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { PolicyLinks } from '@/components/policy-links';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useUser } from '@/lib/auth';
import { isAdminUser } from '@/lib/session';
import classes from './member-layout.module.css';
import { NotificationsHost } from './notifications-host';
import { PointsBadge } from './points-badge';
import { UserMenu } from './user-menu';

// Only narrow screens use the drawer, and only once its button is pressed.
const MobileNav = lazy(() => import('./mobile-nav').then((m) => ({ default: m.MobileNav })));

export function MemberLayout() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  if (!user) return null; // RequireAuth renders this layout only with a user.
  const isAdmin = isAdminUser(user);

  return (
    <div className={classes.shell}>
      <NotificationsHost />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Group gap="lg" wrap="nowrap">
            <Anchor component={Link} to="/home" underline="never" aria-label={t('brand.homeLink')}>
              <BrandLogo size={34} nameVisibleFrom="xs" />
            </Anchor>
            <Group
              component="nav"
              aria-label={t('nav.main')}
              gap={4}
              visibleFrom="lg"
              wrap="nowrap"
            >
              <NavLink to="/home" className={classes.navLink}>
                <IconHome size={16} aria-hidden />
                {t('nav.home')}
              </NavLink>
              <NavLink to="/groups" className={classes.navLink}>
                <IconUsersGroup size={16} aria-hidden />
                {t('nav.groups')}
              </NavLink>
              <NavLink to="/rewards" className={classes.navLink}>
                <IconGift size={16} aria-hidden />
                {t('rewards.nav', { ns: 'member' })}
              </NavLink>
              <NavLink to="/invite-friends" className={classes.navLink}>
                <IconUserPlus size={16} aria-hidden />
                {t('referrals.title', { ns: 'member' })}
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
            <NotificationBell />
            <Group visibleFrom="lg" gap="sm" wrap="nowrap">
              <LanguageSwitch />
              <UserMenu user={user} area="member" />
            </Group>
            <Burger
              hiddenFrom="lg"
              opened={drawerOpened}
              onClick={() => {
                setDrawerLoaded(true);
                drawer.toggle();
              }}
              size="sm"
              aria-label={drawerOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            />
          </Group>
        </Container>
        <div className={classes.horizon} />
      </header>

      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileNav
            opened={drawerOpened}
            onClose={drawer.close}
            title={user.nickname}
            isAdmin={isAdmin}
          />
        </Suspense>
      )}

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
            <Group gap="md">
              <PolicyLinks />
              <Text fz="xs" c="dimmed">
                {t('footer.copyright', { year: new Date().getFullYear() })}
              </Text>
            </Group>
          </Group>
        </Container>
      </footer>
    </div>
  );
}
