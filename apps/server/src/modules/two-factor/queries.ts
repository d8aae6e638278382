// Reads and writes of the two-factor tables.
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, twoFactor, twoFactorRecoveryCodes, users } from '../../db/schema/index';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export async function findTwoFactor(db: Tx, userId: number) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  return row;
}

/** Starts (or restarts) an enrolment not yet confirmed. */
export async function savePendingSecret(db: Tx, userId: number, secretEncrypted: string) {
  await db
    .insert(twoFactor)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secretEncrypted, enabledAt: null, lastTimeStep: null, createdAt: new Date() },
      setWhere: isNull(twoFactor.enabledAt),
    });
}

/** Records the accepted step; false when another request used this step or a newer one first. */
export async function useTimeStep(db: Tx, userId: number, step: number, enable = false) {
  const rows = await db
    .update(twoFactor)
    .set({ lastTimeStep: step, ...(enable ? { enabledAt: new Date() } : {}) })
    .where(
      and(
        eq(twoFactor.userId, userId),
        or(isNull(twoFactor.lastTimeStep), lt(twoFactor.lastTimeStep, step)),
      ),
    )
    .returning({ userId: twoFactor.userId });
  return rows.length === 1;
}

/** Marks one unused recovery code used; false when it is unknown or used already. */
export async function useRecoveryCode(db: Tx, userId: number, codeHash: string) {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Tx, userId: number, hashes: string[]) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function countRecoveryCodesLeft(db: Tx, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Removes the secret and the codes; answers whether two-step sign-in was on. */
export async function removeTwoFactor(db: Tx, userId: number) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  const rows = await db
    .delete(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .returning({ enabledAt: twoFactor.enabledAt });
  return rows[0]?.enabledAt != null;
}

export async function endSessionsOf(db: Tx, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function findMember(db: Tx, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
