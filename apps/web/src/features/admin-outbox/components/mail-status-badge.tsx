// A mail's delivery state as a coloured badge.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MAIL_STATUSES } from '@fanclub/contract/admin';

type MailStatus = (typeof MAIL_STATUSES)[number];

const COLORS: Record<MailStatus, string> = {
  stored: 'sea',
  pending: 'yellow',
  sent: 'teal',
  failed: 'red',
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation('admin');
  return <Badge color={COLORS[status]}>{t(`outbox.statuses.${status}`)}</Badge>;
}
