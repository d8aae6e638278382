// The "Mail sendouts" section of a post's (or campaign's, offer's) page: the running-batch
// notice, the sending history, starting a batch and a test send, each through the caller's
// calls.
//   import { SendoutsPanel } from '@/admin-kit/sendouts/sendouts-panel';
//   <SendoutsPanel history={UseQueryResult<ListResponse<SendoutBatch>>} onPageChange={setPage}
//     send={createSendoutMutation} testSend={testSendoutMutation} languages={['ja', 'en']}
//     historyEmptyText?={t('…')} types?={SENDOUT_TYPES} />
// Texts: the admin namespace (sendouts.*).
import { Card, Divider, SimpleGrid, Stack, Title } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListResponse } from '@fanclub/contract/api';
import type { ContentLanguage } from '@fanclub/contract/codes';
import type {
  CreateSendoutBody,
  SendoutBatch,
  SendoutType,
  TestSendoutBody,
} from '@fanclub/contract/sendouts';
import { BatchRunningAlert } from '@/components/batch-running-alert';
import { useBatchCheck } from '@/lib/batch-check';
import { SendBatchForm } from './send-batch-form';
import { SendoutHistory } from './sendout-history';
import { TestSendForm } from './test-send-form';

export type SendoutsPanelProps = {
  history: UseQueryResult<ListResponse<SendoutBatch>>;
  onPageChange: (page: number) => void;
  send: UseMutationResult<SendoutBatch, Error, CreateSendoutBody>;
  testSend: UseMutationResult<{ ok: boolean }, Error, TestSendoutBody>;
  /** The languages the mail is written in (offered for the test send). */
  languages: readonly ContentLanguage[];
  historyEmptyText?: string;
  types?: readonly SendoutType[];
  /** Why no batch can start (e.g. no mail written): the send button says so, disabled. */
  blockedReason?: string | undefined;
};

export function SendoutsPanel(props: SendoutsPanelProps) {
  const { t } = useTranslation('admin');
  const check = useBatchCheck();
  const titleId = useId();
  const { refetch: refetchCheck } = check;
  // The busy notice follows the batches: each time the history is read again (it polls while
  // a batch is due or sending, and once more when it ends), the batch state is read too.
  const historyRead = props.history.dataUpdatedAt;
  useEffect(() => {
    if (historyRead) void refetchCheck();
  }, [historyRead, refetchCheck]);
  // The newest batch that went or is due (the history is newest first).
  const lastBatch = props.history.data?.data.find((b) => b.status !== 'fail');

  return (
    <Card padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz={20} id={titleId}>
          {t('sendouts.post.title')}
        </Title>
        {check.data?.busy && (
          <BatchRunningAlert running={check.data.running} title={t('sendouts.busyTitle')} />
        )}
        <Stack gap="xs">
          <Title order={3} fz={16}>
            {t('sendouts.post.historyTitle')}
          </Title>
          <SendoutHistory
            query={props.history}
            onPageChange={props.onPageChange}
            {...(props.historyEmptyText ? { emptyText: props.historyEmptyText } : {})}
          />
        </Stack>
        <Divider />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="xs">
            <Title order={3} fz={16}>
              {t('sendouts.post.sendTitle')}
            </Title>
            <SendBatchForm
              send={props.send}
              lastBatch={lastBatch}
              blockedReason={props.blockedReason}
              {...(props.types ? { types: props.types } : {})}
            />
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz={16}>
              {t('sendouts.post.testTitle')}
            </Title>
            <TestSendForm send={props.testSend} languages={props.languages} />
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
