// /mail/unsubscribe?token=…: the link at the foot of a mail. The page explains and waits for
// one click (a GET never unsubscribes, so mail scanners that follow links change nothing).
import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { FormCard } from '@/components/form-card';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useUnsubscribeMail } from '../api/unsubscribe-mail';

export function MailUnsubscribeRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { mutate, data, error, isPending } = useUnsubscribeMail();
  usePageTitle(t('mailUnsubscribe.title'));

  if (data) {
    return (
      <FormCard
        title={t('mailUnsubscribe.doneTitle')}
        icon={
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={32} aria-hidden />
          </ThemeIcon>
        }
      >
        <FormAlert tone="success">{t(`mailUnsubscribe.done.${data.consent}`)}</FormAlert>
        <Text fz="sm" c="dimmed">
          {t('mailUnsubscribe.settingsHint')}
        </Text>
      </FormCard>
    );
  }

  const invalid =
    !token ||
    isApiError(error, 'INVALID_TOKEN') ||
    isApiError(error, 'NOT_FOUND') ||
    isApiError(error, 'VALIDATION_ERROR');
  if (invalid) {
    return (
      <FormCard
        title={t('mailUnsubscribe.invalidTitle')}
        icon={
          <ThemeIcon size={56} radius="xl" color="sunset" variant="light">
            <IconMailOff size={30} aria-hidden />
          </ThemeIcon>
        }
      >
        <FormAlert>{t('mailUnsubscribe.invalidBody')}</FormAlert>
        <Button component={Link} to="/signin" variant="light">
          {t('mailUnsubscribe.toSignIn')}
        </Button>
      </FormCard>
    );
  }

  return (
    <FormCard
      title={t('mailUnsubscribe.title')}
      icon={
        <ThemeIcon size={56} radius="xl" color="sea" variant="light">
          <IconMailOff size={30} aria-hidden />
        </ThemeIcon>
      }
    >
      <Text>{t('mailUnsubscribe.lead')}</Text>
      {error && <FormAlert>{error.message}</FormAlert>}
      <Button size="md" loading={isPending} onClick={() => mutate(token)}>
        {t('mailUnsubscribe.button')}
      </Button>
      <Text fz="sm" c="dimmed">
        {t('mailUnsubscribe.settingsHint')}
      </Text>
    </FormCard>
  );
}
