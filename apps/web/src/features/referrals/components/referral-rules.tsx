// How referrals earn points, the three levels, and the lottery (suspended while it is off).
import { Alert, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconGift, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReferralDetail } from '@fanclub/contract/referrals';
import { formatNumber } from '@/lib/format';

export function ReferralRules({ detail }: { detail: ReferralDetail }) {
  const { t, i18n } = useTranslation('member');
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
      <Stack gap="md">
        <Title order={2} fz={20}>
          {t('referrals.howTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={4}>
            <ThemeIcon color="sunset" variant="light" radius="xl" size={36}>
              <IconGift size={20} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>
              {t('referrals.friendGets', {
                points: n(detail.joinPoints),
                count: detail.joinPoints,
              })}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('referrals.friendGetsHint')}
            </Text>
          </Stack>
          <Stack gap={4}>
            <ThemeIcon color="sea" variant="light" radius="xl" size={36}>
              <IconGift size={20} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>
              {t('referrals.youGet', {
                points: n(detail.referralPoints),
                count: detail.referralPoints,
              })}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('referrals.youGetHint')}
            </Text>
          </Stack>
        </SimpleGrid>
        <div>
          <Text fw={600} fz="sm" mb={4}>
            {t('referrals.levelsTitle')}
          </Text>
          <List type="ordered" fz="sm" spacing={2}>
            <List.Item>{t('referrals.level1')}</List.Item>
            <List.Item>{t('referrals.level2')}</List.Item>
            <List.Item>{t('referrals.level3')}</List.Item>
          </List>
        </div>
        <Alert
          color={detail.lotteryEnabled ? 'teal' : 'gray'}
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          title={t('referrals.lotteryTitle')}
        >
          {detail.lotteryEnabled
            ? t('referrals.lotteryOn', {
                winners: detail.lotteryWinners,
                points: n(detail.lotteryPoints),
                count: detail.lotteryPoints,
              })
            : t('referrals.lotterySuspended')}
        </Alert>
        <Text fz="xs" c="dimmed">
          {t('referrals.fairUse')}
        </Text>
      </Stack>
    </Paper>
  );
}
