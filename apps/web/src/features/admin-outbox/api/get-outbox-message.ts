// GET /api/admin/outbox/{id}: one message with its HTML and text bodies.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@fanclub/contract/admin';
import type { DataResponse } from '@fanclub/contract/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getOutboxMessage(id: number): Promise<OutboxMessage> {
  const { data } = await api.get<DataResponse<OutboxMessage>>(`/api/admin/outbox/${id}`);
  return data;
}

export const outboxMessageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.adminOutbox.message(id),
    queryFn: () => getOutboxMessage(id),
  });

export function useOutboxMessage(id: number | undefined) {
  return useQuery({ ...outboxMessageQueryOptions(id ?? 0), enabled: id !== undefined });
}
