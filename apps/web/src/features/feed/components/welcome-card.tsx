// The member's own card: greeting with the nickname, points balance, member-since date.
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarHeart, IconCoins, IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@fanclub/contract/auth';
import { formatDate, formatNumber } from '@/lib/format';
import classes from './welcome-card.module.css';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" className={classes.fact}>
      <ThemeIcon size={40} radius="xl" variant="light" color="sea">
        {icon}
      </ThemeIcon>
      <Stack gap={0}>
        <Text fz="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={700} fz="lg">
          {value}
        </Text>
      </Stack>
    </Group>
  );
}

export function WelcomeCard({ user }: { user: AuthUser }) {
  const { t, i18n } = useTranslation(['member', 'common']);
  return (
    <Card padding={0} className={classes.card}>
      <div className={classes.banner}>
        <Title order={1} fz={{ base: 24, sm: 30 }} c="white">
          {t('member:home.welcome', { nickname: user.nickname })}
        </Title>
        <Text c="sea.0" mt={6}>
          {t('member:home.lead')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" p="lg">
        <Fact
          icon={<IconCoins size={22} aria-hidden />}
          label={t('member:home.points')}
          value={t('common:points.value', {
            points: formatNumber(user.pointAmount, i18n.language),
          })}
        />
        <Fact
          icon={<IconCalendarHeart size={22} aria-hidden />}
          label={t('member:home.memberSince')}
          value={formatDate(user.createdAt)}
        />
        {user.referralCode && (
          <Fact
            icon={<IconTicket size={22} aria-hidden />}
            label={t('member:home.referralCode')}
            value={<span className={classes.code}>{user.referralCode}</span>}
          />
        )}
      </SimpleGrid>
    </Card>
  );
}
