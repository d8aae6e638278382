// The audience editor's segments: members in any of the chosen segments, and in none of the
// excluded ones. The list comes from GET api/admin/segments (admins); when it cannot be read
// (not an admin) the picker is not shown. Texts: the groups-admin namespace (segmentPicker.*).
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { Group, MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListResponse } from '@fanclub/contract/api';
import type { SegmentItem } from '@fanclub/contract/segments';
import { api } from '@/lib/api-client';

export const segmentOptionsKey = ['admin', 'segments', 'options'] as const;

export function useSegmentOptions() {
  return useQuery({
    queryKey: segmentOptionsKey,
    queryFn: ({ signal }) =>
      api.get<ListResponse<SegmentItem>>('/api/admin/segments', { query: { limit: 200 }, signal }),
    staleTime: 60_000,
    retry: false,
  });
}

type SegmentPickerProps = {
  include: string[];
  exclude: string[];
  onChange: (patch: { segmentsInclude?: string[]; segmentsExclude?: string[] }) => void;
};

export function SegmentPicker({ include, exclude, onChange }: SegmentPickerProps) {
  const { t } = useTranslation('groups-admin');
  const segments = useSegmentOptions();
  if (segments.isError || (segments.data && segments.data.data.length === 0 && !include.length))
    return null;
  const options = (segments.data?.data ?? []).map((s) => ({
    value: String(s.id),
    label: t('segmentPicker.option', { name: s.name, count: s.memberCount }),
  }));
  return (
    <Group gap="sm" align="flex-start" grow preventGrowOverflow={false}>
      <MultiSelect
        label={t('segmentPicker.include')}
        description={t('segmentPicker.includeHint')}
        placeholder={include.length ? undefined : t('segmentPicker.any')}
        data={options.filter((o) => !exclude.includes(o.value))}
        value={include}
        onChange={(segmentsInclude) => onChange({ segmentsInclude })}
        searchable
        clearable
        miw={240}
      />
      <MultiSelect
        label={t('segmentPicker.exclude')}
        description={t('segmentPicker.excludeHint')}
        placeholder={exclude.length ? undefined : t('segmentPicker.none')}
        data={options.filter((o) => !include.includes(o.value))}
        value={exclude}
        onChange={(segmentsExclude) => onChange({ segmentsExclude })}
        searchable
        clearable
        miw={240}
      />
    </Group>
  );
}
