// The point history: one row per ledger movement, newest first, with the balance after it.
import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PointHistoryItem } from '@fanclub/contract/rewards';
import { ListStates } from '@/components/list-states';
import { formatDateTime, formatNumber } from '@/lib/format';

export function PointHistory({ rows }: { rows: PointHistoryItem[] | undefined }) {
  const { t, i18n } = useTranslation(['member', 'common']);
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <ListStates rows={rows} emptyText={t('member:transactions.points.empty')}>
      {(items) => (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((row) => (
            <Card component="li" key={row.id} padding="sm" withBorder>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} fz="sm">
                    {row.typeLabel}
                  </Text>
                  <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {row.description}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {formatDateTime(row.createdAt)}
                  </Text>
                </Stack>
                <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text fw={700} c={row.points > 0 ? 'teal.9' : 'red.9'}>
                    {t('member:transactions.points.signed', {
                      points: `${row.points > 0 ? '+' : '−'}${n(Math.abs(row.points))}`,
                    })}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t('member:transactions.points.balanceAfter', { points: n(row.balance) })}
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
