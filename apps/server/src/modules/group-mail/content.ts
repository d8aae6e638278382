// A group's mail content: its templates as a mail set, the group tags' values, the built-in
// texts of the two transactional mails (used while a group has written none), and rendering a
// transactional mail for one member (no tracking, no unsubscribe footer: it is not marketing).
import { and, eq } from 'drizzle-orm';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@fanclub/contract/codes';
import type { GroupMailKind } from '@fanclub/contract/group-codes';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import { type LanguageChoices, mailLanguageFor } from '@fanclub/contract/mail-language';
import { translate } from '@fanclub/contract/messages';
import { fillTags, type MailSet } from '@fanclub/contract/sendouts';
import type { Db } from '../../db/client';
import {
  groupMailTemplates,
  type GroupMailTemplateRow,
  type GroupRow,
  type GroupTopicRow,
  type TagValues,
} from '../../db/schema/index';
import { escapeHtml } from '../../lib/html';
import { mailBodyHtml } from '../../mail/body';
import { shell } from '../../mail/layout';
import { SIGNATURE, textOf } from '../sendouts/render';

export const groupPath = (groupId: number) => `/groups/${groupId}`;
export const topicPath = (groupId: number, topicId: number) =>
  `/groups/${groupId}/topics/${topicId}`;

export async function templatesOf(db: Db, groupId: number, kind?: GroupMailKind) {
  return db
    .select()
    .from(groupMailTemplates)
    .where(
      kind
        ? and(eq(groupMailTemplates.groupId, groupId), eq(groupMailTemplates.kind, kind))
        : eq(groupMailTemplates.groupId, groupId),
    );
}

/** One kind's templates as the engine's mail set (language → subject and body). */
export function mailSetOf(rows: readonly GroupMailTemplateRow[], kind: GroupMailKind): MailSet {
  const set: MailSet = {};
  for (const row of rows)
    if (row.kind === kind) set[row.language] = { subject: row.subject, body: row.body };
  return set;
}

/** The group tags' values (the same in every language but the closing time's wording). */
export function groupTagValues(
  group: Pick<GroupRow, 'id' | 'name' | 'contactName' | 'contactEmail'>,
  topic: Pick<GroupTopicRow, 'id' | 'title' | 'closesAt'> | null,
  appUrl: string,
): TagValues {
  const values: TagValues = {};
  for (const lang of CONTENT_LANGUAGES) {
    values[lang] = {
      group_name: group.name,
      group_link: `${appUrl}${groupPath(group.id)}`,
      contact_name: group.contactName,
      contact_email: group.contactEmail,
      topic_title: topic?.title ?? '',
      topic_close: topic
        ? translate(lang === 'ja' ? 'ja' : 'en', 'campaign.deadline', {
            time: formatJapanTime(topic.closesAt),
          })
        : '',
      // Without a topic (a test send), the group's page: a link never leads nowhere.
      topic_link: `${appUrl}${topic ? topicPath(group.id, topic.id) : groupPath(group.id)}`,
    };
  }
  return values;
}

type Content = { subject: string; body: string };
export type NoticeKind = Extract<GroupMailKind, 'registration_complete' | 'comment_notice'>;

/** The built-in text of a transactional mail, while the group has not written its own. */
export const DEFAULT_NOTICES: Record<NoticeKind, Record<'ja' | 'en', Content>> = {
  registration_complete: {
    ja: {
      subject: '【瀬戸内ファンクラブ】「{{group_name}}」への参加が完了しました',
      body:
        '<p>{{nick_name}} 様</p><p>グループ「{{group_name}}」への参加が完了しました。</p>' +
        '<p>トピックへの投稿やほかの参加者のコメントは、グループのページからご覧いただけます。</p>' +
        '<p><a href="{{group_link}}">グループを見る</a></p>',
    },
    en: {
      subject: '[Setouchi Fan Club] You have joined "{{group_name}}"',
      body:
        '<p>Dear {{nick_name}},</p><p>You are now a member of the group "{{group_name}}".</p>' +
        "<p>You can read the topics and take part from the group's page.</p>" +
        '<p><a href="{{group_link}}">Open the group</a></p>',
    },
  },
  comment_notice: {
    ja: {
      subject: '【瀬戸内ファンクラブ】あなたの投稿にコメントが付きました',
      body:
        '<p>{{nick_name}} 様</p><p>グループ「{{group_name}}」のトピック「{{topic_title}}」で、' +
        'あなたの投稿に新しいコメントが付きました。</p><p><a href="{{topic_link}}">トピックを見る</a></p>',
    },
    en: {
      subject: '[Setouchi Fan Club] Someone commented on your post',
      body:
        '<p>Dear {{nick_name}},</p><p>There is a new comment on your post in the topic ' +
        '"{{topic_title}}" of the group "{{group_name}}".</p><p><a href="{{topic_link}}">Open the topic</a></p>',
    },
  },
};

/**
 * A transactional mail's language and content: the group's templates, in the language the
 * contract's chain picks for the member; without any, the built-in text (ja or en, same chain).
 */
export function noticeContent(
  rows: readonly GroupMailTemplateRow[],
  kind: NoticeKind,
  member: LanguageChoices,
): { language: ContentLanguage; content: Content } {
  const set = mailSetOf(rows, kind);
  const written = CONTENT_LANGUAGES.filter((l) => set[l]);
  if (written.length) {
    const language = mailLanguageFor(member, written);
    return { language, content: set[language]! };
  }
  const language = mailLanguageFor(member, ['ja', 'en']) as 'ja' | 'en';
  return { language, content: DEFAULT_NOTICES[kind][language] };
}

/** The transactional mail for one member: tags filled (escaped in HTML), site paths made absolute. */
export function renderNotice(
  appUrl: string,
  language: ContentLanguage,
  content: Content,
  values: Record<string, string>,
) {
  const body = mailBodyHtml(content.body).replace(/(src|href)="\/(?!\/)/g, `$1="${appUrl}/`);
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
  const subject = fillTags(content.subject, values);
  const signature = SIGNATURE[language];
  return {
    subject,
    html: shell(subject, signature, fillTags(body, escaped)),
    text: `${fillTags(textOf(body), values)}\n\n--\n${signature}\n`,
  };
}
