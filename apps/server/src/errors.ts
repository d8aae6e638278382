// One error class for every failure the API reports; the error handler localises it. A throw
// site names the code only (`throw appError('INSUFFICIENT_POINT')`); its HTTP status comes
// from the contract's table (ERROR_STATUS).
import { ERROR_STATUS, type ErrorCode } from '@fanclub/contract/errors';
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

export type AppErrorOptions = ConstructorParameters<typeof AppError>[2];

/** The error of a code, with the status the contract binds to it. */
export const appError = (errorCode: ErrorCode, options: AppErrorOptions = {}): AppError =>
  new AppError(ERROR_STATUS[errorCode], errorCode, options);

export const unauthenticated = () => appError('UNAUTHENTICATED');
export const forbidden = (code: ErrorCode = 'PERMISSION_DENIED') => appError(code);
export const notFound = (messageKey?: MessageKey) =>
  appError('NOT_FOUND', messageKey ? { messageKey } : {});
export const tooManyAttempts = (retryAfterSeconds: number) =>
  appError('TOO_MANY_ATTEMPTS', { retryAfterSeconds });

/** A 422 with field errors; `fields` maps a field name to one message key (or several). */
export function validationFailed(
  fields: Record<string, FieldError | FieldError[]>,
  errorCode: ErrorCode = 'VALIDATION_ERROR',
): AppError {
  const fieldErrors: Record<string, FieldError[]> = {};
  for (const [name, value] of Object.entries(fields))
    fieldErrors[name] = Array.isArray(value) ? value : [value];
  return appError(errorCode, { fieldErrors });
}
