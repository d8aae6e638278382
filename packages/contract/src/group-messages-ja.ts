// The Japanese texts of groups, their topics, mail and segments (group-messages.ts has English).
import type { groupMessagesEn } from './group-messages';

export const groupMessagesJa: Record<keyof typeof groupMessagesEn, string> = {
  'group_mail.no_template':
    'このグループには、この種類の日本語のメールがまだありません。メールタブで作成してから送信してください。',
  'group_mail.group_draft': 'グループを公開してからメールを送信してください。',
  'group_mail.topic_not_open': '回答リマインダーは、トピックの公開期間中のみ送信できます。',
  'group_mail.reminder_mroc': '回答リマインダーは、MROCを有効にしたグループでのみ送信できます。',
  'group_topics.video_url': 'YouTube または Vimeo のリンクを入力してください。',
  'group_topics.poll_options': '投票の選択肢は2〜20個です。',
  'group_topics.too_many_videos': '動画リンクは5件までです。',
  'group_topics.too_many_images': '写真は10枚までです。',
  'group_topics.not_open': 'このトピックは現在、回答を受け付けていません。',
  'group_topics.read_only': '閲覧者はこのトピックを読むことはできますが、書き込みはできません。',
  'group_topics.blocked': '管理者によりアカウントが制限されているため、現在は書き込みできません。',
  'group_topics.already_voted': 'この投票にはすでに回答しています。',
  'group_topics.poll_closed': 'この投票は締め切られました。',
  'group_topics.one_choice': '選択肢を1つだけ選んでください。',
  'group_topics.no_poll': 'この投稿には投票がありません。',
  'segments.in_use': 'このセグメントはトピックで使用されているため削除できません。',
  'segments.add_whom': 'メンバーを選ぶか、条件を指定してください。',
  'group_admin.invite_whom': '招待するメンバーを選ぶか、条件を指定してください。',
  'group_admin.closes_after_opens': '終了日時は開始日時より後にしてください。',
  'group_admin.inside_parent':
    'サブトピックの期間はメイントピックの期間（{{opens}}〜{{closes}}）内にしてください。',
  'group_admin.children_outside':
    'この期間ではサブトピックが期間外になります。先にサブトピックの日時を変更してください。',
  'group_admin.parent_invalid': 'このグループのメイントピックを選んでください。',
  'group_admin.segment_twice': '同じセグメントは1回だけ選べます。',
  'group_admin.segment_unknown': 'このセグメントは存在しません。',
  'group_admin.moderator_invalid': '登録済みの有効な会員を選んでください。',
  'group_admin.has_sub_topics':
    'サブトピックがあるため、このトピックをサブトピックにはできません。',
};
