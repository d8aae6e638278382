// The one query-key factory of the admin's campaign screens: every campaign query hangs under
// ['admin', 'campaigns'], so a save can invalidate exactly what it changed.
import type { CampaignState } from '@fanclub/contract/campaigns';

type Search = { page: number; limit: number; keyword: string; state?: CampaignState | undefined };

export const campaignKeys = {
  all: ['admin', 'campaigns'] as const,
  lists: () => [...campaignKeys.all, 'list'] as const,
  list: (search: Search) => [...campaignKeys.lists(), search] as const,
  details: () => [...campaignKeys.all, 'detail'] as const,
  detail: (id: number, language: string) => [...campaignKeys.details(), id, language] as const,
  audience: (id: number) => [...campaignKeys.all, 'audience', id] as const,
  sendouts: (id: number) => [...campaignKeys.all, 'sendouts', id] as const,
  sendoutPage: (id: number, kind: 'wizard' | 'history', page: number, limit: number) =>
    [...campaignKeys.sendouts(id), kind, { page, limit }] as const,
  exports: () => [...campaignKeys.all, 'exports'] as const,
};
