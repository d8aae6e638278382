// The little of react-hook-form the sign-in form uses, without its 13 KB gz on /signin (the
// first screen of most visits): register (value, onChange, ref), the errors, handleSubmit
// (validate everything through the same contract resolver, focus the first field in error,
// else submit) and setError for the server's field errors. As with react-hook-form's defaults,
// a field is validated again as it changes once the form has been submitted.
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ErrorOption, FieldValues, Path, Resolver, ResolverOptions } from 'react-hook-form';
import { failureText } from '@/lib/form';

type Errors<T> = Partial<Record<keyof T, { message?: string }>>;

export function useLightForm<T extends Record<string, string>, TOutput>(
  resolver: Resolver<T, unknown, TOutput>,
  fields: readonly (keyof T & string)[],
  defaultValues: T,
) {
  const [values, setValues] = useState<T>(defaultValues);
  const [errors, setErrors] = useState<Errors<T>>({});
  const submitted = useRef(false);
  const inputs = useRef(new Map<keyof T, HTMLInputElement | null>());

  const validate = useCallback(
    async (current: T) => {
      const options = {
        fields: {},
        names: [...fields],
        shouldUseNativeValidation: false,
      } as unknown as ResolverOptions<T>;
      const result = await resolver(current, undefined, options);
      return { values: result.values as TOutput, errors: result.errors as Errors<T> };
    },
    [resolver, fields],
  );

  const register = (name: keyof T & string) => ({
    name,
    value: values[name],
    ref: (element: HTMLInputElement | null) => void inputs.current.set(name, element),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      if (!submitted.current) return;
      void validate(next).then(
        (result) => setErrors((shown) => ({ ...shown, [name]: result.errors[name] })),
        () => undefined,
      );
    },
  });

  const handleSubmit = (onValid: (values: TOutput) => void) => (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    validate(values).then(
      (result) => {
        setErrors(result.errors);
        const first = fields.find((field) => result.errors[field]);
        if (first) inputs.current.get(first)?.focus();
        else onValid(result.values);
      },
      // The validation chunk did not load (offline): the generic error on the first field.
      (error: unknown) => {
        const first = fields[0];
        if (first) setErrors({ [first]: { message: failureText(error) } } as Errors<T>);
      },
    );
  };

  const setError = (
    name: Path<T & FieldValues>,
    error: ErrorOption,
    options?: { shouldFocus?: boolean },
  ) => {
    setErrors((shown) => ({ ...shown, [name]: { message: error.message } }));
    if (options?.shouldFocus) inputs.current.get(name as keyof T)?.focus();
  };

  return { errors, register, handleSubmit, setError };
}
