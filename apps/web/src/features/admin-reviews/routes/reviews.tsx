// /admin/campaign-reviews: survey answers held before paying (a speeder, a duplicate account,
// over the daily cap), waiting ones first; approve pays, reject mails the member the reason.
import '@/lib/i18n-admin';
import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES } from '@fanclub/contract/campaigns';
import type { HeldAnswer } from '@fanclub/contract/panel';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { formatNumber } from '@/lib/format';
import { useListSearch } from '@/lib/list-search';
import { usePageTitle } from '@/lib/page-title';
import { useApproveAnswer, useReviews } from '../api/reviews';
import { RejectDialog } from '../components/reject-dialog';
import { ReviewTable } from '../components/review-table';

const DECIDED = REVIEW_STATUSES.filter((s) => s !== 'pending');

export function ReviewsRoute() {
  const { t, i18n } = useTranslation('campaigns');
  usePageTitle(t('reviews.title'));
  const { page, limit, filters, setSearch } = useListSearch({ status: DECIDED });
  const status = filters.status || 'pending';
  const list = useReviews({ status, page, limit });
  const approve = useApproveAnswer();
  const [rejecting, setRejecting] = useState<HeldAnswer>();

  const onApprove = (row: HeldAnswer) =>
    approve.mutate(row.id, {
      onSuccess: (result) =>
        notifications.show({
          color: 'teal',
          message: t('reviews.approved', {
            count: result.paid,
            name: row.nickname,
            points: formatNumber(result.paid, i18n.language),
          }),
        }),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });

  return (
    <>
      <PageHeader title={t('reviews.title')} lead={t('reviews.lead')} />
      <Tabs
        value={status}
        onChange={(value) => setSearch({ status: DECIDED.find((s) => s === value) ?? '', page: 1 })}
      >
        <Tabs.List mb="md">
          {REVIEW_STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(`reviews.tabs.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ListPage
        query={list}
        emptyText={t(`reviews.empty.${status}`)}
        onPageChange={(next) => setSearch({ page: next })}
        onPageSizeChange={(size) => setSearch({ limit: size, page: 1 })}
      >
        {(rows) => (
          <ReviewTable
            rows={rows}
            pendingId={approve.isPending ? approve.variables : undefined}
            onApprove={onApprove}
            onReject={setRejecting}
          />
        )}
      </ListPage>
      <RejectDialog row={rejecting} onClose={() => setRejecting(undefined)} />
    </>
  );
}
