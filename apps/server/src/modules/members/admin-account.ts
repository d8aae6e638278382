// Makes sure an admin account exists with the given password (ADMIN_EMAIL on start, npm run admin).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { newReferralCode } from '../../lib/referral-code';

export async function ensureAdmin(db: Db, email: string, password: string): Promise<number> {
  const address = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${address}`)
    .limit(1);
  if (existing) {
    await db
      .update(users)
      .set({
        passwordHash,
        isAdmin: true,
        status: 'active',
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: now,
      })
      .where(sql`${users.id} = ${existing.id}`);
    return existing.id;
  }
  const base = address.split('@')[0]!.slice(0, 20) || 'admin';
  const [row] = await db
    .insert(users)
    .values({
      email: address,
      passwordHash,
      firstName: 'Admin',
      lastName: 'Club',
      // A nickname nobody has yet: the local part with a short random tail.
      nickname: `${base}-${newReferralCode().toLowerCase()}`,
      yearOfBirth: 1980,
      gender: 'GD00',
      mainLanguage: 'ja',
      status: 'active',
      isAdmin: true,
      canPost: true,
      referralCode: newReferralCode(),
      termsConsentedAt: now,
      accountSettingUpdatedAt: now,
      emailVerifiedAt: now,
    })
    .returning({ id: users.id });
  return row!.id;
}
