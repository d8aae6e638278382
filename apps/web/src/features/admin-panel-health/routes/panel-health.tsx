// /admin/panel-health: the research panel as a buyer asks about it - active members by age
// group, gender and prefecture against the membership, response and completion rates per
// campaign and per joining month, invitations per member per month, answers held for review,
// and members quiet for a year; each chart with its table, and the whole as one CSV.
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PANEL_DIMENSIONS } from '@fanclub/contract/panel-health';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { panelHealthCsvUrl, usePanelHealth } from '../api/get-panel-health';
import { ActiveSection } from '../components/active-section';
import { useFormats } from '../components/formats';
import { InvitationSection } from '../components/invitation-section';
import { RatesSection } from '../components/rates-section';
import { RecencySection } from '../components/recency-section';
import { ReviewSection } from '../components/review-section';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card padding="md" withBorder>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

export function PanelHealthRoute() {
  const { t, i18n } = useTranslation('stats');
  usePageTitle(t('panelHealth.title'));
  const query = usePanelHealth(i18n.language);
  const f = useFormats();
  const health = query.data?.data;

  return (
    <>
      <PageHeader title={t('panelHealth.title')} lead={t('panelHealth.lead')} />
      <Stack gap="md" aria-busy={query.isFetching}>
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed">
            {health && t('panelHealth.generated', { time: formatDateTime(health.generatedAt) })}
          </Text>
          <Button
            component="a"
            href={panelHealthCsvUrl(i18n.language)}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('panelHealth.download')}
          </Button>
        </Group>
        {query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : !health ? (
          <Skeleton h={320} />
        ) : (
          <>
            <SimpleGrid
              cols={{ base: 1, xs: 2, md: 5 }}
              spacing="sm"
              role="group"
              aria-label={t('panelHealth.summary.label')}
            >
              <Figure
                label={t('panelHealth.summary.members')}
                value={f.count(health.members.total)}
              />
              <Figure
                label={t('panelHealth.summary.active')}
                value={f.count(health.members.active)}
              />
              <Figure
                label={t('panelHealth.summary.activeRate')}
                value={f.rate(health.members.activeRate)}
              />
              <Figure
                label={t('panelHealth.summary.dormant')}
                value={f.count(health.dormant.members)}
              />
              <Figure
                label={t('panelHealth.summary.held')}
                value={f.rate(health.reviews.heldRate)}
              />
            </SimpleGrid>
            {PANEL_DIMENSIONS.map((dimension) => (
              <ActiveSection
                key={dimension}
                dimension={dimension}
                buckets={health.activeBy[dimension]}
              />
            ))}
            <RatesSection kind="campaigns" rows={health.campaigns} />
            <RatesSection kind="cohorts" rows={health.cohorts} />
            <InvitationSection months={health.invitations} />
            <ReviewSection reviews={health.reviews} />
            <RecencySection health={health} />
          </>
        )}
      </Stack>
    </>
  );
}
