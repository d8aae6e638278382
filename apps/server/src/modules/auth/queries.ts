// SQL of accounts and mailed tokens.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTokens, users, type UserRow } from '../../db/schema/index';
import { randomToken, sha256 } from '../../lib/tokens';

export type TokenPurpose = 'verify_email' | 'reset_password';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function isNicknameTaken(db: Db, nickname: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.nickname}) = ${nickname.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

export async function findUserIdByReferralCode(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code.toUpperCase()), eq(users.status, 'active')))
    .limit(1);
  return row?.id;
}

/** Issues a new token, voiding earlier unused ones of the same purpose; returns the raw token. */
export async function issueToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  ttlMinutes: number,
) {
  const now = new Date();
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
  const raw = randomToken();
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: sha256(raw),
    expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
  });
  return raw;
}

/** Marks a live token used, atomically, and returns its user id; undefined if not usable. */
export async function consumeToken(
  db: Db,
  raw: string,
  purpose: TokenPurpose,
): Promise<number | undefined> {
  const now = new Date();
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, sha256(raw)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId;
}

/** The user of a token whatever its state; lets a second click on a used link answer kindly. */
export async function findTokenUser(db: Db, raw: string, purpose: TokenPurpose) {
  const [row] = await db
    .select({ user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(and(eq(userTokens.tokenHash, sha256(raw)), eq(userTokens.purpose, purpose)))
    .limit(1);
  return row?.user;
}

/** The time of the member's last sign-in. */
export async function recordLogin(db: Db, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}
