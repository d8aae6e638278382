// /admin/community: search members (state in the URL), page through them, and block,
// unblock or change posting rights after a confirmation.
import '@/lib/i18n-admin';
import { useState } from 'react';
import { Card, Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminMember } from '@fanclub/contract/admin';
import { MEMBER_STATUSES, type MemberStatus } from '@fanclub/contract/codes';
import { ListPagination, readPageSize } from '@/components/list-pagination';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { usePageTitle } from '@/lib/page-title';
import { useMembers } from '../api/get-members';
import { useUpdateMember, type MemberAction } from '../api/update-member';
import { AdjustPointsDialog } from '../components/adjust-points-dialog';
import { ConfirmMemberAction } from '../components/confirm-member-action';
import { MemberFilters } from '../components/member-filters';
import { MemberTable } from '../components/member-table';

// Big enough to see a small club at a glance; the reader can pick another size.
const DEFAULT_PAGE_SIZE = 10;
const DONE_KEYS = {
  block: 'blocked',
  unblock: 'unblocked',
  allowPosting: 'allowed',
  disallowPosting: 'disallowed',
  cancel: 'cancelled',
} as const;

function readStatus(value: string | null): MemberStatus | '' {
  return MEMBER_STATUSES.find((status) => status === value) ?? '';
}

export function CommunityRoute() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('community.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = readPageSize(params.get('limit'), DEFAULT_PAGE_SIZE);
  const keyword = params.get('keyword') ?? '';
  const status = readStatus(params.get('status'));
  const members = useMembers({
    page,
    limit,
    keyword: keyword || undefined,
    status: status || undefined,
  });
  const update = useUpdateMember();
  const [target, setTarget] = useState<{ member: AdminMember; action: MemberAction }>();
  const [adjusting, setAdjusting] = useState<AdminMember>();

  const setSearch = (next: {
    page?: number;
    limit?: number;
    keyword?: string;
    status?: MemberStatus | '';
  }) => {
    const query: Record<string, string> = {};
    const nextLimit = next.limit ?? limit;
    if (nextLimit !== DEFAULT_PAGE_SIZE) query.limit = String(nextLimit);
    const nextKeyword = next.keyword ?? keyword;
    const nextStatus = next.status ?? status;
    if (nextKeyword) query.keyword = nextKeyword;
    if (nextStatus) query.status = nextStatus;
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query);
  };

  const confirm = () => {
    if (!target) return;
    update.mutate(
      { id: target.member.id, action: target.action },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t(`community.done.${DONE_KEYS[target.action]}`, {
              name: target.member.nickname,
            }),
          });
          setTarget(undefined);
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={t('community.title')} lead={t('community.lead')} />
      <Stack gap="md">
        <Card>
          <MemberFilters
            key={`${keyword}|${status}`}
            keyword={keyword}
            status={status}
            onApply={(filters) => setSearch({ page: 1, ...filters })}
          />
        </Card>
        {members.isError ? (
          <QueryError error={members.error} onRetry={() => void members.refetch()} />
        ) : (
          <Card padding="md" aria-busy={members.isFetching}>
            {!members.data ? (
              <Center py="xl">
                <Loader aria-label={t('common:loading')} />
              </Center>
            ) : members.data.data.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {t('community.empty')}
              </Text>
            ) : (
              <MemberTable
                members={members.data.data}
                onAction={(member, action) => {
                  update.reset();
                  setTarget({ member, action });
                }}
                onAdjustPoints={setAdjusting}
              />
            )}
            {members.data && (
              <ListPagination
                meta={members.data.meta}
                onChange={(next) => setSearch({ page: next })}
                onPageSizeChange={(size) => setSearch({ page: 1, limit: size })}
              />
            )}
          </Card>
        )}
      </Stack>
      <ConfirmMemberAction
        target={target}
        pending={update.isPending}
        error={update.error?.message}
        onConfirm={confirm}
        onClose={() => setTarget(undefined)}
      />
      <AdjustPointsDialog member={adjusting} onClose={() => setAdjusting(undefined)} />
    </>
  );
}
