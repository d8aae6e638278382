// GET /api/codes: countries (with phone prefix), prefectures, timezones, languages… in ja and
// en. Shared by every screen with a code select; the lists only change with a deployment.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { CodeLists, Labels } from '@fanclub/contract/reference';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export async function getCodeLists(): Promise<CodeLists> {
  const { data } = await api.get<DataResponse<CodeLists>>('/api/codes');
  return data;
}

export const codeListsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reference.codes,
    queryFn: getCodeLists,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useCodeLists() {
  return useQuery(codeListsQueryOptions());
}

/** An item's name in the UI language (ja or en). */
export function labelOf(item: Labels, language: string): string {
  return language === 'en' ? item.en : item.ja;
}

/** `{value, label}` options in the UI language, for a select. */
export function codeOptions(
  items: readonly (Labels & { code: string })[],
  language: string,
): { value: string; label: string }[] {
  return items.map((item) => ({ value: item.code, label: labelOf(item, language) }));
}
