// The server's rendering of what the mail editor holds (POST /api/admin/mail/preview): the same
// code path as test sends and batches, so the preview is the mail the member receives.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { MailPreview, MailPreviewBody } from '@fanclub/contract/mail-preview';
import { api } from '@/lib/api-client';

export function useMailPreview(body: MailPreviewBody, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'mail-preview', body],
    queryFn: () =>
      api.post<DataResponse<MailPreview>>('/api/admin/mail/preview', body).then((r) => r.data),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
