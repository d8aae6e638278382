// The onboarding "registration" step: the details given at sign-up, to check before going on.
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { labelOf, useCodeLists } from '@/lib/code-lists';
import { formatPersonName } from '@/lib/person-name';
import { useAccountSettings } from '../api/account-settings';

type RegistrationSummaryProps = { onBack: () => void; onNext: () => void };

export function RegistrationSummary({ onBack, onNext }: RegistrationSummaryProps) {
  const { t, i18n } = useTranslation('member');
  const profile = useAccountSettings();
  const codes = useCodeLists();
  if (profile.isPending || codes.isPending) return <PageLoader fullHeight={false} />;
  if (profile.isError || codes.isError) {
    return (
      <QueryError error={profile.error ?? codes.error} onRetry={() => void profile.refetch()} />
    );
  }
  const p = profile.data;
  const gender = codes.data.genders.find((g) => g.code === p.gender);
  const rows: [string, string][] = [
    [t('onboarding.email'), p.email],
    [t('onboarding.name'), formatPersonName(p, i18n.language)],
    [t('onboarding.nickname'), p.nickname],
    [t('onboarding.yearOfBirth'), String(p.yearOfBirth)],
    [t('onboarding.gender'), gender ? labelOf(gender, i18n.language) : p.gender],
    [t('onboarding.phone'), p.phone ?? t('onboarding.notGiven')],
  ];
  return (
    <Stack gap="lg">
      <Text c="dimmed" fz="sm">
        {t('onboarding.registrationLead')}
      </Text>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" fz="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Button variant="default" radius="xl" onClick={onBack}>
          {t('onboarding.back')}
        </Button>
        <Button radius="xl" onClick={onNext}>
          {t('onboarding.next')}
        </Button>
      </Group>
    </Stack>
  );
}
