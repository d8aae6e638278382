// A message above or below a form: a failed call with no field to put it on (read out at
// once), or a success such as "saved".
import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

type FormAlertProps = { tone?: 'error' | 'success'; children: ReactNode };

export function FormAlert({ tone = 'error', children }: FormAlertProps) {
  const isError = tone === 'error';
  return (
    <Alert
      role={isError ? 'alert' : 'status'}
      color={isError ? 'red' : 'teal'}
      variant="light"
      radius="md"
      icon={isError ? <IconAlertCircle aria-hidden /> : <IconCircleCheck aria-hidden />}
    >
      {children}
    </Alert>
  );
}
