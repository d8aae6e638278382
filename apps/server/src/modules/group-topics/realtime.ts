// A group topic's realtime channel: who may follow it (a reader who may read the topic's posts:
// the topic seen, and in MROC answered, as in visibility.ts) and what is sent on it (what
// changed, as ids; each page refetches what its reader may see).
import {
  GROUP_TOPIC_CHANNEL_PATTERN,
  groupTopicChannel,
  type TopicEvent,
} from '@fanclub/contract/realtime';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { GroupReader } from '../groups/policy';
import { publishChannelEvent } from '../realtime/publish';
import { loadTopicContext } from './topic-context';

/**
 * Whether the channel is a group topic's whose posts the reader may read (false for any other
 * name). An MROC participant who has not answered sees only their own posts, so not the others'
 * activity either: they follow the channel once they have answered.
 */
export async function mayFollowTopicChannel(
  db: Db,
  reader: GroupReader,
  channel: string,
): Promise<boolean> {
  const match = GROUP_TOPIC_CHANNEL_PATTERN.exec(channel);
  if (!match) return false;
  try {
    const context = await loadTopicContext(db, reader, Number(match[1]), Number(match[2]));
    return context.seesOthers;
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
