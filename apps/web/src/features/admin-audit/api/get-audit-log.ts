// GET /api/admin/audit-log: the audit log's search, newest first, paged by keyset (cursor).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@fanclub/contract/audit';
import { api } from '@/lib/api-client';

export type AuditSearch = {
  actorId?: string;
  memberId?: string;
  action?: string;
  from?: string;
  to?: string;
};

const defined = (search: AuditSearch) =>
  Object.fromEntries(Object.entries(search).filter(([, v]) => v)) as Record<string, string>;

export const auditQueryOptions = (search: AuditSearch, cursor: string | undefined, limit: number) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', search, cursor ?? '', limit] as const,
    queryFn: () =>
      api.get<AuditPage>('/api/admin/audit-log', {
        query: { ...defined(search), limit: String(limit), ...(cursor ? { cursor } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(search: AuditSearch, cursor: string | undefined, limit: number) {
  return useQuery(auditQueryOptions(search, cursor, limit));
}

/** The CSV of the whole search (the server records the download). */
export function auditExportUrl(search: AuditSearch): string {
  const query = new URLSearchParams(defined(search)).toString();
  return `/api/admin/audit-log/export${query ? `?${query}` : ''}`;
}
