// An exchange request's state in the admin list; 'completed' reads "Replaced/exchanged".
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
  const { t } = useTranslation('admin');
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`exchange.status.${status}`)}
    </Badge>
  );
}
