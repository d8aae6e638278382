// The audit log's reads: a page of the search, and the CSV (its download is itself recorded).
import type { UiLocale } from '@fanclub/contract/codes';
import type { Db } from '../../db/client';
import { auditCsv } from './export-csv';
import { presentAudit } from './presenter';
import { type AuditFilter, auditPage } from './queries';
import { type AuditActor, recordExport } from './record';

type ParsedQuery = Omit<AuditFilter, 'cursor'> & { cursor?: string; limit: number };

export async function searchAudit(db: Db, query: ParsedQuery) {
  const { limit, ...filter } = query;
  const rows = await auditPage(db, filter, limit);
  const page = rows.slice(0, limit);
  return {
    data: page.map(presentAudit),
    meta: { limit, nextCursor: rows.length > limit ? page[page.length - 1]!.id.toString() : null },
  };
}

export async function exportAudit(db: Db, actor: AuditActor, query: AuditFilter, locale: UiLocale) {
  const { actorId, memberId, action, from, to } = query;
  const filter: AuditFilter = { actorId, memberId, action, from, to };
  await recordExport(db, actor, 'audit_log', { filter });
  return auditCsv(db, filter, locale);
}
