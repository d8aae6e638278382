// The server's rendering of what the mail editor holds (POST /api/admin/mail/preview): the same
// code path as test sends and batches, so the preview is the mail the member receives.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { MailPreview, MailPreviewBody } from '@fanclub/contract/mail-preview';
import { api } from '@/lib/api-client';

/** `groupId`: a group's mail, previewed through the group (its moderators may, not only admins). */
export function useMailPreview(body: MailPreviewBody, enabled: boolean, groupId?: number) {
  const url = groupId ? `/api/admin/groups/${groupId}/mail-preview` : '/api/admin/mail/preview';
  return useQuery({
    queryKey: ['admin', 'mail-preview', url, body],
    queryFn: () => api.post<DataResponse<MailPreview>>(url, body).then((r) => r.data),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
