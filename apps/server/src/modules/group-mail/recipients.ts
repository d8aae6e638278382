// Who a group batch mails, decided when the batch starts (the engine asks through the rules
// registered in sendout-sources.ts; the batch's kind, topic and chosen members are in
// group_mail_batches). The rules mirror the group policy (policy.ts) in SQL:
// - invitation: members still invited (not joined), optionally only the chosen ones;
// - answer reminder: joined participants who see the topic (its segments), are not blocked and
//   have not posted in it, while it is open;
// - topic opening: joined members who see the topic (moderators see every topic).
// Nobody once the group (or the topic) is no longer published.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  groupMailBatches,
  groups,
  users,
  type GroupMailBatchRow,
  type SendoutBatchRow,
} from '../../db/schema/index';
import type { RecipientRule } from '../sendouts/sources';
import { answeredIn } from '../group-topics/visibility';
import { loadTopics, type TopicWithFacts } from '../groups/access';
import { topicPhase } from '../groups/policy';

const ids = (list: readonly number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/** Members in a segment of the list (a condition over `users`). */
const inAnySegment = (segmentIds: readonly number[]) =>
  sql`exists (select 1 from segment_members sm where sm.user_id = ${users.id}
    and sm.segment_id in (${ids(segmentIds)}))`;

/** The topic's segments as the policy reads them: in any include (or none), in no exclude. */
function seesTopicSegments(topic: TopicWithFacts): SQL {
  const include = topic.facts.segments
    .filter((s) => s.operator === 'include')
    .map((s) => s.segmentId);
  const exclude = topic.facts.segments
    .filter((s) => s.operator === 'exclude')
    .map((s) => s.segmentId);
  const parts: SQL[] = [];
  if (include.length) parts.push(inAnySegment(include));
  if (exclude.length) parts.push(sql`not ${inAnySegment(exclude)}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

const membership = (groupId: number, condition: SQL) =>
  sql`exists (select 1 from group_members gm where gm.group_id = ${groupId}
    and gm.user_id = ${users.id} and ${condition})`;

export type GroupMailTarget = Pick<GroupMailBatchRow, 'groupId' | 'kind' | 'topicId' | 'userIds'>;

/** Why a group mail may not go out now, or its recipients (a condition over `users`). */
export async function groupMailRule(
  db: Db,
  target: GroupMailTarget,
  now: Date,
): Promise<RecipientRule> {
  const [group] = await db.select().from(groups).where(eq(groups.id, target.groupId));
  if (!group || group.status !== 'published') return { closed: 'group not published' };
  if (target.kind === 'invitation') {
    const chosen = target.userIds;
    if (chosen && chosen.length === 0) return { where: sql`false` };
    return {
      where: membership(
        group.id,
        chosen
          ? sql`gm.state = 'invited' and gm.user_id in (${ids(chosen)})`
          : sql`gm.state = 'invited'`,
      ),
    };
  }
  const [topic] = target.topicId ? await loadTopics(db, group.id, target.topicId) : [];
  if (!topic) return { closed: 'topic not found' };
  if (
    topic.facts.status !== 'published' ||
    (topic.facts.parentStatus ?? 'published') !== 'published'
  )
    return { closed: 'topic not published' };
  const sees = seesTopicSegments(topic);
  if (target.kind === 'answer_reminder') {
    if (topicPhase(topic.facts, now) !== 'open') return { closed: 'topic not open' };
    return {
      where: sql`${membership(group.id, sql`gm.state = 'joined' and gm.role = 'participant'`)}
        and ${users.isBlocked} = false and ${sees}
        and not ${answeredIn(topic.topic.id, users.id)}`,
    };
  }
  return {
    where: membership(group.id, sql`gm.state = 'joined' and (gm.role = 'moderator' or ${sees})`),
  };
}

/** The engine's hook: the rule of a group batch, from its group_mail_batches row. */
export async function groupRecipientRule(
  tx: Db,
  batch: Pick<SendoutBatchRow, 'id'>,
  now: Date,
): Promise<RecipientRule> {
  const [target] = await tx
    .select()
    .from(groupMailBatches)
    .where(eq(groupMailBatches.batchId, batch.id));
  if (!target) return { closed: 'group mail not found' };
  return groupMailRule(tx, target, now);
}

/** A running group batch stops when the group is unpublished or deleted. */
export async function groupStillOpen(db: Db, groupId: number): Promise<boolean> {
  const [group] = await db
    .select({ status: groups.status })
    .from(groups)
    .where(eq(groups.id, groupId));
  return group?.status === 'published';
}
