// /rewards: the balance, the rules, the next cut-off and delivery dates, and a form per
// reward (gift cards, then donations).
import '@/lib/i18n-member';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { formatNumber } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { useRewards } from '../api/get-rewards';
import { ExchangeRules } from '../components/exchange-rules';
import { RewardCard } from '../components/reward-card';

export function RewardsRoute() {
  const { t, i18n } = useTranslation('member');
  usePageTitle(t('rewards.title'));
  const rewards = useRewards();
  if (rewards.isPending) return <PageLoader />;
  if (rewards.isError)
    return <QueryError error={rewards.error} onRetry={() => void rewards.refetch()} />;
  const overview = rewards.data;
  const gifts = overview.rewards.filter((r) => r.type !== 'donation');
  const donations = overview.rewards.filter((r) => r.type === 'donation');

  return (
    <>
      <PageHeader title={t('rewards.title')} lead={t('rewards.lead')} />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Card>
            <Text fz="sm" c="dimmed">
              {t('rewards.balance')}
            </Text>
            <Text fz={28} fw={700} c="sunset.8" data-testid="reward-balance">
              {t('rewards.pointsValue', { points: formatNumber(overview.balance, i18n.language) })}
            </Text>
            <Text fz="xs" c="dimmed" component={Link} to="/transactions" td="underline">
              {t('rewards.toHistory')}
            </Text>
          </Card>
          <Card>
            <Text fz="sm" c="dimmed">
              {t('rewards.cutoff')}
            </Text>
            <Text fz={24} fw={700}>
              {overview.cutoffDate}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('rewards.cutoffHint')}
            </Text>
          </Card>
          <Card>
            <Text fz="sm" c="dimmed">
              {t('rewards.delivery')}
            </Text>
            <Text fz={24} fw={700}>
              {overview.deliveryDate}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('rewards.deliveryHint')}
            </Text>
          </Card>
        </SimpleGrid>
        <ExchangeRules overview={overview} />
        <Stack gap="sm" component="section" aria-labelledby="gift-cards-title">
          <Group justify="space-between">
            <Title order={2} fz="xl" id="gift-cards-title">
              {t('rewards.giftCards')}
            </Title>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {gifts.map((reward) => (
              <RewardCard key={reward.id} reward={reward} overview={overview} />
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="donations-title">
          <Title order={2} fz="xl" id="donations-title">
            {t('rewards.donations')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('rewards.donationsLead')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {donations.map((reward) => (
              <RewardCard key={reward.id} reward={reward} overview={overview} />
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </>
  );
}
