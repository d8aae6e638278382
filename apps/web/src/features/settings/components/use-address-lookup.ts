// Fills the address from a typed postal code: once it has 7 digits, GET /api/addresses and
// hand the first match over (the member can still change it). Unknown codes say so.
import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import type { AddressItem } from '@fanclub/contract/reference';
import { isApiError } from '@/lib/api-client';
import { addressQueryOptions } from '../api/lookup-address';

const SEVEN_DIGITS = /^\d{7}$/;

type Handlers = { onFound: (address: AddressItem) => void; onMissing: (message: string) => void };

export function useAddressLookup({ onFound, onMissing }: Handlers) {
  const queryClient = useQueryClient();
  const lastLooked = useRef<string | undefined>(undefined);
  return useCallback(
    (value: unknown) => {
      const zip = typeof value === 'string' ? value : '';
      if (!SEVEN_DIGITS.test(zip)) {
        lastLooked.current = undefined;
        return;
      }
      if (zip === lastLooked.current) return;
      lastLooked.current = zip;
      queryClient.fetchQuery(addressQueryOptions(zip)).then(
        (addresses) => {
          if (lastLooked.current !== zip) return;
          const first = addresses[0];
          if (first) onFound(first);
        },
        (error: unknown) => {
          if (lastLooked.current === zip && isApiError(error, 'NOT_FOUND'))
            onMissing(error.message);
        },
      );
    },
    [queryClient, onFound, onMissing],
  );
}

type AddressValues = { postalCode: string; prefecture: string; city: string };

/** The lookup bound to a form with the address fields: a match fills the prefecture and city
 *  (and whatever `alsoFill`, kept stable, adds); an unknown code is the postal code's error. */
export function useFormAddressLookup<T extends AddressValues, O>(
  form: UseFormReturn<T, unknown, O>,
  alsoFill?: (address: AddressItem) => void,
) {
  // The address fields only: a loose view of the caller's form, named by field.
  const { setValue, setError, clearErrors } = form as unknown as UseFormReturn<AddressValues>;
  const onFound = useCallback(
    (address: AddressItem) => {
      clearErrors(['postalCode', 'prefecture', 'city']);
      setValue('prefecture', address.prefectureCode, { shouldDirty: true });
      setValue('city', address.city, { shouldDirty: true });
      alsoFill?.(address);
    },
    [setValue, clearErrors, alsoFill],
  );
  const onMissing = useCallback(
    (text: string) => setError('postalCode', { type: 'server', message: text }),
    [setError],
  );
  return useAddressLookup({ onFound, onMissing });
}
