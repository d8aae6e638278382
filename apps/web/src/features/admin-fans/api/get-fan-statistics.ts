// GET /api/admin/fans/{dimension}: active members by one dimension, within a registration period.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FanDimension, FanQuery, FanStatistics } from '@fanclub/contract/statistics';
import { api } from '@/lib/api-client';

export function getFanStatistics(dimension: FanDimension, period: FanQuery) {
  return api.get<FanStatistics>(`/api/admin/fans/${dimension}`, { query: period });
}

export const fanStatisticsQueryOptions = (dimension: FanDimension, period: FanQuery) =>
  queryOptions({
    queryKey: ['admin', 'fans', dimension, period] as const,
    queryFn: () => getFanStatistics(dimension, period),
  });

export function useFanStatistics(dimension: FanDimension, period: FanQuery) {
  return useQuery({
    ...fanStatisticsQueryOptions(dimension, period),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every dimension for the period (a plain link: the browser downloads it). */
export function fanExportUrl(period: FanQuery, lang: string): string {
  const params = new URLSearchParams({ lang });
  if (period.from) params.set('from', period.from);
  if (period.to) params.set('to', period.to);
  const query = params.toString();
  return `/api/admin/fans/export?${query}`;
}
