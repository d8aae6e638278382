// A group topic's realtime channel: who may follow it (the reader the group policy lets see the
// topic) and what is sent on it (what changed, as ids; each page refetches what its reader may
// see, so MROC's answer-first rule holds for live updates too).
import {
  GROUP_TOPIC_CHANNEL_PATTERN,
  groupTopicChannel,
  type TopicEvent,
} from '@fanclub/contract/realtime';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { loadGroupAccess, loadTopicAccess } from '../groups/access';
import type { GroupReader } from '../groups/policy';
import { publishChannelEvent } from '../realtime/publish';

/** Whether the channel is a group topic's that the reader sees (false for any other name). */
export async function mayFollowTopicChannel(
  db: Db,
  reader: GroupReader,
  channel: string,
): Promise<boolean> {
  const match = GROUP_TOPIC_CHANNEL_PATTERN.exec(channel);
  if (!match) return false;
  try {
    const access = await loadGroupAccess(db, reader, Number(match[1]));
    await loadTopicAccess(db, reader, access, Number(match[2]));
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return false;
    throw error;
  }
}

/** Announces a change in a topic once the caller's transaction commits. */
export function publishTopicEvent(
  db: Db,
  groupId: number,
  change: Omit<TopicEvent, 'type'>,
  exceptSocketId?: string | null,
): Promise<void> {
  return publishChannelEvent(
    db,
    groupTopicChannel(groupId, change.topicId),
    { type: 'group_topic', ...change },
    exceptSocketId,
  );
}
