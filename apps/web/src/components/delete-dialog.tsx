// The confirmation before deleting a list's row: the dialog runs the feature's delete call on
// the row's id, shows the server's message when it fails, and once it is gone says so in a
// notice and closes.
//   <DeleteDialog target={target} onClose={() => setTarget(undefined)} remove={useDeletePost()}
//     title={…} body={…} confirmLabel={…} deleted={() => t('posts.deleted')} />
import { notifications } from '@mantine/notifications';
import { ConfirmDialog } from './confirm-dialog';

type Props<T extends { id: number }> = {
  /** The row to delete; the dialog is open while there is one. */
  target: T | undefined;
  onClose: () => void;
  remove: {
    mutate: (id: number, handlers: { onSuccess: () => void }) => void;
    isPending: boolean;
    error: Error | null;
  };
  title: string;
  body: string;
  confirmLabel: string;
  /** The notice once deleted. */
  deleted: (target: T) => string;
};

export function DeleteDialog<T extends { id: number }>(props: Props<T>) {
  const { target, onClose, remove } = props;
  return (
    <ConfirmDialog
      opened={target !== undefined}
      title={props.title}
      body={props.body}
      confirmLabel={props.confirmLabel}
      pending={remove.isPending}
      error={remove.error?.message}
      onClose={onClose}
      onConfirm={() =>
        target &&
        remove.mutate(target.id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: props.deleted(target) });
            onClose();
          },
        })
      }
    />
  );
}
