// /admin/fans: active members by gender, age group, main language, prefecture and country of
// residence, each as a chart with its table, for an optional registration period (in the URL),
// and the whole as one CSV.
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { FanDimension, FanQuery } from '@fanclub/contract/statistics';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/lib/page-title';
import { fanExportUrl, useFanStatistics } from '../api/get-fan-statistics';
import { FanSection } from '../components/fan-section';
import { PeriodFilter } from '../components/period-filter';

const ORDER: FanDimension[] = ['gender', 'age', 'language', 'prefecture', 'country'];
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function readDay(value: string | null): string | undefined {
  return value && DAY.test(value) ? value : undefined;
}

export function FansRoute() {
  const { t, i18n } = useTranslation('stats');
  usePageTitle(t('fans.title'));
  const [params, setParams] = useSearchParams();
  const from = readDay(params.get('from'));
  const to = readDay(params.get('to'));
  const period: FanQuery = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  // The gender call's total is every dimension's total: one figure for the header.
  const totals = useFanStatistics('gender', period);

  return (
    <>
      <PageHeader title={t('fans.title')} lead={t('fans.lead')} />
      <Stack gap="md">
        <Card>
          <PeriodFilter
            key={`${from ?? ''}|${to ?? ''}`}
            period={period}
            onApply={(next) => setParams(next as Record<string, string>)}
          />
        </Card>
        <Group justify="space-between" gap="sm">
          <Stack gap={0}>
            <Text fw={700} aria-live="polite">
              {totals.data && t('fans.total', { count: totals.data.meta.total })}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('fans.period', {
                from: from ?? t('fans.periodStart'),
                to: to ?? t('fans.periodNow'),
              })}
            </Text>
          </Stack>
          <Button
            component="a"
            href={fanExportUrl(period, i18n.language)}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('fans.download')}
          </Button>
        </Group>
        {ORDER.map((dimension) => (
          <FanSection key={dimension} dimension={dimension} period={period} />
        ))}
      </Stack>
    </>
  );
}
