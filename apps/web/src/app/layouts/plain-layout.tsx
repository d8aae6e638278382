// A light frame (brand and language switch, the policy links below) for the 404 and 403
// screens, the public post and the policies.
import type { ReactNode } from 'react';
import { Anchor, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { PolicyLinks } from '@/components/policy-links';

export function PlainLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" component="header">
        <Anchor component={Link} to="/" underline="never" aria-label={t('brand.homeLink')}>
          <BrandLogo size={32} />
        </Anchor>
        <LanguageSwitch />
      </Group>
      <main>{children ?? <Outlet />}</main>
      <Group component="footer" justify="center" py="lg">
        <PolicyLinks justify="center" />
      </Group>
    </Container>
  );
}
