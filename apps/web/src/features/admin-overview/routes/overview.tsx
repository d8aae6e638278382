// /admin/overview: member counts.
import '@/lib/i18n-admin';
import { SimpleGrid } from '@mantine/core';
import {
  IconBan,
  IconDoorExit,
  IconMailQuestion,
  IconSparkles,
  IconUserCheck,
  IconUsers,
  IconUserX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MemberOverview } from '@fanclub/contract/admin';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { formatNumber } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { useMemberOverview } from '../api/get-member-overview';
import { StatCard } from '../components/stat-card';

const CARDS: { key: keyof MemberOverview; icon: typeof IconUsers; color: string }[] = [
  { key: 'total', icon: IconUsers, color: 'sea' },
  { key: 'newThisMonth', icon: IconSparkles, color: 'sunset' },
  { key: 'active', icon: IconUserCheck, color: 'teal' },
  { key: 'provisional', icon: IconMailQuestion, color: 'yellow' },
  { key: 'cancelled', icon: IconUserX, color: 'gray' },
  { key: 'unsubscribed', icon: IconDoorExit, color: 'gray' },
  { key: 'blocked', icon: IconBan, color: 'red' },
];

export function OverviewRoute() {
  const { t, i18n } = useTranslation('admin');
  const overview = useMemberOverview();
  usePageTitle(t('overview.title'));
  return (
    <>
      <PageHeader title={t('overview.title')} lead={t('overview.lead')} />
      {overview.isError ? (
        <QueryError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {CARDS.map(({ key, icon: CardIcon, color }) => (
            <StatCard
              key={key}
              label={t(`overview.${key}`)}
              value={
                overview.data &&
                t('overview.people', { value: formatNumber(overview.data[key], i18n.language) })
              }
              icon={<CardIcon size={22} aria-hidden />}
              color={color}
              highlight={key === 'total'}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
