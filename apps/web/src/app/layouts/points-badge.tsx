// The points balance in the header; the label is spoken, the badge shows "1,234 pt".
import { Badge, VisuallyHidden } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

export function PointsBadge({ points }: { points: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Badge
      color="sunset"
      variant="light"
      size="lg"
      radius="xl"
      leftSection={<IconCoins size={14} aria-hidden />}
    >
      <VisuallyHidden>{t('points.label')}</VisuallyHidden>
      {t('points.value', { points: formatNumber(points, i18n.language) })}
    </Badge>
  );
}
