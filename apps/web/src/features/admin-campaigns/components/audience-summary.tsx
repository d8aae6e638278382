// A saved audience in words (everyone, or each filter with its values) and how many members it
// matches now, and of them how many accept survey invitations.
import { Group, List, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CampaignAudienceResult } from '@fanclub/contract/campaigns';
import { labelOf, useCodeLists } from '@/lib/code-lists';
import { formatNumber } from '@/lib/format';

type Item = { code: string; ja: string; en: string };

export function AudienceSummary({ result }: { result: CampaignAudienceResult }) {
  const { t, i18n } = useTranslation(['campaigns', 'admin']);
  const codes = useCodeLists().data;
  const names = (list: readonly Item[] | undefined, values: readonly string[] | undefined) =>
    (values ?? [])
      .map((v) => {
        const item = list?.find((c) => c.code === v);
        return item ? labelOf(item, i18n.language) : v;
      })
      .join(t('detail.audience.separator'));
  const a = result.audience;
  const lines: string[] = [];
  if (a && a.type === 'custom') {
    if (a.ageMin !== undefined || a.ageMax !== undefined)
      lines.push(t('detail.audience.age', { min: a.ageMin ?? '—', max: a.ageMax ?? '—' }));
    if (a.gender)
      lines.push(`${t('admin:posts.wizard.gender')}: ${names(codes?.genders, [a.gender])}`);
    if (a.mainLanguage)
      lines.push(
        `${t('admin:posts.wizard.mainLanguage')}: ${names(codes?.languages, [a.mainLanguage])}`,
      );
    if (a.prefectures?.length)
      lines.push(
        `${t('admin:posts.wizard.prefectures')}: ${names(codes?.prefectures, a.prefectures)}`,
      );
    if (a.countries?.length)
      lines.push(`${t('admin:posts.wizard.countries')}: ${names(codes?.countries, a.countries)}`);
    if (a.nationalities?.length)
      lines.push(
        `${t('admin:posts.wizard.nationalities')}: ${names(codes?.countries, a.nationalities)}`,
      );
    if (a.registeredFrom || a.registeredTo)
      lines.push(
        t('detail.audience.registered', {
          from: a.registeredFrom ?? '—',
          to: a.registeredTo ?? '—',
        }),
      );
  }
  return (
    <Stack gap="sm">
      {!a ? (
        <Text c="dimmed">{t('detail.audience.none')}</Text>
      ) : a.type === 'all' || lines.length === 0 ? (
        <Text>{t('detail.audience.all')}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
      <Group gap="xs" data-testid="audience-current">
        <IconUsers size={18} aria-hidden />
        <Text fw={600}>
          {t('detail.audience.count', {
            // A number, so the plural form is chosen; the text shows it formatted.
            count: result.count,
            value: formatNumber(result.count, i18n.language),
            reach: formatNumber(result.surveyConsentCount, i18n.language),
          })}
        </Text>
      </Group>
      {result.restedCount > 0 && (
        <Text fz="sm" c="dimmed" data-testid="audience-rested">
          {t('detail.audience.rested', {
            count: result.restedCount,
            value: formatNumber(result.restedCount, i18n.language),
          })}
        </Text>
      )}
    </Stack>
  );
}
