// The "Mail sendouts" section of a post's stats page: the shared sendouts panel on this post's
// calls (history refreshed while a batch of it is due or sending, start a batch, test send).
// A post without mail cannot start a batch: the panel says so instead of failing on send.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentLanguage } from '@fanclub/contract/codes';
import { SendoutsPanel } from '@/admin-kit/sendouts/sendouts-panel';
import { useCreateSendout, useSendingHistory, useTestSendout } from '../api/post-sendouts';

const PAGE_SIZE = 10;

type Props = { postId: number; languages: ContentLanguage[] };

export function PostSendouts({ postId, languages }: Props) {
  const [page, setPage] = useState(1);
  const history = useSendingHistory(postId, page, PAGE_SIZE);
  const send = useCreateSendout(postId);
  const testSend = useTestSendout(postId);
  const { t } = useTranslation('admin');
  return (
    <SendoutsPanel
      history={history}
      onPageChange={setPage}
      send={send}
      testSend={testSend}
      languages={languages}
      blockedReason={languages.length === 0 ? t('sendouts.post.noMail') : undefined}
    />
  );
}
