// Read queries over the ledger.
import { and, eq, sql } from 'drizzle-orm';
import type { PointType } from '@fanclub/contract/reference';
import type { Db } from '../../db/client';
import { pointTransactions } from '../../db/schema/index';

/** How many movements of a type a member has, and their sum (uses the user index). */
export async function typeTotal(db: Db, userId: number, type: PointType) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      points: sql<number>`coalesce(sum(${pointTransactions.points}), 0)::int`,
    })
    .from(pointTransactions)
    .where(and(eq(pointTransactions.userId, userId), eq(pointTransactions.type, type)));
  return { count: row?.count ?? 0, points: row?.points ?? 0 };
}
