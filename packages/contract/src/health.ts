// GET /api/health (liveness with a database round trip, and the running release) and GET
// /api/ready (readiness for a balancer). Outside the { data } envelope: probes read them as is.
import { z } from 'zod';

export const health = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'error']),
  /** The release this process runs: the semantic version in the root package.json. */
  version: z.string(),
});
export type Health = z.infer<typeof health>;

export const readiness = z.object({ status: z.enum(['ready', 'draining', 'error']) });
export type Readiness = z.infer<typeof readiness>;
