// A line above or below a settings form: a failed call with no field to put it on, or "saved".
import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

type FormMessageProps = { tone: 'error' | 'success'; children: ReactNode };

export function FormMessage({ tone, children }: FormMessageProps) {
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
