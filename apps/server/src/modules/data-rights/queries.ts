// The data_exports table: requests, the worker's claims, and the expiry sweep.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { dataExports, type DataExportRow, users } from '../../db/schema/index';

export async function insertRequest(db: Db, userId: number, requestedById: number) {
  const [row] = await db
    .insert(dataExports)
    .values({ userId, requestedById })
    .onConflictDoNothing()
    .returning();
  return row;
}

export function recentExports(db: Db, userId: number, limit = 5): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.id))
    .limit(limit);
}

export async function findExport(db: Db, id: number): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

/** Claims the oldest pending request nobody holds (or whose holder's lease ran out). */
export async function claimPending(db: Db, now: Date, leaseMs: number) {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      update data_exports set claimed_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
        attempts = attempts + 1
      where id = (select id from data_exports
        where status = 'pending' and (claimed_until is null or claimed_until < ${now.toISOString()}::timestamptz)
        order by id limit 1 for update skip locked)
      returning id`),
  );
  return rows[0] ? findExport(db, rows[0].id) : undefined;
}

export async function finishExport(db: Db, id: number, set: Partial<DataExportRow>) {
  await db
    .update(dataExports)
    .set({ ...set, claimedUntil: null })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
}

/** Ready files past their expiry: the rows stay (the member sees "expired"), the keys go. */
export async function takeExpired(db: Db, now: Date): Promise<string[]> {
  const rows = rowsOf<{ file_key: string }>(
    await db.execute(sql`
      update data_exports d set file_key = null
      from (select id, file_key from data_exports
        where file_key is not null and expires_at <= ${now.toISOString()}::timestamptz
        for update) old
      where d.id = old.id
      returning old.file_key`),
  );
  return rows.map((r) => r.file_key);
}

export async function memberExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}
