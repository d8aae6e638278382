// SQL of the settings screens: the member's own row, the consent history and the organization.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Consents } from '@fanclub/contract/account';
import type { Db } from '../../db/client';
import { consentEvents, organizations, users, type UserRow } from '../../db/schema/index';

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationValues = Omit<typeof organizations.$inferInsert, 'userId' | 'updatedAt'>;

/** The member's row, locked until the transaction ends (consent changes are compared to it). */
export async function lockUser(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row;
}

export async function lastConsentChangeAt(db: Db, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: consentEvents.createdAt })
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(desc(consentEvents.id))
    .limit(1);
  return row?.createdAt;
}

export async function recordConsentEvent(db: Db, userId: number, consents: Consents, at: Date) {
  await db.insert(consentEvents).values({ userId, consents, createdAt: at });
}

export async function updateUser(
  db: Db,
  userId: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** Another account already uses this nickname (case-insensitive, like users_nickname_key). */
export async function isNicknameTakenByOther(
  db: Db,
  nickname: string,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.nickname}) = ${nickname.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function findOrganization(
  db: Db,
  userId: number,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.userId, userId))
    .limit(1);
  return row;
}

export async function upsertOrganization(
  db: Db,
  userId: number,
  values: OrganizationValues,
): Promise<OrganizationRow> {
  const updatedAt = new Date();
  const [row] = await db
    .insert(organizations)
    .values({ ...values, userId, updatedAt })
    .onConflictDoUpdate({ target: organizations.userId, set: { ...values, updatedAt } })
    .returning();
  return row!;
}
