// The table of a mailed source's list (campaigns, offers): the scrolling frame, the column
// heads and the title cell (the record's title to its page, with its period below). `ns` is the
// feature's text namespace, holding `list.tableLabel` and `list.period`.
//   <SourceTable ns="offers" minWidth={860} columns={[{ label: t('list.columns.title') }, …]}>{rows}</SourceTable>
import type { ReactNode } from 'react';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollTable } from '@/components/scroll-table';
import { formatDateTime } from '@/lib/format';

type Ns = 'campaigns' | 'offers';

type TableProps = {
  ns: Ns;
  minWidth: number;
  /** The column heads in order, translated; `right` aligns a number column. */
  columns: { label: string; right?: boolean }[];
  /** The body's rows. */
  children: ReactNode;
};

export function SourceTable({ ns, minWidth, columns, children }: TableProps) {
  const { t } = useTranslation(ns);
  return (
    // Narrower than `minWidth` the table scrolls sideways and says so (no silently cut column).
    <ScrollTable minWidth={minWidth} label={t('list.tableLabel')}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label={t('list.tableLabel')}
        styles={{ th: { whiteSpace: 'nowrap' } }}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map(({ label, right }) => (
              <Table.Th key={label} ta={right ? 'right' : undefined}>
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

type TitleProps = {
  ns: Ns;
  row: { title: string; startAt: string; expiresAt: string };
  to: string;
  /** The cell's least width, and the period kept on one line. */
  wide?: boolean;
};

export function SourceTitleCell({ ns, row, to, wide = false }: TitleProps) {
  const { t } = useTranslation(ns);
  return (
    <Table.Td miw={wide ? 220 : undefined}>
      <Stack gap={2}>
        <Anchor component={Link} to={to} fw={600}>
          {row.title}
        </Anchor>
        <Text fz="xs" c="dimmed" style={wide ? { whiteSpace: 'nowrap' } : undefined}>
          {t('list.period', {
            start: formatDateTime(row.startAt),
            end: formatDateTime(row.expiresAt),
          })}
        </Text>
      </Stack>
    </Table.Td>
  );
}
