// The English messages of groups, their topics, mail and segments (group-messages-ja.ts has the
// Japanese); messages-en.ts and messages-ja.ts merge them into the catalogue both sides translate from.
export const groupMessagesEn = {
  'group_mail.no_template':
    'This group has no Japanese mail of this kind yet. Write it in the Mail tab before sending.',
  'group_mail.group_draft': 'Publish the group before sending its mail.',
  'group_mail.topic_not_open': 'Answer reminders can be sent only while the topic is open.',
  'group_mail.reminder_mroc': 'Answer reminders are for groups with MROC turned on.',
  'group_topics.video_url': 'Enter a YouTube or Vimeo link.',
  'group_topics.poll_options': 'A poll has from 2 to 20 options.',
  'group_topics.too_many_videos': 'Add at most 5 video links.',
  'group_topics.too_many_images': 'Attach at most 10 photos.',
  'group_topics.not_open': 'This topic is not open for answers now.',
  'group_topics.read_only': 'Viewers can read this topic but cannot write in it.',
  'group_topics.blocked':
    'An administrator has restricted your account, so you cannot write for now.',
  'group_topics.already_voted': 'You have already voted in this poll.',
  'group_topics.poll_closed': 'This poll has closed.',
  'group_topics.one_choice': 'Choose exactly one option.',
  'group_topics.no_poll': 'This post has no poll.',
  'segments.in_use': 'This segment is used by a topic and cannot be deleted.',
  'segments.add_whom': 'Choose members, or conditions to add everyone they match.',
  'group_admin.invite_whom': 'Choose members, or conditions to invite everyone they match.',
  'group_admin.closes_after_opens': 'The closing time must be after the opening time.',
  'group_admin.inside_parent':
    "A sub-topic's window must lie inside its main topic's window ({{opens}} – {{closes}}).",
  'group_admin.children_outside':
    'Some sub-topics would fall outside this window. Change their times first.',
  'group_admin.parent_invalid': 'Choose a main topic of this group.',
  'group_admin.segment_twice': 'Each segment can be chosen once.',
  'group_admin.segment_unknown': 'This segment does not exist.',
  'group_admin.moderator_invalid': 'Choose an active registered member.',
  'group_admin.has_sub_topics': 'This topic has sub-topics, so it cannot become a sub-topic.',
} as const satisfies Record<string, string>;
