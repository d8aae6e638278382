// What every topic call knows before acting: the group and topic as the reader stands to them
// (404 when unseen, through modules/groups/access.ts), whether they may write now and why not,
// and whether they see the others' posts (MROC: only after answering). A post or comment is
// reached through its topic, so the same rules decide it.
import type { WriteBlock } from '@fanclub/contract/group-topics';
import type { Db } from '../../db/client';
import { appError, notFound } from '../../errors';
import { loadGroupAccess, loadTopicAccess, type GroupAccess } from '../groups/access';
import {
  mayModerate,
  mayWriteInTopic,
  seesOthersPosts,
  topicPhase,
  type GroupReader,
} from '../groups/policy';
import type { GroupTopicRow } from '../../db/schema/index';
import { findPost, type PostRow } from './queries';
import { hasAnswered } from './visibility';

export type TopicContext = {
  reader: GroupReader;
  access: GroupAccess;
  topic: GroupTopicRow;
  now: Date;
  canModerate: boolean;
  canWrite: boolean;
  writeBlock: WriteBlock | null;
  hasPosted: boolean;
  seesOthers: boolean;
};

function whyNotWrite(c: Omit<TopicContext, 'writeBlock'>): WriteBlock | null {
  if (c.canWrite) return null;
  if (c.reader.isBlocked) return 'blocked';
  if (!c.canModerate && c.access.membership?.role !== 'participant') return 'viewer';
  return topicPhase(c.topic, c.now) === 'upcoming' ? 'upcoming' : 'closed';
}

export async function loadTopicContext(
  db: Db,
  reader: GroupReader,
  groupId: number,
  topicId: number,
  now = new Date(),
): Promise<TopicContext> {
  const access = await loadGroupAccess(db, reader, groupId);
  const { topic } = await loadTopicAccess(db, reader, access, topicId, now);
  const hasPosted = await hasAnswered(db, topic.id, reader.id);
  const base = {
    reader,
    access,
    topic,
    now,
    canModerate: mayModerate(access.standing),
    canWrite: mayWriteInTopic(reader, access.standing, access.membership, access.group, topic, now),
    hasPosted,
    seesOthers: seesOthersPosts(access.standing, access.membership, access.group, hasPosted),
  };
  return { ...base, writeBlock: whyNotWrite(base) };
}

/** A post the reader sees (its topic seen, and MROC's answer-first rule kept), or 404. */
export async function loadPostContext(
  db: Db,
  reader: GroupReader,
  groupId: number,
  postId: number,
  now = new Date(),
): Promise<{ context: TopicContext; row: PostRow }> {
  // The group first: an unseen group answers 404 before anything about its posts is read.
  await loadGroupAccess(db, reader, groupId);
  const row = await findPost(db, groupId, postId);
  if (!row) throw notFound();
  const context = await loadTopicContext(db, reader, groupId, row.post.topicId, now);
  if (!context.seesOthers && row.post.authorId !== reader.id) throw notFound();
  return { context, row };
}

/** The reader may write in the topic now, or the reason as a localised 403. */
export function assertMayWrite(context: TopicContext): void {
  if (context.canWrite) return;
  const messageKey =
    context.writeBlock === 'blocked'
      ? 'group_topics.blocked'
      : context.writeBlock === 'viewer'
        ? 'group_topics.read_only'
        : 'group_topics.not_open';
  throw appError('PERMISSION_DENIED', { messageKey });
}
