// SQL of the suppression list's admin screen and the member's own entry.
import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { SuppressionReason } from '@fanclub/contract/suppressions';
import type { Db } from '../../db/client';
import { mailSuppressions, users, type MailSuppressionRow } from '../../db/schema/index';
import { escapeLike } from '../../lib/paging';

export type SuppressionFilter = { q?: string | undefined; reason?: SuppressionReason | undefined };

function whereOf(filter: SuppressionFilter): SQL | undefined {
  return and(
    // Addresses are stored lower-case: the trigram index serves any part of one.
    filter.q
      ? sql`${mailSuppressions.email} like ${`%${escapeLike(filter.q.trim().toLowerCase())}%`}`
      : undefined,
    filter.reason ? eq(mailSuppressions.reason, filter.reason) : undefined,
  );
}

/** One page of entries, newest first, and how many match. */
export async function listSuppressions(
  db: Db,
  filter: SuppressionFilter,
  page: number,
  limit: number,
): Promise<{ rows: MailSuppressionRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(mailSuppressions)
      .where(where)
      .orderBy(desc(mailSuppressions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(mailSuppressions)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Entries older than `before` (an id), newest first: the CSV reads the list in such slices. */
export function suppressionSlice(
  db: Db,
  filter: SuppressionFilter,
  before: number | undefined,
  limit: number,
): Promise<MailSuppressionRow[]> {
  return db
    .select()
    .from(mailSuppressions)
    .where(and(whereOf(filter), before ? lt(mailSuppressions.id, before) : undefined))
    .orderBy(desc(mailSuppressions.id))
    .limit(limit);
}

export async function findSuppressionByEmail(
  db: Db,
  email: string,
): Promise<MailSuppressionRow | undefined> {
  const [row] = await db
    .select()
    .from(mailSuppressions)
    .where(eq(mailSuppressions.email, email.trim().toLowerCase()));
  return row;
}

/** Removes the entry (the audit log keeps who lifted it); the removed row, if it was there. */
export async function deleteSuppression(
  db: Db,
  where: { id: number } | { email: string; reasons: readonly SuppressionReason[] },
): Promise<MailSuppressionRow | undefined> {
  const condition =
    'id' in where
      ? eq(mailSuppressions.id, where.id)
      : and(
          eq(mailSuppressions.email, where.email.trim().toLowerCase()),
          inArray(mailSuppressions.reason, [...where.reasons]),
        );
  const [row] = await db.delete(mailSuppressions).where(condition).returning();
  return row;
}

/** The member whose address this is, for an entry an admin adds. */
export async function memberIdByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row?.id ?? null;
}
