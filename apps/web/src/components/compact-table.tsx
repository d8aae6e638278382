// A small table inside a panel or drawer (a group's or a segment's members): tight rows,
// scrolling sideways below `minWidth`, the head row and the rows the feature draws.
import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

type Props = { minWidth: number; head: ReactNode; children: ReactNode };

export function CompactTable({ minWidth, head, children }: Props) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
