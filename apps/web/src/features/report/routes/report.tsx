// /admin/report: the funders' report, for whoever holds the report secret (no sign-in, no admin
// navigation). The secret is asked in a form and kept in this page's memory only.
import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE, formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { useReport } from '../api/get-report';
import classes from '../components/report.module.css';
import { ReportView } from '../components/report-view';
import { SecretForm } from '../components/secret-form';

export function ReportRoute() {
  const { t, i18n } = useTranslation('stats');
  usePageTitle(t('report.title'));
  const [secret, setSecret] = useState('');
  const [attempt, setAttempt] = useState(0);
  const report = useReport(secret, i18n.language, attempt);
  const shown = report.data;

  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 22, sm: 28 }} c="sea.8">
            {t('report.title')}
          </Title>
          <Text c="dimmed">{t('report.lead')}</Text>
          {shown && (
            <Text fz="sm">
              {t('report.generatedAt', { at: formatDateTime(shown.generatedAt, DEFAULT_TIMEZONE) })}
            </Text>
          )}
        </Stack>
        {shown && (
          <Group gap="xs" className={classes.noPrint}>
            <Button
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
            >
              {t('report.print')}
            </Button>
            <Button
              variant="subtle"
              onClick={() => {
                setSecret('');
                setAttempt((a) => a + 1);
              }}
            >
              {t('report.forget')}
            </Button>
          </Group>
        )}
      </Group>
      {shown ? (
        <ReportView report={shown} />
      ) : (
        <SecretForm
          pending={report.isFetching}
          error={report.isError ? report.error.message : undefined}
          onSubmit={(value) => {
            setSecret(value);
            setAttempt((a) => a + 1);
          }}
        />
      )}
    </Stack>
  );
}
