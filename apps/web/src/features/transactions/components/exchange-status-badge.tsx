// An exchange request's state; 'completed' reads "Replaced/exchanged" (交換済み), as the spec says.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExchangeStatus } from '@fanclub/contract/rewards';

const COLORS: Record<ExchangeStatus, string> = {
  new: 'sea',
  pending: 'yellow',
  approved: 'indigo',
  completed: 'teal',
  fail: 'red',
};

export function ExchangeStatusBadge({ status }: { status: ExchangeStatus }) {
  const { t } = useTranslation('member');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`transactions.status.${status}`)}
    </Badge>
  );
}
