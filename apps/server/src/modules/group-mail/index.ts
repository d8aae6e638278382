// The group mail other group modules call (docs/DECISIONS.md "Groups"). Research invitations
// (invitation, answer reminder, topic opening) go through the sendout engine as source `group`
// with the `survey` consent; registration complete and comment notice are transactional, each
// behind its per-group switch.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  groupComments,
  groupMailBatches,
  groupPosts,
  groups,
  groupTopics,
  users,
  type GroupRow,
  type GroupTopicRow,
  type SendoutBatchRow,
} from '../../db/schema/index';
import { appError, notFound } from '../../errors';
import type { ServiceContext } from '../../lib/context';
import { membersMatching } from '../audience/sql';
import { createBatch, type BatchInput } from '../sendouts/batches';
import { writtenLanguages } from '../sendouts/lifecycle';
import {
  groupTagValues,
  mailSetOf,
  noticeContent,
  renderNotice,
  templatesOf,
  type NoticeKind,
} from './content';
import { groupMailRule, type GroupMailTarget } from './recipients';

/** Research mail needs the survey consent (docs/DECISIONS.md "Groups"). */
export const GROUP_MAIL_CONSENT = 'survey' as const;

export type GroupMailRequest =
  | { kind: 'invitation'; groupId: number; userIds?: readonly number[]; actorId: number }
  | { kind: 'answer_reminder'; groupId: number; topicId: number; actorId: number }
  | { kind: 'topic_opening'; groupId: number; topicId: number; actorId: number | null };

/** The engine, when the caller's context has it (the app does; tests may not): start at once. */
function kick(ctx: ServiceContext) {
  const engine = (ctx as { sendouts?: { kick(): void } }).sendouts;
  engine?.kick();
}

async function loadGroup(db: Db, groupId: number): Promise<GroupRow> {
  const [group] = await db.select().from(groups).where(eq(groups.id, groupId));
  if (!group) throw notFound();
  return group;
}

async function loadTopic(db: Db, groupId: number, topicId: number): Promise<GroupTopicRow> {
  const [topic] = await db
    .select()
    .from(groupTopics)
    .where(and(eq(groupTopics.id, topicId), eq(groupTopics.groupId, groupId)));
  if (!topic) throw notFound();
  return topic;
}

/** How many members a group mail would reach now (with the survey consent). */
export async function countGroupMailRecipients(
  db: Db,
  target: GroupMailTarget,
  now = new Date(),
): Promise<number> {
  const rule = await groupMailRule(db, target, now);
  if ('closed' in rule) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(membersMatching({ type: 'all' }, now, { consent: GROUP_MAIL_CONSENT }), rule.where));
  return Number(row?.n ?? 0);
}

/**
 * Queues a research mail as a sendout batch. The admin's sends (invitation, answer reminder)
 * start now: 409 BATCH_BUSY while another batch runs. The topic opening (the job) is queued due
 * now, so the engine starts it as soon as nothing else runs. 422 when the group has no Japanese
 * mail of the kind, is not published, or (reminder) the topic is not open. Nobody to mail: no
 * batch, `{ recipients: 0 }`. `userIds` omitted = every invited, not yet joined member.
 */
