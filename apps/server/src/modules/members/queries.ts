// SQL of the admin member actions and overview (the list's pages: page.ts).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';

/** The columns the admin screens show of a member (no password hash, no settings). */
export type AdminMemberRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'nickname'
  | 'firstName'
  | 'lastName'
  | 'status'
  | 'isAdmin'
  | 'isBlocked'
  | 'canPost'
  | 'pointAmount'
  | 'createdAt'
  | 'lastLoginAt'
>;

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
