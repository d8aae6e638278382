// The database round trip of the health check: one named statement, built and planned once.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';

export async function pingDatabase(db: Db): Promise<void> {
  await preparedOnce(db, 'health_ping', (name) =>
    db
      .select({ one: sql<number>`1` })
      .from(sql`(select) as ping`)
      .prepare(name),
  ).execute();
}