export async function queueGroupMail(
  ctx: ServiceContext,
  request: GroupMailRequest,
  now = new Date(),
): Promise<{ recipients: number; batch: SendoutBatchRow | null }> {
  const db = ctx.db;
  const group = await loadGroup(db, request.groupId);
  const topic =
    request.kind === 'invitation' ? null : await loadTopic(db, group.id, request.topicId);
  if (group.status !== 'published')
    throw appError('SENDOUT_SETUP', { messageKey: 'group_mail.group_draft' });
  const mail = mailSetOf(await templatesOf(db, group.id, request.kind), request.kind);
  if (!writtenLanguages({ mail }).includes('ja'))
    throw appError('SENDOUT_SETUP', { messageKey: 'group_mail.no_template' });
  const target: GroupMailTarget = {
    groupId: group.id,
    kind: request.kind,
    topicId: topic?.id ?? null,
    userIds: request.kind === 'invitation' && request.userIds ? [...request.userIds] : null,
  };
  if (request.kind === 'answer_reminder') {
    if (!group.mrocEnabled)
      throw appError('SENDOUT_SETUP', { messageKey: 'group_mail.reminder_mroc' });
    const rule = await groupMailRule(db, target, now);
    if ('closed' in rule)
      throw appError('SENDOUT_SETUP', { messageKey: 'group_mail.topic_not_open' });
  }
  const expected = await countGroupMailRecipients(db, target, now);
  if (expected === 0) return { recipients: 0, batch: null };
  const input: BatchInput = {
    source: 'group',
    sourceId: group.id,
    type: request.kind === 'answer_reminder' ? 'reminder' : 'invitation',
    consent: GROUP_MAIL_CONSENT,
    audience: { type: 'all' },
    mail,
    tagValues: groupTagValues(group, topic, ctx.config.appUrl),
    createdById: request.actorId,
    onCreated: async (tx, batch) => {
      await tx.insert(groupMailBatches).values({ batchId: batch.id, ...target });
    },
  };
  const batch =
    request.kind === 'topic_opening'
      ? await createBatch(db, input, { at: now })
      : await createBatch(db, input, { now: true });
  kick(ctx);
  const recipients = batch.status === 'schedule' ? expected : batch.recipientCount;
  return { recipients, batch };
}

export type GroupNotice =
  | { kind: 'registration_complete'; groupId: number; userId: number }
  | { kind: 'comment_notice'; groupId: number; topicId: number; postId: number; commentId: number };

async function recipient(db: Db, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      mainLanguage: users.mainLanguage,
      otherLanguages: users.otherLanguages,
      nickname: users.nickname,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user?.status === 'active' ? user : undefined;
}

/** Who a notice goes to and about which topic; undefined = nobody (switch off, own comment …). */
async function noticeTarget(db: Db, group: GroupRow, notice: GroupNotice) {
  if (notice.kind === 'registration_complete') {
    if (!group.mailRegistrationComplete) return undefined;
    return { userId: notice.userId, topic: null };
  }
  if (!group.mailCommentNotice) return undefined;
  const [row] = await db
    .select({ postAuthor: groupPosts.authorId, commentAuthor: groupComments.authorId })
    .from(groupComments)
    .innerJoin(groupPosts, eq(groupPosts.id, groupComments.postId))
    .where(
      and(
        eq(groupComments.id, notice.commentId),
        eq(groupComments.postId, notice.postId),
        eq(groupPosts.groupId, group.id),
        isNull(groupComments.deletedAt),
        isNull(groupPosts.deletedAt),
      ),
    );
  if (!row?.postAuthor || row.postAuthor === row.commentAuthor) return undefined;
  const [topic] = await db.select().from(groupTopics).where(eq(groupTopics.id, notice.topicId));
  return { userId: row.postAuthor, topic: topic ?? null };
}

/**
 * Sends a transactional group mail when the group's switch for it is on: registration complete
 * to the member who joined, comment notice to the post's author (not for their own comment).
 * In the member's main language when the group wrote it, else Japanese; the built-in text while
 * the group has none. Writes to the outbox in the caller's transaction when `ctx.db` is one.
 */
export async function sendGroupNotice(ctx: ServiceContext, notice: GroupNotice): Promise<void> {
  const db = ctx.db;
  const [group] = await db.select().from(groups).where(eq(groups.id, notice.groupId));
  if (!group) return;
  const target = await noticeTarget(db, group, notice);
  if (!target) return;
  const member = await recipient(db, target.userId);
  if (!member) return;
  const kind: NoticeKind = notice.kind;
  const { language, content } = noticeContent(await templatesOf(db, group.id, kind), kind, member);
  const values = {
    ...(groupTagValues(group, target.topic, ctx.config.appUrl)[language] ?? {}),
    nick_name: member.nickname,
    first_name: member.firstName,
    last_name: member.lastName,
  };
  const mail = renderNotice(ctx.config.appUrl, language, content, values);
  await ctx.mailer.sendRendered(db, {
    to: member.email,
    language,
    template: `group_${kind}`,
    ...mail,
    suppressedBy: 'any',
  });
}
