// /invite-friends: the member's code and link, how referrals earn points, and their friends.
import '@/lib/i18n-member';
import { useState } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { usePageTitle } from '@/lib/page-title';
import { useReferralDetail } from '../api/referrals';
import { FriendList } from '../components/friend-list';
import { InviteCard } from '../components/invite-card';
import { ReferralFigures } from '../components/referral-figures';
import { ReferralRules } from '../components/referral-rules';

export function InviteFriendsRoute() {
  const { t } = useTranslation('member');
  usePageTitle(t('referrals.title'));
  const detail = useReferralDetail();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return <QueryError error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const d = detail.data;
  return (
    <Stack gap="lg">
      <PageHeader title={t('referrals.title')} lead={t('referrals.lead')} />
      <ReferralFigures detail={d} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <InviteCard detail={d} />
        <ReferralRules detail={d} />
      </SimpleGrid>
      <FriendList
        page={page}
        limit={limit}
        onPage={setPage}
        onLimit={(next) => {
          setLimit(next);
          setPage(1);
        }}
      />
    </Stack>
  );
}
