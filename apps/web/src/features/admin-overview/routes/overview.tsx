// /admin/overview: member counts, then the survey, offer and post figures (all time and the
// last 30 days), each area linking into its screens.
import '@/lib/i18n-admin';
import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  IconArticle,
  IconBan,
  IconChartPie,
  IconClipboardList,
  IconDoorExit,
  IconMailQuestion,
  IconSparkles,
  IconSpeakerphone,
  IconUserCheck,
  IconUsers,
  IconUserX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberOverview } from '@fanclub/contract/admin';
import type { PeriodFigure } from '@fanclub/contract/statistics';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { formatNumber, formatPercent } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { useMemberOverview } from '../api/get-member-overview';
import { useOfferOverview, usePostOverview, useSurveyOverview } from '../api/get-area-overviews';
import { AreaCard, type AreaRow } from '../components/area-card';
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
  const { t, i18n } = useTranslation(['admin', 'stats']);
  const overview = useMemberOverview();
  const surveys = useSurveyOverview();
  const offers = useOfferOverview();
  const posts = usePostOverview();
  usePageTitle(t('overview.title'));
  const n = (value: number) => formatNumber(value, i18n.language);
  const period = (label: string, figure: PeriodFigure): AreaRow => ({
    label,
    allTime: n(figure.allTime),
    last30Days: n(figure.last30Days),
  });
  const pair = (first: number, second: number) =>
    t('stats:overview.pair', { first: n(first), second: n(second) });

  const s = surveys.data;
  const surveyRows: AreaRow[] | undefined = s && [
    {
      label: t('stats:overview.surveys.campaigns'),
      value: pair(s.campaigns.active, s.campaigns.total),
    },
    period(t('stats:overview.surveys.invited'), s.invited),
    period(t('stats:overview.surveys.started'), s.started),
    period(t('stats:overview.surveys.completed'), s.completed),
    {
      label: t('stats:overview.surveys.responseRate'),
      value:
        s.responseRate === null
          ? t('stats:overview.none')
          : formatPercent(s.responseRate, i18n.language),
    },
    period(t('stats:overview.surveys.pointsAwarded'), s.pointsAwarded),
    period(t('stats:overview.surveys.profileSurveyCompleted'), s.profileSurveyCompleted),
  ];
  const o = offers.data;
  const offerRows: AreaRow[] | undefined = o && [
    { label: t('stats:overview.offers.offers'), value: pair(o.offers.open, o.offers.total) },
    period(t('stats:overview.offers.mailsSent'), o.mailsSent),
    period(t('stats:overview.offers.clicks'), o.clicks),
    period(t('stats:overview.offers.uniqueClickers'), o.uniqueClickers),
  ];
  const p = posts.data;
  const postRows: AreaRow[] | undefined = p && [
    period(t('stats:overview.posts.published'), p.published),
    { label: t('stats:overview.posts.scheduledDrafts'), value: pair(p.scheduled, p.drafts) },
    period(t('stats:overview.posts.memberPosts'), p.memberPosts),
    period(t('stats:overview.posts.views'), p.views),
    period(t('stats:overview.posts.reactions'), p.reactions),
    period(t('stats:overview.posts.comments'), p.comments),
  ];
  const failed = [overview, surveys, offers, posts].find((q) => q.isError);

  return (
    <>
      <PageHeader title={t('overview.title')} lead={t('overview.lead')} />
      {failed ? (
        <QueryError
          error={failed.error}
          onRetry={() =>
            [overview, surveys, offers, posts].forEach((q) => void (q.isError && q.refetch()))
          }
        />
      ) : (
        <Stack gap="xl">
          <Stack component="section" gap="md" aria-labelledby="overview-members">
            <Group justify="space-between" gap="sm">
              <Title order={2} fz="lg" id="overview-members">
                {t('stats:overview.membersTitle')}
              </Title>
              <Group gap="xs">
                <Button component={Link} to="/admin/community" variant="subtle" size="compact-md">
                  {t('stats:overview.openMembers')}
                </Button>
                <Button
                  component={Link}
                  to="/admin/fans"
                  variant="light"
                  size="compact-md"
                  leftSection={<IconChartPie size={16} aria-hidden />}
                >
                  {t('stats:overview.openFans')}
                </Button>
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
              {CARDS.map(({ key, icon: CardIcon, color }) => (
                <StatCard
                  key={key}
                  label={t(`overview.${key}`)}
                  value={overview.data && t('overview.people', { value: n(overview.data[key]) })}
                  icon={<CardIcon size={22} aria-hidden />}
                  color={color}
                  highlight={key === 'total'}
                />
              ))}
            </SimpleGrid>
          </Stack>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <AreaCard
              id="surveys"
              title={t('stats:overview.surveys.title')}
              icon={<IconClipboardList size={22} aria-hidden />}
              rows={surveyRows}
              note={s && !s.campaignsAvailable ? t('stats:overview.surveys.notYet') : undefined}
              link={{ to: '/admin/campaigns', label: t('stats:overview.surveys.open') }}
            />
            <AreaCard
              id="posts"
              title={t('stats:overview.posts.title')}
              icon={<IconArticle size={22} aria-hidden />}
              rows={postRows}
              link={{ to: '/admin/posts', label: t('stats:overview.posts.open') }}
            />
            <AreaCard
              id="offers"
              title={t('stats:overview.offers.title')}
              icon={<IconSpeakerphone size={22} aria-hidden />}
              rows={offerRows}
              note={o && !o.offersAvailable ? t('stats:overview.offers.notYet') : undefined}
              link={{ to: '/admin/offers', label: t('stats:overview.offers.open') }}
            />
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
