// A list page's search in the URL: page, records per page and the filters, each read safely
// (a free text, or one of a list of allowed values) and written back without defaults, so
// a list URL can be shared and reloaded.
//   import { useListSearch } from '@/lib/list-search';
//   const { page, limit, filters, setSearch } =
//     useListSearch({ keyword: 'text', status: POST_STATES }, 10);
//   setSearch({ page: 1, status: 'draft' }); // unspecified filters and page keep their value
import { useSearchParams } from 'react-router';
import { readPageSize } from '@/components/list-pagination';

/** A filter: free text, or one of the allowed values (anything else reads as ''). */
export type FilterSpec = 'text' | readonly string[];
export type FilterValues<S extends Record<string, FilterSpec>> = {
  [K in keyof S]: S[K] extends readonly (infer V)[] ? V | '' : string;
};

export type ListSearchUpdate<S extends Record<string, FilterSpec>> = Partial<FilterValues<S>> & {
  page?: number;
  limit?: number;
};

export function readFilter(spec: FilterSpec, value: string | null): string {
  if (value === null) return '';
  if (spec === 'text') return value;
  return spec.includes(value) ? value : '';
}

/** The query string for a search (defaults left out). */
export function listSearchQuery(
  state: { page: number; limit: number; filters: Record<string, string> },
  defaultLimit: number,
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(state.filters)) if (value) query[name] = value;
  if (state.limit !== defaultLimit) query.limit = String(state.limit);
  if (state.page > 1) query.page = String(state.page);
  return query;
}

export function useListSearch<const S extends Record<string, FilterSpec>>(
  specs: S,
  defaultLimit = 10,
) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = readPageSize(params.get('limit'), defaultLimit);
  const filters = Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, readFilter(spec, params.get(name))]),
  ) as FilterValues<S>;

  const setSearch = (next: ListSearchUpdate<S>) => {
    const { page: nextPage, limit: nextLimit, ...nextFilters } = next;
    setParams(
      listSearchQuery(
        {
          page: nextPage ?? page,
          limit: nextLimit ?? limit,
          filters: { ...filters, ...nextFilters } as Record<string, string>,
        },
        defaultLimit,
      ),
    );
  };

  return { page, limit, filters, setSearch };
}
