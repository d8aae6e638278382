// The exchange rules in plain words, with the next cut-off and delivery dates.
import { Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RewardsOverview } from '@fanclub/contract/rewards';
import { formatNumber } from '@/lib/format';

export function ExchangeRules({ overview }: { overview: RewardsOverview }) {
  const { t, i18n } = useTranslation('member');
  const { rules } = overview;
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Card component="section" aria-labelledby="exchange-rules-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="exchange-rules-title">
          {t('rewards.rules.title')}
        </Title>
        <List spacing={6} fz="sm">
          <List.Item>
            {t('rewards.rules.rate', { min: n(rules.giftMinPoints), count: rules.giftMinPoints })}
          </List.Item>
          <List.Item>{t('rewards.rules.schedule')}</List.Item>
          <List.Item>{t('rewards.rules.amazon')}</List.Item>
          <List.Item>{t('rewards.rules.paypal', { rate: n(rules.paypalJpyPerUsd) })}</List.Item>
          <List.Item>
            {t('rewards.rules.donation', {
              min: n(rules.donationMinPoints),
              max: n(rules.donationMaxPoints),
            })}
          </List.Item>
          <List.Item>
            <Text span fw={700} fz="sm">
              {t('rewards.rules.noCancel')}
            </Text>
          </List.Item>
        </List>
      </Stack>
    </Card>
  );
}
