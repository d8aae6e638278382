// The avatar's file name on the member row.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/** Sets (or clears) the member's avatar file name and returns the one it replaced. */
export async function swapAvatarName(
  db: Db,
  userId: number,
  name: string | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ avatarPath: users.avatarPath })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx
      .update(users)
      .set({ avatarPath: name, updatedAt: new Date() })
      .where(eq(users.id, userId));
    return row?.avatarPath ?? null;
  });
}

export async function avatarName(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ avatarPath: users.avatarPath })
    .from(users)
    .where(eq(users.id, userId));
  return row?.avatarPath ?? null;
}
