// GET /api/admin/panel-health: the panel's figures, names in the request language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { PanelHealth } from '@fanclub/contract/panel-health';
import { api } from '@/lib/api-client';

const panelHealthQueryOptions = (locale: string) =>
  queryOptions({
    // The labels come in the request language: one cache entry per language.
    queryKey: ['admin', 'panel-health', locale] as const,
    queryFn: ({ signal }) =>
      api.get<DataResponse<PanelHealth>>('/api/admin/panel-health', { signal }),
  });

export const usePanelHealth = (locale: string) => useQuery(panelHealthQueryOptions(locale));

/** The CSV of every figure (a plain link: the browser downloads it). */
export const panelHealthCsvUrl = (lang: string) =>
  `/api/admin/panel-health.csv?${new URLSearchParams({ lang }).toString()}`;
