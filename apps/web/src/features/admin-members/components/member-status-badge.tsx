// A member's status as a coloured badge.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MemberStatus } from '@fanclub/contract/codes';

const COLORS: Record<MemberStatus, string> = {
  active: 'teal',
  provisional: 'yellow',
  cancelled: 'gray',
  unsubscribed: 'gray',
};

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
