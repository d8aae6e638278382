// The audit log's search: filters on actor, member, action and Japan days, newest first, paged
// by keyset (the cursor is the last row's id; its time and id bound the next page, on indexes).
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AuditAction } from '@fanclub/contract/audit';
import { japanDayStart } from '@fanclub/contract/japan-time';
import type { Db } from '../../db/client';
import { auditLog, type AuditRow } from '../../db/schema/index';

export type AuditFilter = {
  actorId?: number;
  memberId?: number;
  action?: AuditAction;
  from?: string;
  to?: string;
  cursor?: string;
};

function conditions(filter: AuditFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.actorId !== undefined) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.memberId !== undefined) where.push(eq(auditLog.memberId, filter.memberId));
  if (filter.action !== undefined) where.push(eq(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.createdAt, japanDayStart(filter.from)));
  if (filter.to) where.push(lt(auditLog.createdAt, japanDayStart(filter.to, 1)));
  if (filter.cursor) {
    where.push(
      sql`(${auditLog.createdAt}, ${auditLog.id}) < (select created_at, id from audit_log where id = ${filter.cursor}::bigint)`,
    );
  }
  return where;
}

/** One page plus one row, so the caller knows whether another page follows. */
export async function auditPage(db: Db, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions(filter)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
}
