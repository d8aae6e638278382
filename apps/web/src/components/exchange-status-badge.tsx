// An exchange request's state as a coloured badge (member history and admin lists); the
// caller passes the label, so 'completed' reads "Replaced/exchanged" (交換済み) in either area.
import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import type { ExchangeStatus } from '@fanclub/contract/rewards';

const COLORS: Record<ExchangeStatus, string> = {
  new: 'sea',
  pending: 'yellow',
  approved: 'indigo',
  completed: 'teal',
  fail: 'red',
};

export function ExchangeStatusBadge({
  status,
  children,
}: {
  status: ExchangeStatus;
  children: ReactNode;
}) {
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {children}
    </Badge>
  );
}
