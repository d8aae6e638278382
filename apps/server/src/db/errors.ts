// What a failed statement tells about itself, whichever driver (pg or PGlite) and wrapper threw it.

/** The unique index a failed statement ran into (PostgreSQL 23505), if that was the failure. */
export function uniqueViolation(error: unknown): string | undefined {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint ?? 'unknown';
  }
  return undefined;
}
