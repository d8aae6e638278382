// The member's referral figures: friends invited, friends who completed, points earned, as
// three tiles side by side (a large number above its label), narrow enough for a phone.
import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCoins, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReferralDetail } from '@fanclub/contract/referrals';
import { formatNumber } from '@/lib/format';

function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  // The number comes first so the three line up however long their labels wrap on a phone.
  return (
    <Paper component="li" withBorder p={{ base: 'xs', sm: 'md' }} style={{ listStyle: 'none' }}>
      <Stack gap={4} align="center" ta="center">
        <ThemeIcon size={32} radius="xl" variant="light" color="sea">
          {icon}
        </ThemeIcon>
        <Text fz={{ base: 22, sm: 28 }} fw={700} lh={1.1} c="sea.8">
          {value}
        </Text>
        <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed" fw={600} lh={1.35}>
          {label}
        </Text>
      </Stack>
    </Paper>
  );
}

export function ReferralFigures({ detail }: { detail: ReferralDetail }) {
  const { t, i18n } = useTranslation(['member', 'common']);
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <SimpleGrid
      component="ul"
      aria-label={t('referrals.figures.label')}
      cols={3}
      spacing={{ base: 'xs', sm: 'md' }}
      m={0}
      p={0}
    >
      <Figure
        icon={<IconUsers size={18} aria-hidden />}
        label={t('referrals.figures.friends')}
        value={t('referrals.figures.people', { value: n(detail.friends) })}
      />
      <Figure
        icon={<IconUserCheck size={18} aria-hidden />}
        label={t('referrals.figures.completed')}
        value={t('referrals.figures.people', { value: n(detail.completedFriends) })}
      />
      <Figure
        icon={<IconCoins size={18} aria-hidden />}
        label={t('referrals.figures.points')}
        value={t('common:points.value', { points: n(detail.pointsEarned) })}
      />
    </SimpleGrid>
  );
}
