// The "Mail sendouts" section of a post's stats page: the running-batch notice, this post's
// sending history (refreshed while a batch of it is due or sending), starting a batch and a
// test send.
import { useState } from 'react';
import { Card, Center, Divider, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentLanguage } from '@fanclub/contract/codes';
import { BatchRunningAlert } from '@/components/batch-running-alert';
import { ListPagination } from '@/components/list-pagination';
import { QueryError } from '@/components/query-error';
import { SendoutTable } from '@/components/sendout-table';
import { useBatchCheck } from '@/lib/batch-check';
import { useSendingHistory } from '../api/post-sendouts';
import { SendBatchForm } from './send-batch-form';
import { TestSendForm } from './test-send-form';

const PAGE_SIZE = 10;

type Props = { postId: number; languages: ContentLanguage[] };

export function PostSendouts({ postId, languages }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const [page, setPage] = useState(1);
  const history = useSendingHistory(postId, page, PAGE_SIZE);
  const check = useBatchCheck();
  const rows = history.data?.data;

  return (
    <Card padding="lg" component="section" aria-labelledby="post-sendouts-title">
      <Stack gap="md">
        <Title order={2} fz={20} id="post-sendouts-title">
          {t('sendouts.post.title')}
        </Title>
        {check.data?.busy && (
          <BatchRunningAlert running={check.data.running} title={t('sendouts.busyTitle')} />
        )}
        <Stack gap="xs">
          <Title order={3} fz={16}>
            {t('sendouts.post.historyTitle')}
          </Title>
          {history.isError ? (
            <QueryError error={history.error} onRetry={() => void history.refetch()} />
          ) : !rows ? (
            <Center py="md">
              <Loader size="sm" aria-label={t('common:loading')} />
            </Center>
          ) : rows.length === 0 ? (
            <Text c="dimmed" py="sm">
              {t('sendouts.post.historyEmpty')}
            </Text>
          ) : (
            <div aria-busy={history.isFetching}>
              <SendoutTable rows={rows} label={t('sendouts.historyLabel')} />
              {history.data && history.data.meta.lastPage > 1 && (
                <ListPagination meta={history.data.meta} onChange={setPage} />
              )}
            </div>
          )}
        </Stack>
        <Divider />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="xs">
            <Title order={3} fz={16}>
              {t('sendouts.post.sendTitle')}
            </Title>
            <SendBatchForm postId={postId} />
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz={16}>
              {t('sendouts.post.testTitle')}
            </Title>
            <TestSendForm postId={postId} languages={languages} />
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
