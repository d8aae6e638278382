// Admin area: its own header and side navigation (every section of components/admin-sections,
// then back to the member site). Loaded only after the admin guard has passed.
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
// Used across campaign screens (completion URL, segmented previews and delivery).
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@/lib/i18n-admin';
import { Suspense } from 'react';
import {
  AppShell,
  Anchor,
  Badge,
  Burger,
  Divider,
  Group,
  NavLink,
  ScrollArea,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ADMIN_SECTIONS } from '@/components/admin-sections';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { PageLoader } from '@/components/page-loader';
import { useUser } from '@/lib/auth';
import { AdminFooter } from './admin-footer';
import { NotificationsHost } from './notifications-host';
import { UserMenu } from './user-menu';

export function AdminLayout() {
  const { t } = useTranslation(['admin', 'common']);
  const { data: user } = useUser();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  if (!user) return null;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <NotificationsHost />
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('common:nav.closeMenu') : t('common:nav.openMenu')}
            />
            <Anchor
              component={Link}
              to="/admin/overview"
              underline="never"
              aria-label={t('admin:nav.title')}
            >
              <BrandLogo size={30} nameVisibleFrom="sm" />
            </Anchor>
            <Badge color="sunset" variant="filled" visibleFrom="xs">
              {t('admin:nav.title')}
            </Badge>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            <UserMenu user={user} area="admin" />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" component="nav" aria-label={t('admin:nav.label')}>
        <AppShell.Section grow component={ScrollArea}>
          {ADMIN_SECTIONS.map(({ to, key, icon: NavIcon, also }) => {
            const active =
              pathname === to || pathname.startsWith(`${to}/`) || !!also?.includes(pathname);
            return (
              <NavLink
                key={to}
                component={Link}
                to={to}
                label={t(`admin:nav.${key}`)}
                leftSection={<NavIcon size={18} aria-hidden />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={close}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
                mb={4}
              />
            );
          })}
        </AppShell.Section>
        <AppShell.Section>
          <Divider my="sm" />
          <NavLink
            component={Link}
            to="/home"
            label={t('admin:nav.backToSite')}
            leftSection={<IconArrowBackUp size={18} aria-hidden />}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main" bg="#f5f8fb">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        <AdminFooter />
      </AppShell.Main>
    </AppShell>
  );
}
