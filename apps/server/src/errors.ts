// One error class for every failure the API reports; the error handler localises it.
import type { ErrorCode } from '@fanclub/contract/errors';
import type { MessageKey } from '@fanclub/contract/messages';

export type Params = Record<string, string | number>;
export type FieldError = { key: MessageKey; params?: Params };

export class AppError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode;
  readonly params: Params;
  readonly fieldErrors: Record<string, FieldError[]> | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** A more specific message than the error code's own. */
  readonly messageKey: MessageKey | undefined;

  constructor(
    status: number,
    errorCode: ErrorCode,
    options: {
      params?: Params;
      fieldErrors?: Record<string, FieldError[]>;
      retryAfterSeconds?: number;
      messageKey?: MessageKey;
      cause?: unknown;
    } = {},
  ) {
    super(errorCode, { cause: options.cause });
    this.status = status;
    this.errorCode = errorCode;
    this.params = options.params ?? {};
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.messageKey = options.messageKey;
  }
}

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED');
export const forbidden = (code: ErrorCode = 'PERMISSION_DENIED') => new AppError(403, code);
export const notFound = (messageKey?: MessageKey) =>
  new AppError(404, 'NOT_FOUND', messageKey ? { messageKey } : {});
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', { retryAfterSeconds });

/** A 422 with field errors; `fields` maps a field name to one message key (or several). */
export function validationFailed(
  fields: Record<string, FieldError | FieldError[]>,
  errorCode: ErrorCode = 'VALIDATION_ERROR',
): AppError {
  const fieldErrors: Record<string, FieldError[]> = {};
  for (const [name, value] of Object.entries(fields))
    fieldErrors[name] = Array.isArray(value) ? value : [value];
  return new AppError(422, errorCode, { fieldErrors });
}
