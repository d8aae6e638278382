// Live topic: while the page is open it follows the topic's realtime channel; an event (ids
// only) or a reconnection refetches the group's topic queries, so each reader gets what the
// server lets them see (MROC's answer-first rule included).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { groupTopicChannel } from '@fanclub/contract/realtime-protocol';
import { realtime } from '@/lib/realtime';
import { topicKeys } from '../api/keys';

export function useTopicLive(groupId: number, topicId: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!topicId) return;
    return realtime.follow(groupTopicChannel(groupId, topicId), () => {
      void queryClient.invalidateQueries({ queryKey: topicKeys.group(groupId) });
    });
  }, [groupId, topicId, queryClient]);
}
