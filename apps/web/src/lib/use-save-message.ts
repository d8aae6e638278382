// The outcome line of a form that saves in place (settings): cleared when the form is sent,
// the "saved" text once stored, or the server's form-level error (its field errors go onto the
// form's fields).
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from './form';

export type SaveMessage = { tone: 'error' | 'success'; text: string };

/** The part of a react-query mutation a save needs. */
type Mutation<V, R> = {
  mutate: (
    values: V,
    handlers: { onSuccess: (result: R) => void; onError: (error: unknown) => void },
  ) => void;
};

export function useSaveMessage<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const [message, setMessage] = useState<SaveMessage>();
  const failed = (error: unknown) => {
    const text = applyServerErrors(error, setError, fields);
    if (text) setMessage({ tone: 'error', text });
  };
  return {
    message,
    setMessage,
    saved: (text: string) => setMessage({ tone: 'success', text }),
    failed,
    /** Sends `values` through the save call: the line clears, then on success `stored` runs
     *  and `savedText` shows; a failure shows as `failed` says. */
    send<V, R>(save: Mutation<V, R>, values: V, savedText: string, stored: (result: R) => void) {
      setMessage(undefined);
      save.mutate(values, {
        onSuccess: (result) => {
          stored(result);
          setMessage({ tone: 'success', text: savedText });
        },
        onError: failed,
      });
    },
  };
}
