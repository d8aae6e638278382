// Error codes of the API envelope (CONTRACT.md) and the envelope's shape.
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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorEnvelope = z
  .object({
    code: z.number().int(),
    error_code: z.enum(ERROR_CODES),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
