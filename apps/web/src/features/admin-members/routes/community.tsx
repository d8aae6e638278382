// /admin/community: search members (state in the URL), page through them, and block,
// unblock or change posting rights after a confirmation.
import '@/lib/i18n-admin';
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { AdminMember } from '@fanclub/contract/admin';
import { MEMBER_STATUSES } from '@fanclub/contract/codes';
import { AdminTabs } from '@/components/admin-tabs';
import { CommunityTabs } from '@/components/community-tabs';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { useListSearch } from '@/lib/list-search';
import { usePageTitle } from '@/lib/page-title';
import { useMembers } from '../api/get-members';
import { useUpdateMember, type MemberAction } from '../api/update-member';
import { AdjustPointsDialog } from '../components/adjust-points-dialog';
import { ConfirmMemberAction } from '../components/confirm-member-action';
import { MemberDataDialog } from '../components/member-data-dialog';
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
  resetTwoFactor: 'twoFactorReset',
} as const;

export function CommunityRoute() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('community.title'));
  const { page, limit, filters, setSearch } = useListSearch(
    { keyword: 'text', status: MEMBER_STATUSES },
    DEFAULT_PAGE_SIZE,
  );
  const members = useMembers({
    page,
    limit,
    keyword: filters.keyword || undefined,
    status: filters.status || undefined,
  });
  const update = useUpdateMember();
  const [target, setTarget] = useState<{ member: AdminMember; action: MemberAction }>();
  const [adjusting, setAdjusting] = useState<AdminMember>();
  const [dataOf, setDataOf] = useState<AdminMember>();

  const confirm = () => {
    if (!target) return;
    update.mutate(
      { id: target.member.id, action: target.action },
      {
        onSuccess: (changed) => {
          notifications.show({
            color: 'teal',
            message: t(`community.done.${changed ? DONE_KEYS[target.action] : 'twoFactorNotOn'}`, {
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
      <AdminTabs />
      <CommunityTabs />
      <PageHeader title={t('community.title')} lead={t('community.lead')} />
      <ListPage
        query={members}
        emptyText={t('community.empty')}
        filters={<MemberFilters values={filters} onApply={(v) => setSearch({ page: 1, ...v })} />}
        onPageChange={(next) => setSearch({ page: next })}
        onPageSizeChange={(size) => setSearch({ page: 1, limit: size })}
      >
        {(rows) => (
          <MemberTable
            members={rows}
            onAction={(member, action) => {
              update.reset();
              setTarget({ member, action });
            }}
            onAdjustPoints={setAdjusting}
            onMemberData={setDataOf}
          />
        )}
      </ListPage>
      <ConfirmMemberAction
        target={target}
        pending={update.isPending}
        error={update.error?.message}
        onConfirm={confirm}
        onClose={() => setTarget(undefined)}
      />
      <AdjustPointsDialog member={adjusting} onClose={() => setAdjusting(undefined)} />
      <MemberDataDialog member={dataOf} onClose={() => setDataOf(undefined)} />
    </>
  );
}
