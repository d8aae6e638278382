// A campaign's respondent export as a durable job: started, polled for progress, downloaded
// (routes: campaigns.ts).
import { z } from 'zod';

export const EXPORT_STATUSES = ['processing', 'completed', 'failed', 'downloaded'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const exportJob = z
  .object({
    progressTrackingId: z.string(),
    campaignId: z.number().int(),
    /** The campaign's title in the request language (for the toast). */
    campaignTitle: z.string(),
    status: z.enum(EXPORT_STATUSES),
    /** 0–100. */
    progress: z.number().int(),
    fileName: z.string().nullable(),
    /** Admin-only download route, once completed (also after downloaded, for 24 h). */
    fileUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ExportJob' });
export type ExportJob = z.infer<typeof exportJob>;

const progressTrackingId = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^[0-9a-f]{32}$/, 'validation.invalid');
export const exportProgressBody = z.object({ progressTrackingId });
export type ExportProgressBody = z.input<typeof exportProgressBody>;
export const exportDownloadParams = z.object({ progressTrackingId });
