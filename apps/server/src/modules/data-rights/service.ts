// "Download my data": a member (or an admin for a member) asks, the worker builds the ZIP into
// the file store, the member (or an admin) downloads it for 7 days, then the sweep deletes it.
import { randomBytes } from 'node:crypto';
import { DATA_EXPORT_KEEP_DAYS } from '@fanclub/contract/data-rights';
import type { Db } from '../../db/client';
import type { DataExportRow, UserRow } from '../../db/schema/index';
import { appError, notFound } from '../../errors';
import type { Storage } from '../../lib/storage';
import { type AuditActor, recordAudit } from '../audit/record';
import { collectMemberData } from './collect';
import { mayDownload } from './policy';
import {
  claimPending,
  findExport,
  finishExport,
  insertRequest,
  memberExists,
  recentExports,
  takeExpired,
} from './queries';
import { memberZip } from './zip';

const KEEP_MS = DATA_EXPORT_KEEP_DAYS * 24 * 3600_000;
const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 3;

/** Queues a copy for `userId`; one pending request per member (409 DATA_EXPORT_PENDING). */
export async function requestDataExport(
  db: Db,
  userId: number,
  actor: AuditActor & { actorId: number },
): Promise<DataExportRow> {
  if (!(await memberExists(db, userId))) throw notFound();
  return db.transaction(async (tx) => {
    const row = await insertRequest(tx, userId, actor.actorId);
    if (!row) throw appError('DATA_EXPORT_PENDING');
    if (actor.actorId !== userId) {
      await recordAudit(tx, actor, {
        action: 'data_export_requested',
        targetType: 'data_export',
        targetId: row.id,
        memberId: userId,
      });
    }
    return row;
  });
}

export const memberExports = (db: Db, userId: number) => recentExports(db, userId);

/** The ZIP for its member or an admin (an admin's download is recorded); else 404. */
export async function openDataExport(
  db: Db,
  storage: Storage,
  viewer: UserRow,
  id: number,
  ip: string | null,
  now = new Date(),
) {
  const row = await findExport(db, id);
  if (!row || !mayDownload(viewer, row) || !row.fileKey || !row.expiresAt) throw notFound();
  if (row.expiresAt <= now) throw notFound();
  const file = await storage.get(row.fileKey);
  if (!file) throw notFound();
  if (viewer.id !== row.userId) {
    await recordAudit(
      db,
      { actorId: viewer.id, ip },
      {
        action: 'data_export_downloaded',
        targetType: 'data_export',
        targetId: row.id,
        memberId: row.userId,
      },
    );
  }
  return { file, fileName: `fanclub-data-${row.userId}-${row.id}.zip` };
}

/** Builds one claimed request: collect, zip, store, mark ready for 7 days. */
async function build(db: Db, storage: Storage, row: DataExportRow, now: Date) {
  if (row.attempts > MAX_ATTEMPTS) {
    await finishExport(db, row.id, { status: 'failed', error: 'too many attempts' });
    return;
  }
  try {
    const zip = memberZip(row.userId, await collectMemberData(db, row.userId), now);
    const key = `data-exports/${randomBytes(16).toString('hex')}.zip`;
    await storage.put(key, zip);
    await finishExport(db, row.id, {
      status: 'ready',
      fileKey: key,
      fileSize: zip.length,
      readyAt: now,
      expiresAt: new Date(now.getTime() + KEEP_MS),
    });
  } catch (error) {
    await finishExport(db, row.id, { error: String(error).slice(0, 500) });
    throw error;
  }
}

/** The worker: builds every claimable request, one after another; returns how many. */
export async function runDataExports(db: Db, storage: Storage, now = () => new Date()) {
  let ran = 0;
  for (let row = await claimPending(db, now(), LEASE_MS); row;) {
    await build(db, storage, row, now());
    ran += 1;
    row = await claimPending(db, now(), LEASE_MS);
  }
  return ran;
}

/** Deletes the files of copies past their 7 days; a failed delete is only space. */
export async function purgeDataExports(db: Db, storage: Storage, now = new Date()) {
  const keys = await takeExpired(db, now);
  for (const key of keys) await storage.delete(key);
  return keys.length;
}
