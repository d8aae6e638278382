// The tabs of the shared /admin screen: community, organization and settings, each a
// route, shown as links above the page (the current one marked for screen readers too).
import { Box, Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const TABS = [
  { to: '/admin/community', key: 'community' },
  { to: '/admin/organization', key: 'organization' },
  { to: '/admin/settings', key: 'settings' },
] as const;

export function AdminTabs() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={t('adminTabs.label')}
      mb="lg"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap={0} wrap="nowrap" style={{ overflowX: 'auto' }}>
        {TABS.map(({ to, key }) => {
          const current = pathname === to || pathname.startsWith(`${to}/`);
          return (
            <UnstyledButton
              key={to}
              component={Link}
              to={to}
              aria-current={current ? 'page' : undefined}
              px="md"
              py="sm"
              fw={current ? 700 : 500}
              c={current ? 'sea.8' : 'gray.7'}
              style={{
                borderBottom: `3px solid ${current ? 'var(--mantine-color-sea-6)' : 'transparent'}`,
                marginBottom: -1,
                whiteSpace: 'nowrap',
              }}
            >
              {t(`adminTabs.${key}`)}
            </UnstyledButton>
          );
        })}
      </Group>
    </Box>
  );
}
