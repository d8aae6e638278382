// GET /api/report with the secret in the X-Report-Secret header (kept in the page's memory only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import { REPORT_SECRET_HEADER, type Report } from '@fanclub/contract/statistics';
import { api } from '@/lib/api-client';

export async function getReport(secret: string): Promise<Report> {
  const { data } = await api.get<DataResponse<Report>>('/api/report', {
    anonymous: true,
    headers: { [REPORT_SECRET_HEADER]: secret },
  });
  return data;
}

// The secret is not part of the key (each submission counts as a new attempt instead), and
// nothing is cached once the page is left (gcTime 0).
export const reportQueryOptions = (secret: string, language: string, attempt: number) =>
  queryOptions({
    queryKey: ['report', language, attempt] as const,
    queryFn: () => getReport(secret),
    enabled: secret !== '',
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
  });

export function useReport(secret: string, language: string, attempt: number) {
  return useQuery(reportQueryOptions(secret, language, attempt));
}
