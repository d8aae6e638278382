// Forms and the contract: zod schemas as react-hook-form resolvers (messages stay keys of the
// shared catalogue, translated when shown), and the server's field errors put on the fields.
// The schemas (and zod with them, ~25 KB gz) load after the form is shown, not before it.
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { isMessageKey, issueParams, translate } from './messages';
import { isApiError } from './api-client';
import { getLocale } from './locale';

const PARAMS_SEPARATOR = '|';

/** The key zod left on an issue, or a catalogue key for zod's own (English) default texts. */
function issueKey(issue: z.core.$ZodIssue): string {
  if (isMessageKey(issue.message)) return issue.message;
  if (issue.code === 'too_big') return 'validation.too_long';
  if (issue.code === 'too_small') return 'validation.required';
  return 'validation.invalid';
}

function getAt(errors: Record<string, unknown>, path: PropertyKey[]): FieldError | undefined {
  let node: unknown = errors;
  for (const part of path) node = (node as Record<PropertyKey, unknown> | undefined)?.[part];
  return node as FieldError | undefined;
}

/** Imports a contract schema, e.g. `() => import('@fanclub/contract/auth').then((m) => m.loginBody)`. */
export type SchemaLoader<TOutput> = () => Promise<z.ZodType<TOutput>>;

const loadValidation = <TOutput>(loadSchema: SchemaLoader<TOutput>) =>
  Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);

/**
 * zodResolver keeps only an issue's message; the catalogue's texts also need the issue's
 * params ({{max}}), so they ride along in the message as `key|{"max":50}`.
 */
export function contractResolver<TFieldValues extends FieldValues, TOutput>(
  loadSchema: SchemaLoader<TOutput>,
): Resolver<TFieldValues, unknown, TOutput> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await loadValidation(loadSchema);
    const base = zodResolver(schema as never) as unknown as Resolver<
      TFieldValues,
      unknown,
      TOutput
    >;
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return result;
    for (const issue of parsed.error.issues) {
      const error = getAt(result.errors as Record<string, unknown>, issue.path);
      if (!error || error.message !== issue.message) continue;
      const params = issueParams(issue);
      const key = issueKey(issue);
      error.message = Object.keys(params).length
        ? `${key}${PARAMS_SEPARATOR}${JSON.stringify(params)}`
        : key;
    }
    return result;
  };
}

/** contractResolver for a form component: one per mount, the schema fetched once it has rendered. */
export function useContractResolver<TFieldValues extends FieldValues, TOutput>(
  loadSchema: SchemaLoader<TOutput>,
): Resolver<TFieldValues, unknown, TOutput> {
  // The loader is an inline arrow: only the first one matters, as the schema never changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const resolver = useMemo(() => contractResolver<TFieldValues, TOutput>(loadSchema), []);
  useEffect(() => {
    // Warm the chunks once the user starts filling the form in (zod and the schemas are
    // ~30 KB gz that the first paint does not need: fetched at mount, they competed with the
    // screen's own chunks on a phone); a failure to load shows on submit.
    const warm = () => {
      stop();
      void loadValidation(loadSchema).catch(() => undefined);
    };
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const stop = () => events.forEach((type) => window.removeEventListener(type, warm, true));
    events.forEach((type) => window.addEventListener(type, warm, true));
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return resolver;
}

/** Turns a field error (a catalogue key, or a server text already localised) into text. */
export function useErrorText() {
  const { t, i18n } = useTranslation('messages');
  return useCallback(
    (error: { message?: string } | undefined): string | undefined => {
      const message = error?.message;
      if (!message) return undefined;
      const at = message.indexOf(PARAMS_SEPARATOR);
      const key = at === -1 ? message : message.slice(0, at);
      if (!isMessageKey(key)) return message;
      const params =
        at === -1 ? {} : (JSON.parse(message.slice(at + 1)) as Record<string, unknown>);
      return t(key, { ...params, lng: i18n.language }) as string;
    },
    [t, i18n.language],
  );
}

/**
 * Puts a failed call's field errors on the form's fields (focusing the first) and returns
 * the text to show above the form, if any: the envelope's message when some error has no
 * field here, or the generic system error for anything that is not an ApiError.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | undefined {
  if (!isApiError(error)) return translate(getLocale(), 'errors.SYSTEM_ERROR');
  const fieldErrors = error.fieldErrors ?? {};
  let first = true;
  let unplaced = Object.keys(fieldErrors).length === 0;
  for (const [field, texts] of Object.entries(fieldErrors)) {
    const text = texts[0];
    if (!text) continue;
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message: text }, { shouldFocus: first });
      first = false;
    } else {
      unplaced = true;
    }
  }
  return unplaced ? error.message : undefined;
}

/** The text above a form for a failed call: the envelope's message, else the generic error. */
export function failureText(error: unknown): string {
  return isApiError(error) ? error.message : translate(getLocale(), 'errors.SYSTEM_ERROR');
}
