// POST /api/mail/unsubscribe/{token}: the link in a mail stops that kind of mail (no session).
import { useMutation } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { MailConsent } from '@fanclub/contract/audience';
import { api } from '@/lib/api-client';

export function unsubscribeMail(token: string): Promise<{ consent: MailConsent }> {
  return api
    .post<DataResponse<{ consent: MailConsent }>>(
      `/api/mail/unsubscribe/${encodeURIComponent(token)}`,
      undefined,
      { anonymous: true },
    )
    .then((r) => r.data);
}

export function useUnsubscribeMail() {
  return useMutation({ mutationFn: unsubscribeMail });
}
