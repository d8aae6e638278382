// Settings the club office changes (point amounts, the PayPal rate): stored in the database,
// the environment's value as the default; the code that pays or converts reads them here.
import {
  EDITABLE_SETTINGS,
  type EditableSetting,
  type SettingsBody,
} from '@fanclub/contract/settings';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type AuditActor, recordAudit } from '../audit/record';
import { lockSetting, storedSetting, storedSettings, writeSetting } from './queries';

export function defaultSetting(config: Config, key: EditableSetting): number {
  return config[key];
}

/** The value in force: the admin's, else the environment's. */
export async function settingValue(db: Db, config: Config, key: EditableSetting): Promise<number> {
  return (await storedSetting(db, key)) ?? defaultSetting(config, key);
}

export async function editableSettings(db: Db, config: Config) {
  const stored = new Map((await storedSettings(db, EDITABLE_SETTINGS)).map((r) => [r.key, r]));
  return EDITABLE_SETTINGS.map((key) => {
    const row = stored.get(key);
    return {
      key,
      value: row?.value ?? defaultSetting(config, key),
      defaultValue: defaultSetting(config, key),
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
  });
}

/** Changes what differs, each with a record (who, when, old → new), in one transaction. */
export async function changeSettings(
  db: Db,
  config: Config,
  actor: AuditActor & { actorId: number },
  body: SettingsBody,
): Promise<number> {
  const adminId = actor.actorId;
  let changed = 0;
  await db.transaction(async (tx) => {
    const changes: { key: string; oldValue: number; newValue: number }[] = [];
    for (const key of EDITABLE_SETTINGS) {
      const next = body[key];
      if (next === undefined) continue;
      const newValue = Number(next);
      const oldValue = (await lockSetting(tx, key)) ?? defaultSetting(config, key);
      if (oldValue === newValue) continue;
      await writeSetting(tx, { key, oldValue, newValue, adminId });
      changes.push({ key, oldValue, newValue });
      changed += 1;
    }
    if (changes.length > 0) {
      await recordAudit(tx, actor, {
        action: 'settings_changed',
        targetType: 'settings',
        details: { changes },
      });
    }
  });
  return changed;
}
