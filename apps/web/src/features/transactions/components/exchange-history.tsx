// The member's exchange and donation requests with their states (and the gift code once done).
import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExchangeRequestItem } from '@fanclub/contract/rewards';
import { ListStates } from '@/components/list-states';
import { formatDateTime, formatNumber } from '@/lib/format';
import { ExchangeStatusBadge } from '@/components/exchange-status-badge';

export function ExchangeHistory({ rows }: { rows: ExchangeRequestItem[] | undefined }) {
  const { t, i18n } = useTranslation(['member', 'common']);
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <ListStates rows={rows} emptyText={t('member:transactions.exchanges.empty')}>
      {(items) => (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((row) => (
            <Card component="li" key={row.id} padding="sm" withBorder data-testid="exchange-row">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} fz="sm">
                    {row.rewardName}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t('member:transactions.exchanges.requestedAt', {
                      date: formatDateTime(row.createdAt),
                      id: row.id,
                    })}
                  </Text>
                  {row.usd && (
                    <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {t('member:transactions.exchanges.paypal', {
                        usd: row.usd,
                        email: row.paypalEmail ?? '',
                      })}
                    </Text>
                  )}
                  {row.reference && (
                    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {row.type === 'paypal'
                        ? t('member:transactions.exchanges.paypalReference', {
                            reference: row.reference,
                          })
                        : t('member:transactions.exchanges.giftCode', { reference: row.reference })}
                    </Text>
                  )}
                  {row.failureReason && (
                    <Text fz="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                      {t('member:transactions.exchanges.failed', { reason: row.failureReason })}
                    </Text>
                  )}
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  <ExchangeStatusBadge status={row.status}>
                    {t(`member:transactions.status.${row.status}`)}
                  </ExchangeStatusBadge>
                  <Text fw={700} fz="sm">
                    {t('member:transactions.exchanges.amount', { points: n(row.amount) })}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </ListStates>
  );
}
