// SQL of the settings an admin changed and of their change record.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { EditableSetting } from '@fanclub/contract/settings';
import type { Db } from '../../db/client';
import { settingChanges, settings, users } from '../../db/schema/index';

export async function storedSettings(db: Db, keys: readonly EditableSetting[]) {
  return db
    .select({
      key: settings.key,
      value: settings.value,
      updatedAt: settings.updatedAt,
      updatedBy: users.nickname,
    })
    .from(settings)
    .leftJoin(users, eq(users.id, settings.updatedById))
    .where(inArray(settings.key, [...keys]));
}

export async function storedSetting(db: Db, key: EditableSetting): Promise<number | undefined> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row?.value;
}

/** The stored value, its row locked until the transaction ends (undefined: never changed). */
export async function lockSetting(db: Db, key: EditableSetting): Promise<number | undefined> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .for('update');
  return row?.value;
}

export async function writeSetting(
  db: Db,
  change: { key: EditableSetting; oldValue: number; newValue: number; adminId: number },
) {
  const now = new Date();
  const values = { value: change.newValue, updatedById: change.adminId, updatedAt: now };
  await db
    .insert(settings)
    .values({ key: change.key, ...values })
    .onConflictDoUpdate({ target: settings.key, set: values });
  await db.insert(settingChanges).values({
    key: change.key,
    oldValue: change.oldValue,
    newValue: change.newValue,
    changedById: change.adminId,
    changedAt: now,
  });
}

export async function listChanges(db: Db, page: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: settingChanges.id,
        key: settingChanges.key,
        oldValue: settingChanges.oldValue,
        newValue: settingChanges.newValue,
        changedAt: settingChanges.changedAt,
        changedBy: users.nickname,
      })
      .from(settingChanges)
      .leftJoin(users, eq(users.id, settingChanges.changedById))
      .orderBy(desc(settingChanges.changedAt), desc(settingChanges.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(settingChanges),
  ]);
  return { rows, total: count?.total ?? 0 };
}
