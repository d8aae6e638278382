// SQL of the admin member list and overview.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { MemberListQuery } from '@fanclub/contract/admin';
import type { PageQuery } from '@fanclub/contract/api';
import type { Db } from '../../db/client';
import { escapeLike } from '../../lib/paging';
import { memberSearchText, users, type UserRow } from '../../db/schema/index';

export async function listMembers(
  db: Db,
  query: PageQuery & Omit<MemberListQuery, 'page' | 'limit'>,
) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword.toLowerCase())}%`;
    conditions.push(sql`${memberSearchText(users)} like ${pattern}`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findMember(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updateMemberFlags(
  db: Db,
  id: number,
  flags: Partial<Pick<UserRow, 'isBlocked' | 'canPost'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...flags, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function memberOverview(db: Db) {
  const monthStart = new Date();
  monthStart.setUTCDate(1);
  monthStart.setUTCHours(0, 0, 0, 0);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${users.status} = 'active')::int`,
      provisional: sql<number>`count(*) filter (where ${users.status} = 'provisional')::int`,
      cancelled: sql<number>`count(*) filter (where ${users.status} = 'cancelled')::int`,
      unsubscribed: sql<number>`count(*) filter (where ${users.status} = 'unsubscribed')::int`,
      blocked: sql<number>`count(*) filter (where ${users.isBlocked})::int`,
      newThisMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${monthStart.toISOString()}::timestamptz)::int`,
    })
    .from(users);
  return row!;
}
