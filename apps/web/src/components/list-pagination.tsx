// Under a list: "showing x–y of n", records per page, and page numbers (labels translated).
import '@mantine/core/styles/Pagination.layer.css';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PageMeta } from '@fanclub/contract/api';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** A `limit` from the URL, if it is one of the offered page sizes. */
export function readPageSize(value: string | null, fallback: number): number {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : fallback;
}

type ListPaginationProps = {
  meta: PageMeta;
  onChange: (page: number) => void;
  onPageSizeChange?: (limit: number) => void;
};

export function ListPagination({ meta, onChange, onPageSizeChange }: ListPaginationProps) {
  const { t } = useTranslation();
  const from = meta.total === 0 ? 0 : (meta.page - 1) * meta.limit + 1;
  const to = Math.min(meta.page * meta.limit, meta.total);
  const controlLabels = {
    first: t('pagination.first'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    last: t('pagination.last'),
  };
  return (
    <Group justify="space-between" gap="sm" mt="md">
      <Group gap="md">
        <Text fz="sm" c="dimmed" role="status">
          {t('pagination.summary', { total: meta.total, from, to })}
        </Text>
        {onPageSizeChange && (
          <NativeSelect
            aria-label={t('pagination.pageSize')}
            size="xs"
            value={String(meta.limit)}
            data={PAGE_SIZES.map((size) => ({
              value: String(size),
              label: t('pagination.perPage', { size }),
            }))}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          />
        )}
      </Group>
      {meta.lastPage > 1 && (
        <nav aria-label={t('pagination.label')}>
          <Pagination
            total={meta.lastPage}
            value={meta.page}
            onChange={onChange}
            withEdges
            radius="xl"
            size="sm"
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
            getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
          />
        </nav>
      )}
    </Group>
  );
}
