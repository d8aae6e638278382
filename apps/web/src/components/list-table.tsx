// An admin list's table: scrolling sideways on narrow screens (ScrollTable), the column heads,
// and the rows the feature draws. Rows are spaced and highlighted on hover; `nowrapHeads`
// keeps every head on one line.
//   <ListTable minWidth={860} aria-label={t('posts.tableLabel')} nowrapHeads head={<>…</>}>
//     {posts.map((post) => <Table.Tr key={post.id}>…</Table.Tr>)}
//   </ListTable>
import type { ReactNode } from 'react';
import { Table, type TableProps } from '@mantine/core';
import { ScrollTable } from './scroll-table';

type Props = Omit<TableProps, 'children'> & {
  minWidth: number;
  /** The scrolling region's name, for a screen reader. */
  scrollLabel?: string;
  nowrapHeads?: boolean;
  /** The heads (Table.Th) of the one head row. */
  head: ReactNode;
  children: ReactNode;
};

const NOWRAP = { th: { whiteSpace: 'nowrap' } } as const;

export function ListTable({ minWidth, scrollLabel, nowrapHeads, head, children, ...table }: Props) {
  return (
    <ScrollTable minWidth={minWidth} label={scrollLabel}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        styles={nowrapHeads ? NOWRAP : undefined}
        {...table}
      >
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
