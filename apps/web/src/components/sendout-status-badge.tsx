// A mail batch's state as a coloured badge (post stats and the sendouts list); the caller
// passes the label.
import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import type { SendoutStatus } from '@fanclub/contract/sendouts';

const COLORS: Record<SendoutStatus, string> = {
  schedule: 'indigo',
  in_progress: 'yellow',
  completed: 'teal',
  fail: 'red',
};

export function SendoutStatusBadge({
  status,
  children,
}: {
  status: SendoutStatus;
  children: ReactNode;
}) {
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {children}
    </Badge>
  );
}
