// The realtime channel's one query: which of the sockets' sessions still exist.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/index';

/** The session hashes among `hashes` that still name a session (signed in, not expired). */
export async function liveSessions(db: Db, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(inArray(sessions.idHash, hashes));
  return new Set(rows.map((row) => row.idHash));
}
