// The calls of a group's mail screen (docs: packages/contract/src/group-mail.ts): its settings
// (templates, switches, open topics, preview tags), saving one kind, the switches, a test send,
// sending now, and the sending history (polled while a batch is due or sending).
// `useSendGroupMail` is what the group editor's invite dialog may use too:
//   import { useSendGroupMail, useGroupMailSentText } from '@/features/admin-groups/api/group-mail';
//   const send = useSendGroupMail(groupId);
//   const sentText = useGroupMailSentText();
//   send.mutate({ kind: 'invitation', userIds }, { onSuccess: (r) => toast(sentText(r)) });
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type { GroupMailKind } from '@fanclub/contract/group-codes';
import type {
  GroupMailSendBody,
  GroupMailSent,
  GroupMailSettings,
  GroupMailSwitchesBody,
  GroupMailTemplateBody,
  GroupSendableMailKind,
} from '@fanclub/contract/group-mail';
import type { SendoutBatch, TestSendoutBody } from '@fanclub/contract/sendouts';
import { api, apiRequest } from '@/lib/api-client';
import { batchCheckQueryOptions } from '@/lib/batch-check';
import { queryKeys } from '@/lib/query-keys';
import { isMovingBatch } from '@/admin-kit/sendouts/source-sendout-api';

const base = (groupId: number) => `/api/admin/groups/${groupId}`;
const POLL_MS = 3_000;

export function useGroupMailSettings(groupId: number) {
  return useQuery({
    queryKey: queryKeys.groupMail.settings(groupId),
    // The topics may have changed on another tab since: read afresh on open.
    refetchOnMount: 'always',
    queryFn: ({ signal }) =>
      api
        .get<DataResponse<GroupMailSettings>>(`${base(groupId)}/mail-templates`, { signal })
        .then((r) => r.data),
  });
}

export function useSaveGroupMailTemplate(groupId: number, kind: GroupMailKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupMailTemplateBody) =>
      api
        .put<DataResponse<GroupMailSettings>>(`${base(groupId)}/mail-templates/${kind}`, body)
        .then((r) => r.data),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.groupMail.settings(groupId), data),
  });
}

export function useGroupMailSwitches(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupMailSwitchesBody) =>
      apiRequest<DataResponse<GroupMailSettings>>(`${base(groupId)}/mail-settings`, {
        method: 'PATCH',
        body,
      }).then((r) => r.data),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.groupMail.settings(groupId), data),
  });
}

/** A test send of the saved text of one kind (the shared test form's body). */
export function useGroupMailTest(groupId: number, kind: GroupMailKind) {
  return useMutation({
    mutationFn: (body: TestSendoutBody) =>
      api
        .post<DataResponse<{ ok: boolean }>>(`${base(groupId)}/mail-templates/${kind}/test`, body)
        .then((r) => r.data),
  });
}

/** Sends the invitation (optionally to chosen members) or a topic's answer reminder now. */
export function useSendGroupMail(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: GroupMailSendBody & { kind: GroupSendableMailKind }) =>
      api
        .post<DataResponse<GroupMailSent>>(`${base(groupId)}/mail/${kind}`, body)
        .then((r) => r.data),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.groupMail.all }),
        queryClient.invalidateQueries({ queryKey: batchCheckQueryOptions().queryKey }),
      ]),
  });
}

export function useGroupSendingHistory(groupId: number, page: number, limit = 10) {
  return useQuery({
    queryKey: queryKeys.groupMail.history(groupId, { page, limit }),
    queryFn: ({ signal }) =>
      api.get<ListResponse<SendoutBatch>>(`${base(groupId)}/sending-history`, {
        query: { page, limit },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some(isMovingBatch) ? POLL_MS : false),
  });
}

/** The success toast's text: "Mail sent to N members." (or that nobody could receive it). */
export function useGroupMailSentText() {
  const { t } = useTranslation('group-mail');
  return (sent: GroupMailSent) =>
    sent.recipients > 0 ? t('send.sent', { count: sent.recipients }) : t('send.sentNone');
}
