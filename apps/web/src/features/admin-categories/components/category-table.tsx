// The categories as a table: names, status, post count; edit, (de)activate and delete per row.
import { Badge, Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryItem } from '@fanclub/contract/posts';
import { formatNumber } from '@/lib/format';
import { ListTable } from '@/components/list-table';

type CategoryTableProps = {
  rows: CategoryItem[];
  onEdit: (category: CategoryItem) => void;
  onToggle: (category: CategoryItem) => void;
  onDelete: (category: CategoryItem) => void;
};

export function CategoryTable({ rows, onEdit, onToggle, onDelete }: CategoryTableProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <ListTable
      minWidth={640}
      aria-label={t('categories.tableLabel')}
      head={
        <>
          <Table.Th>{t('categories.nameJa')}</Table.Th>
          <Table.Th>{t('categories.nameEn')}</Table.Th>
          <Table.Th>{t('categories.status')}</Table.Th>
          <Table.Th ta="right">{t('categories.posts')}</Table.Th>
          <Table.Th>{t('categories.actions')}</Table.Th>
        </>
      }
    >
      {rows.map((c) => (
        <Table.Tr key={c.id}>
          <Table.Td fw={600}>{c.nameJa}</Table.Td>
          <Table.Td>{c.nameEn}</Table.Td>
          <Table.Td>
            <Badge color={c.status === 'active' ? 'teal' : 'gray'} variant="light">
              {t(`categories.statuses.${c.status}`)}
            </Badge>
          </Table.Td>
          <Table.Td ta="right">{formatNumber(c.postCount, i18n.language)}</Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <Button size="compact-sm" variant="light" onClick={() => onEdit(c)}>
                {t('categories.edit')}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color={c.status === 'active' ? 'gray' : 'teal'}
                onClick={() => onToggle(c)}
              >
                {c.status === 'active' ? t('categories.deactivate') : t('categories.activate')}
              </Button>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => onDelete(c)}>
                {t('categories.delete')}
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
