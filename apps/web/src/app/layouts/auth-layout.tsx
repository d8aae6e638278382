// Public pages (sign-in, sign-up, password reset…) and onboarding: the sunset scene beside
// a form panel with the language switch.
import '@/lib/i18n-auth';
import { Anchor, List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { PolicyLinks } from '@/components/policy-links';
import classes from './auth-layout.module.css';

export function AuthLayout() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <div className={classes.root}>
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <aside className={classes.hero}>
        <div className={classes.scene} aria-hidden>
          <div className={classes.sky}>
            <div className={classes.sun} />
          </div>
          <div className={classes.islandFar} />
          <div className={classes.islandMid} />
          <div className={classes.islandNear} />
          <div className={classes.waves} />
          <div className={classes.glitter} />
        </div>
        <div className={classes.heroTop}>
          <Anchor component={Link} to="/" underline="never" aria-label={t('common:brand.homeLink')}>
            <BrandLogo size={40} />
          </Anchor>
        </div>
        <div className={classes.heroText}>
          <p className={classes.heroTitle}>{t('auth:hero.title')}</p>
          <Text c="sea.0" mb="md">
            {t('auth:hero.body')}
          </Text>
          <List
            spacing="xs"
            c="white"
            icon={
              <ThemeIcon color="sunset" size={22} radius="xl">
                <IconCheck size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            <List.Item>{t('auth:hero.point1')}</List.Item>
            <List.Item>{t('auth:hero.point2')}</List.Item>
            <List.Item>{t('auth:hero.point3')}</List.Item>
          </List>
        </div>
      </aside>
      <div className={classes.panel}>
        <header className={classes.panelTop}>
          <LanguageSwitch />
        </header>
        <main id="main" className={classes.panelBody}>
          <Outlet />
        </main>
        <footer className={classes.panelFooter}>
          <PolicyLinks justify="center" />
          <Text fz="xs" c="dimmed">
            {t('common:footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </footer>
      </div>
    </div>
  );
}
