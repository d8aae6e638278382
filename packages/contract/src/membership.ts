// Leaving the club: the member's own unsubscribe and the admin's cancellation.
import { z } from 'zod';

export const unsubscribeBody = z.object({
  password: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
});
export type UnsubscribeBody = z.infer<typeof unsubscribeBody>;

export const closedAccount = z
  .object({
    userId: z.number().int(),
    status: z.enum(['cancelled', 'unsubscribed']),
    /** Points the closing voided (0 when the balance was empty). */
    pointsVoided: z.number().int(),
    closedAt: z.string(),
  })
  .meta({ id: 'ClosedAccount' });
export type ClosedAccount = z.infer<typeof closedAccount>;
