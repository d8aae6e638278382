// GET /api/rewards: the rewards (in the UI language), the balance, the rules and the dates.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { RewardsOverview } from '@fanclub/contract/rewards';
import { api } from '@/lib/api-client';
import { getLocale } from '@/lib/locale';
import { queryKeys } from '@/lib/query-keys';

export function getRewards(): Promise<RewardsOverview> {
  return api.get<DataResponse<RewardsOverview>>('/api/rewards').then((r) => r.data);
}

export const rewardsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.rewards.overview(getLocale()),
    queryFn: getRewards,
  });

export function useRewards() {
  return useQuery(rewardsQueryOptions());
}
