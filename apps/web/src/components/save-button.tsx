// A form's submit row: the outcome line (when there is one) above its one button, which shows
// busy while the save runs.
import { Button, Group, type GroupProps } from '@mantine/core';
import type { SaveMessage } from '@/lib/use-save-message';
import { FormAlert } from './form-alert';

type Props = {
  label: string;
  pending: boolean;
  /** Left out when the form shows its outcome elsewhere. */
  message?: SaveMessage | undefined;
  justify?: GroupProps['justify'];
};

export function SaveButton({ label, pending, message, justify }: Props) {
  return (
    <>
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      <Group justify={justify}>
        <Button type="submit" loading={pending}>
          {label}
        </Button>
      </Group>
    </>
  );
}
