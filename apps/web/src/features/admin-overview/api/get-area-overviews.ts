// GET /api/admin/overview/serveys, /offers and /posts: the figures of the overview's area cards.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { OfferOverview, PostOverview, SurveyOverview } from '@fanclub/contract/statistics';
import { api } from '@/lib/api-client';

export async function getSurveyOverview(): Promise<SurveyOverview> {
  // The spec's spelling of the path.
  const { data } = await api.get<DataResponse<SurveyOverview>>('/api/admin/overview/serveys');
  return data;
}

export async function getOfferOverview(): Promise<OfferOverview> {
  const { data } = await api.get<DataResponse<OfferOverview>>('/api/admin/overview/offers');
  return data;
}

export async function getPostOverview(): Promise<PostOverview> {
  const { data } = await api.get<DataResponse<PostOverview>>('/api/admin/overview/posts');
  return data;
}

export const surveyOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'overview', 'surveys'] as const, queryFn: getSurveyOverview });
export const offerOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'overview', 'offers'] as const, queryFn: getOfferOverview });
export const postOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'overview', 'posts'] as const, queryFn: getPostOverview });

export const useSurveyOverview = () => useQuery(surveyOverviewQueryOptions());
export const useOfferOverview = () => useQuery(offerOverviewQueryOptions());
export const usePostOverview = () => useQuery(postOverviewQueryOptions());
