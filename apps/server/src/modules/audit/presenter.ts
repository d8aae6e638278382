// An audit row as the API shows it: ids as given, times in ISO 8601.
import type { AuditAction, AuditEntry } from '@fanclub/contract/audit';
import type { AuditRow } from '../../db/schema/index';

export function presentAudit(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    actorId: row.actorId,
    action: row.action as AuditAction,
    targetType: row.targetType,
    targetId: row.targetId,
    memberId: row.memberId,
    details: row.details,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}
