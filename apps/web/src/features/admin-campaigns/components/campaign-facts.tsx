// A campaign's settings as label/value pairs, and its respondents by status.
import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail } from '@fanclub/contract/campaign-views';
import { formatDateTime, formatNumber, formatPercent } from '@/lib/format';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

export function CampaignSettings({ campaign: c }: { campaign: CampaignDetail }) {
  const { t, i18n } = useTranslation(['campaigns', 'admin']);
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
      <Fact label={t('wizard.fields.titleJa')}>{c.titleJa}</Fact>
      <Fact label={t('wizard.fields.titleEn')}>{c.titleEn}</Fact>
      <Fact label={t('wizard.fields.primaryLanguage')}>
        {t(`admin:posts.languages.${c.primaryLanguage}`)}
      </Fact>
      <Fact label={t('wizard.fields.point')}>{t('common.points', { value: n(c.point) })}</Fact>
      <Fact label={t('wizard.fields.screenoutPoint')}>
        {t('common.points', { value: n(c.screenoutPoint) })}
      </Fact>
      <Fact label={t('wizard.fields.overQuotaPoint')}>
        {t('common.points', { value: n(c.overQuotaPoint ?? c.screenoutPoint) })}
      </Fact>
      <Fact label={t('wizard.fields.lengthMinutes')}>
        {t('common.minutes', { value: n(c.lengthMinutes) })}
      </Fact>
      <Fact label={t('wizard.fields.startAt')}>{formatDateTime(c.startAt)}</Fact>
      <Fact label={t('wizard.fields.expiresAt')}>{formatDateTime(c.expiresAt)}</Fact>
      <Fact label={t('wizard.fields.respondents')}>
        {c.respondentLimit === null
          ? t('wizard.fields.unlimited')
          : t('detail.limit', { value: n(c.respondentLimit) })}
      </Fact>
      <Fact label={t('list.columns.status')}>{t(`status.${c.status}`)}</Fact>
      <Fact label={t('list.columns.openRate')}>{formatPercent(c.openRate, i18n.language)}</Fact>
      <Fact label={t('admin:sendouts.newMembers.label')}>
        {c.sendToNewMembers ? t('detail.on') : t('detail.off')}
      </Fact>
      <Fact label={t('wizard.fields.surveyLink')}>
        <Anchor href={c.surveyLink.replace(/\[RID\]/g, '')} target="_blank" rel="noreferrer">
          {c.surveyLink}
        </Anchor>
      </Fact>
      {c.description && <Fact label={t('wizard.fields.description')}>{c.description}</Fact>}
    </SimpleGrid>
  );
}

const COUNTS = ['invited', 'started', 'completed', 'screenout', 'overquota'] as const;

export function RespondentCounts({ campaign: c }: { campaign: CampaignDetail }) {
  const { t, i18n } = useTranslation('campaigns');
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid="respondent-counts">
      {COUNTS.map((key) => (
        <Paper key={key} withBorder p="sm" radius="md">
          <Text fz="xs" c="dimmed" fw={600}>
            {t(`detail.respondents.${key}`)}
          </Text>
          <Text fz={24} fw={700} data-testid={`respondents-${key}`}>
            {formatNumber(c.respondents[key], i18n.language)}
          </Text>
          {key === 'completed' && c.respondentLimit !== null && (
            <Text fz="xs" c="dimmed">
              {t('detail.ofLimit', { value: formatNumber(c.respondentLimit, i18n.language) })}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
