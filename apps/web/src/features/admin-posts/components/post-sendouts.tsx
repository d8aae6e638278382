// The "Mail sendouts" section of a post's stats page: the shared sendouts panel on this post's
// calls (history refreshed while a batch of it is due or sending, start a batch, test send).
import { useState } from 'react';
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
  return (
    <SendoutsPanel
      history={history}
      onPageChange={setPage}
      send={send}
      testSend={testSend}
      languages={languages}
    />
  );
}
