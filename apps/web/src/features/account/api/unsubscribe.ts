// DELETE /api/me/unsubscribe {password}: leaves the club; the session ends with it.
import { useMutation } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { ClosedAccount, UnsubscribeBody } from '@fanclub/contract/membership';
import { api } from '@/lib/api-client';

export function unsubscribe(body: UnsubscribeBody): Promise<ClosedAccount> {
  return api.delete<DataResponse<ClosedAccount>>('/api/me/unsubscribe', body).then((r) => r.data);
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
