// Requests and responses of the points ledger.
import { z } from 'zod';
import { MAX_ID, numberError, strictInteger, wholePoints } from './api';
import { POINT_TYPES } from './reference';

const required = { error: 'validation.required' } as const;

/** Whole points, signed; what one admin adjustment may move at most. */
export const MAX_ADJUSTMENT = 1_000_000;

export const adjustPointsBody = z.object({
  userId: strictInteger(
    z
      .number({ error: numberError('validation.invalid') })
      .int('validation.invalid')
      .positive('validation.invalid')
      .max(MAX_ID, 'validation.invalid'),
  ),
  // Blank asks for a value; anything else that is not a whole number ("1.5", "abc") asks for
  // whole points.
  points: wholePoints(-MAX_ADJUSTMENT, MAX_ADJUSTMENT, 'validation.invalid').refine(
    (n) => n !== 0,
    'validation.not_zero',
  ),
  reason: z.string(required).trim().min(1, 'validation.required').max(200, 'validation.too_long'),
});
export type AdjustPointsBody = z.input<typeof adjustPointsBody>;

export const pointMovement = z
  .object({
    transactionId: z.number().int(),
    userId: z.number().int(),
    type: z.enum(POINT_TYPES),
    points: z.number().int(),
    balance: z.number().int(),
    description: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'PointMovement' });
export type PointMovement = z.infer<typeof pointMovement>;

export const checkActionQuery = z.object({ actionCode: z.enum(POINT_TYPES) });

export const checkActionResult = z
  .object({
    actionCode: z.enum(POINT_TYPES),
    /** The member has already been credited for this action (one-time actions only). */
    done: z.boolean(),
    points: z.number().int(),
  })
  .meta({ id: 'CheckActionResult' });
export type CheckActionResult = z.infer<typeof checkActionResult>;
