// The outcome line of a form that saves in place (settings): cleared when the form is sent,
// the "saved" text once stored, or the server's form-level error (its field errors go onto the
// form's fields).
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from './form';

export type SaveMessage = { tone: 'error' | 'success'; text: string };

export function useSaveMessage<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const [message, setMessage] = useState<SaveMessage>();
  return {
    message,
    setMessage,
    saved: (text: string) => setMessage({ tone: 'success', text }),
    failed: (error: unknown) => {
      const text = applyServerErrors(error, setError, fields);
      if (text) setMessage({ tone: 'error', text });
    },
  };
}
