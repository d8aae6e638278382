// The group mail screen's commands: who may use it, the templates and switches as the screen
// reads them, saving one kind (sanitised HTML), the test send and the admin's send-now.
import type { ContentLanguage } from '@fanclub/contract/codes';
import { GROUP_MAIL_KINDS, type GroupMailKind } from '@fanclub/contract/group-codes';
import type { GroupMailSettings, GroupSendableMailKind } from '@fanclub/contract/group-mail';
import type { MailSet } from '@fanclub/contract/sendouts';
import type { Db } from '../../db/client';
import type { GroupRow, UserRow } from '../../db/schema/index';
import { appError, forbidden } from '../../errors';
import type { ServiceContext } from '../../lib/context';
import { loadGroupAccess, loadTopics } from '../groups/access';
import { mayModerate, topicPhase } from '../groups/policy';
import { cleanMailBody } from '../../mail/body';
import { refuseSuppressed, sendTest } from '../sendouts/test-send';
import {
  DEFAULT_NOTICES,
  groupTagValues,
  mailSetOf,
  noticeContent,
  renderNotice,
  templatesOf,
  type NoticeKind,
} from './content';
import { GROUP_MAIL_CONSENT, queueGroupMail } from './index';
import { replaceTemplates, sampleTopic } from './queries';

/** The group, when the user moderates it (admins: every group); 404 unseen, 403 otherwise. */
export async function moderatedGroup(db: Db, user: UserRow, groupId: number): Promise<GroupRow> {
  const access = await loadGroupAccess(db, user, groupId);
  if (!mayModerate(access.standing)) throw forbidden();
  return access.group;
}

export async function mailSettings(
  db: Db,
  group: GroupRow,
  appUrl: string,
  now = new Date(),
): Promise<GroupMailSettings> {
  const rows = await templatesOf(db, group.id);
  return {
    groupId: group.id,
    templates: GROUP_MAIL_KINDS.map((kind) => {
      const own = rows.filter((r) => r.kind === kind);
      const latest = own.reduce<Date | null>(
        (at, r) => (at && at > r.updatedAt ? at : r.updatedAt),
        null,
      );
      return { kind, mail: mailSetOf(own, kind), updatedAt: latest?.toISOString() ?? null };
    }),
    mrocEnabled: group.mrocEnabled,
    published: group.status === 'published',
    openTopics: (await loadTopics(db, group.id))
      .filter(
        (t) =>
          t.facts.status === 'published' &&
          (t.facts.parentStatus ?? 'published') === 'published' &&
          topicPhase(t.facts, now) === 'open',
      )
      .map(({ topic }) => ({
        id: topic.id,
        title: topic.title,
        closesAt: topic.closesAt.toISOString(),
      })),
    previewTags: groupTagValues(group, await sampleTopic(db, group.id), appUrl) as Record<
      string,
      Record<string, string>
    >,
    registrationComplete: group.mailRegistrationComplete,
    commentNotice: group.mailCommentNotice,
    defaults: DEFAULT_NOTICES,
  };
}

/** Saves one kind's languages (bodies sanitised; the schema has checked tags and Japanese). */
export async function saveTemplates(db: Db, group: GroupRow, kind: GroupMailKind, mail: MailSet) {
  const clean: MailSet = {};
  for (const [language, content] of Object.entries(mail) as [
    ContentLanguage,
    { subject: string; body: string } | undefined,
  ][])
    if (content) clean[language] = { subject: content.subject, body: cleanMailBody(content.body) };
  await replaceTemplates(db, group.id, kind, clean);
}

const isNotice = (kind: GroupMailKind): kind is NoticeKind =>
  kind === 'registration_complete' || kind === 'comment_notice';

/**
 * The saved mail of one kind and language, with the sender's names and the group's latest
 * topic in the tags, subject prefixed [TEST], to one address (without tracking). A notice
 * without templates sends its built-in text; a research kind without Japanese is SENDOUT_SETUP.
 */
export async function sendGroupTest(
  ctx: ServiceContext,
  group: GroupRow,
  kind: GroupMailKind,
  input: { language: ContentLanguage; to: string; sample: UserRow },
) {
  const rows = await templatesOf(ctx.db, group.id, kind);
  const topic = await sampleTopic(ctx.db, group.id);
  const tagValues = groupTagValues(group, topic, ctx.config.appUrl);
  if (isNotice(kind)) {
    await refuseSuppressed(ctx.db, input.to);
    const { language, content } = noticeContent(rows, kind, { mainLanguage: input.language });
    const values = {
      ...(tagValues[language] ?? {}),
      nick_name: input.sample.nickname,
      first_name: input.sample.firstName,
      last_name: input.sample.lastName,
    };
    const mail = renderNotice(ctx.config.appUrl, language, content, values);
    await ctx.mailer.sendRendered(ctx.db, {
      to: input.to,
      language,
      template: `group_${kind}_test`,
      ...mail,
      subject: `[TEST] ${mail.subject}`,
    });
    return;
  }
  const mail = mailSetOf(rows, kind);
  if (!mail.ja) throw appError('SENDOUT_SETUP', { messageKey: 'group_mail.no_template' });
  await sendTest(ctx, {
    mail,
    consent: GROUP_MAIL_CONSENT,
    language: input.language,
    to: input.to,
    sample: input.sample,
    tagValues,
    source: 'group',
  });
}

/** The admin's send-now: the invitation, or a topic's answer reminder (topicId required). */
export async function sendGroupMailNow(
  ctx: ServiceContext,
  group: GroupRow,
  kind: GroupSendableMailKind,
  body: { topicId?: number | undefined; userIds?: number[] | undefined },
  actorId: number,
) {
  if (kind === 'answer_reminder') {
    if (!body.topicId)
      throw appError('VALIDATION_ERROR', {
        fieldErrors: { topicId: [{ key: 'validation.required' }] },
      });
    return queueGroupMail(ctx, {
      kind,
      groupId: group.id,
      topicId: body.topicId,
      actorId,
    });
  }
  return queueGroupMail(ctx, {
    kind,
    groupId: group.id,
    ...(body.userIds ? { userIds: body.userIds } : {}),
    actorId,
  });
}
