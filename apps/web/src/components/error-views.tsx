// The translated 403 and 404 screens.
import { Button } from '@mantine/core';
import { IconCompass, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { StatusView } from './status-view';

export function ForbiddenView() {
  const { t } = useTranslation();
  usePageTitle(t('errors.forbiddenTitle'));
  return (
    <StatusView
      code="403"
      icon={<IconLock size={36} aria-hidden />}
      title={t('errors.forbiddenTitle')}
      body={t('errors.forbiddenBody')}
      action={
        <Button component={Link} to="/home" radius="xl">
          {t('actions.backHome')}
        </Button>
      }
    />
  );
}

export function NotFoundView() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFoundTitle'));
  return (
    <StatusView
      code="404"
      icon={<IconCompass size={36} aria-hidden />}
      title={t('errors.notFoundTitle')}
      body={t('errors.notFoundBody')}
      action={
        <Button component={Link} to="/" radius="xl">
          {t('actions.backHome')}
        </Button>
      }
    />
  );
}
