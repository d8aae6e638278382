// The actions cell of an admin list row: an edit (or continue) link, anything the feature
// adds between, and a delete icon with its tooltip. Texts come translated from the caller,
// each naming the row so a screen reader tells the rows apart.
//   <RowActions editTo={`/admin/offers/update/${id}`} editText={t('list.actions.edit')}
//     editLabel={…} deleteLabel={…} onDelete={() => onDelete(row)} />
import '@mantine/core/styles/Tooltip.layer.css';
import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

type Props = {
  editTo: string;
  editText: string;
  /** The edit link's accessible name (naming the row). */
  editLabel: string;
  /** The delete button's accessible name and tooltip (naming the row). */
  deleteLabel: string;
  onDelete: () => void;
  children?: ReactNode;
};

export function RowActions({
  editTo,
  editText,
  editLabel,
  deleteLabel,
  onDelete,
  children,
}: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button component={Link} to={editTo} size="compact-sm" variant="light" aria-label={editLabel}>
        {editText}
      </Button>
      {children}
      <Tooltip label={deleteLabel}>
        <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={deleteLabel}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
