// The one way an audit row is written: inside the caller's transaction, so the row exists
// exactly when the action committed. Rows carry ids and codes, never personal data.
import type { AuditAction, AuditExport } from '@fanclub/contract/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

/** Who acted and from where; `actorId` null is the command line or a job. */
export type AuditActor = { actorId: number | null; ip: string | null };

export const SYSTEM_ACTOR: AuditActor = { actorId: null, ip: null };

export type AuditRecord = {
  action: AuditAction;
  targetType?: string;
  targetId?: string | number;
  memberId?: number | null;
  details?: Record<string, unknown>;
};

export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    memberId: entry.memberId ?? null,
    details: entry.details ?? {},
    ip: actor.ip,
  });
}

/** One of the CSV exports was downloaded (or, for campaign respondents, queued). */
export function recordExport(
  db: Db,
  actor: AuditActor,
  name: AuditExport,
  details: Record<string, unknown> = {},
): Promise<void> {
  return recordAudit(db, actor, {
    action: 'csv_exported',
    targetType: 'export',
    targetId: name,
    details,
  });
}
