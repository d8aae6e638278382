// A post's date and counts in one line: published at, views, comments (texts from common: the
// public page shows it too).
import { Group, Text } from '@mantine/core';
import { IconCalendar, IconEye, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@/lib/format';

type PostStatsProps = { publishedAt: string; viewCount: number; commentCount: number };

export function PostStats({ publishedAt, viewCount, commentCount }: PostStatsProps) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Group gap="sm" c="dimmed" fz="sm" wrap="wrap" style={{ rowGap: 4 }}>
      <Group gap={4} wrap="nowrap">
        <IconCalendar size={15} aria-hidden />
        <Text
          component="time"
          dateTime={publishedAt}
          fz="sm"
          aria-label={t('postMeta.publishedAt')}
        >
          {formatDateTime(publishedAt)}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconEye size={15} aria-hidden />
        <Text fz="sm">{t('postMeta.views', { formatted: n(viewCount) })}</Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconMessageCircle size={15} aria-hidden />
        <Text fz="sm">{t('postMeta.comments', { formatted: n(commentCount) })}</Text>
      </Group>
    </Group>
  );
}
