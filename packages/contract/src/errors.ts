// Error codes of the API envelope and the envelope's shape.
import { z } from 'zod';

export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'PERMISSION_DENIED',
  'NOT_FOUND',
  'CONFLICT',
  'CSRF_TOKEN_MISMATCH',
  'VALIDATION_ERROR',
  'TOO_MANY_ATTEMPTS',
  'SYSTEM_ERROR',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_CLOSED',
  'LOGIN_FAILED',
  'REGISTRATION_FAILED',
  'INVALID_TOKEN',
  'WRONG_PASSWORD',
  'FILE_TOO_LARGE',
  'INSUFFICIENT_POINT',
  'ACCOUNT_BLOCKED',
  'APPROVE_FAILED',
  'REWARD_UNAVAILABLE',
  'BATCH_BUSY',
  'SENDOUT_SETUP',
  'CAMPAIGN_IN_USE',
  'CAMPAIGN_NOT_OPEN',
  'INVALID_SIGNATURE',
  'REQUEST_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'DATA_EXPORT_PENDING',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_ENROLMENT_REQUIRED',
  'INVALID_TWO_FACTOR_CODE',
  'MEMBERS_ONLY',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The HTTP status of each code (the API reference at /api/docs lists them per call): a throw
 * names only the code. A new code needs its line here, or the type check fails.
 */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  CSRF_TOKEN_MISMATCH: 419,
  VALIDATION_ERROR: 422,
  TOO_MANY_ATTEMPTS: 429,
  SYSTEM_ERROR: 500,
  INVALID_CREDENTIALS: 422,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_CLOSED: 403,
  LOGIN_FAILED: 500,
  REGISTRATION_FAILED: 500,
  INVALID_TOKEN: 422,
  WRONG_PASSWORD: 422,
  FILE_TOO_LARGE: 422,
  INSUFFICIENT_POINT: 422,
  ACCOUNT_BLOCKED: 403,
  APPROVE_FAILED: 422,
  REWARD_UNAVAILABLE: 422,
  BATCH_BUSY: 409,
  SENDOUT_SETUP: 422,
  CAMPAIGN_IN_USE: 409,
  CAMPAIGN_NOT_OPEN: 422,
  INVALID_SIGNATURE: 403,
  REQUEST_TOO_LARGE: 413,
  HEADERS_TOO_LARGE: 431,
  DATA_EXPORT_PENDING: 409,
  TWO_FACTOR_REQUIRED: 403,
  TWO_FACTOR_ENROLMENT_REQUIRED: 403,
  INVALID_TWO_FACTOR_CODE: 422,
  // A guest asked for something only members may read (a members-only post): sign in first.
  MEMBERS_ONLY: 401,
};

export const errorEnvelope = z
  .object({
    code: z.number().int(),
    error_code: z.enum(ERROR_CODES),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
