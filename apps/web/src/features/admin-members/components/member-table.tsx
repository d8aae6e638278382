// The member list: who, status, permissions, points, dates and the two row actions.
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminMember } from '@fanclub/contract/admin';
import { formatDateTime, formatNumber } from '@/lib/format';
import { formatPersonName } from '@/lib/person-name';
import type { MemberAction } from '../api/update-member';
import { MemberStatusBadge } from './member-status-badge';
import { ListTable } from '@/components/list-table';
import { EmailText } from '@/components/email-text';

type MemberTableProps = {
  members: AdminMember[];
  onAction: (member: AdminMember, action: MemberAction) => void;
  onMemberData: (member: AdminMember) => void;
  onAdjustPoints: (member: AdminMember) => void;
};

const isOpen = (member: AdminMember) =>
  member.status === 'active' || member.status === 'provisional';

export function MemberTable({ members, onAction, onAdjustPoints, onMemberData }: MemberTableProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <ListTable
      minWidth={900}
      scrollLabel={t('community.tableLabel')}
      aria-label={t('community.tableLabel')}
      nowrapHeads
      head={
        <>
          <Table.Th>{t('community.columns.member')}</Table.Th>
          <Table.Th>{t('community.columns.email')}</Table.Th>
          <Table.Th>{t('community.columns.status')}</Table.Th>
          <Table.Th>{t('community.columns.permissions')}</Table.Th>
          <Table.Th ta="right">{t('community.columns.points')}</Table.Th>
          <Table.Th>{t('community.columns.createdAt')}</Table.Th>
          <Table.Th>{t('community.columns.lastLoginAt')}</Table.Th>
          <Table.Th>{t('community.columns.actions')}</Table.Th>
        </>
      }
    >
      {members.map((member) => (
        <Table.Tr key={member.id}>
          <Table.Td>
            <Stack gap={0}>
              <Text fw={600} fz="sm">
                {member.nickname}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatPersonName(member, i18n.language)}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <EmailText email={member.email} />
          </Table.Td>
          <Table.Td>
            <MemberStatusBadge status={member.status} />
          </Table.Td>
          <Table.Td>
            <Group gap={4}>
              {member.isAdmin && <Badge color="sea">{t('community.flags.admin')}</Badge>}
              {member.is_blocked && <Badge color="red">{t('community.flags.blocked')}</Badge>}
              <Badge color={member.canPost ? 'teal.9' : 'gray.7'} variant="outline">
                {member.canPost ? t('community.flags.canPost') : t('community.flags.cannotPost')}
              </Badge>
            </Group>
          </Table.Td>
          <Table.Td ta="right">{formatNumber(member.pointAmount, i18n.language)}</Table.Td>
          <Table.Td>
            <Text fz="sm">{formatDateTime(member.createdAt)}</Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm" c={member.lastLoginAt ? undefined : 'dimmed'}>
              {member.lastLoginAt
                ? formatDateTime(member.lastLoginAt)
                : t('community.neverLoggedIn')}
            </Text>
          </Table.Td>
          <Table.Td>
            <Stack gap={6} align="stretch">
              <Button
                size="compact-sm"
                variant="light"
                color={member.is_blocked ? 'teal' : 'red'}
                onClick={() => onAction(member, member.is_blocked ? 'unblock' : 'block')}
              >
                {member.is_blocked ? t('community.actions.unblock') : t('community.actions.block')}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color={member.canPost ? 'gray' : 'sea'}
                onClick={() =>
                  onAction(member, member.canPost ? 'disallowPosting' : 'allowPosting')
                }
              >
                {member.canPost
                  ? t('community.actions.disallowPosting')
                  : t('community.actions.allowPosting')}
              </Button>
              <Button size="compact-sm" variant="light" onClick={() => onMemberData(member)}>
                {t('community.actions.memberData')}
              </Button>
              {isOpen(member) && (
                <>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="sunset"
                    onClick={() => onAdjustPoints(member)}
                  >
                    {t('community.actions.adjustPoints')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="gray"
                    onClick={() => onAction(member, 'resetTwoFactor')}
                  >
                    {t('community.actions.resetTwoFactor')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => onAction(member, 'cancel')}
                  >
                    {t('community.actions.cancel')}
                  </Button>
                </>
              )}
            </Stack>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
