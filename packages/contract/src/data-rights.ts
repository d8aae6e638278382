// A member's copy of their data ("download my data"): requested by the member or an admin,
// built by a background job, offered for 7 days.
import { z } from 'zod';

export const DATA_EXPORT_KEEP_DAYS = 7;

export const dataExport = z
  .object({
    id: z.number().int(),
    status: z.enum(['pending', 'ready', 'failed', 'expired']),
    requestedAt: z.string(),
    readyAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    /** Bytes of the ZIP once ready. */
    size: z.number().int().nullable(),
    /** Same-origin path of the ZIP while it is offered. */
    downloadUrl: z.string().nullable(),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof dataExport>;

/** The member's requests, newest first (the last few). */
export const dataExportList = z.object({ data: z.array(dataExport) });

export const dataExportParams = z.object({
  id: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z.number().int().min(1).max(2_147_483_647),
  ),
});
