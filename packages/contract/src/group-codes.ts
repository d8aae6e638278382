// The code lists of groups and MROC communities (docs/DECISIONS.md "Groups"), shared by the
// database schema, the server's checks and the web's filters.
export const GROUP_VISIBILITIES = ['public', 'private'] as const;
export type GroupVisibility = (typeof GROUP_VISIBILITIES)[number];

/** Roles on a membership; admins act as moderators of every group. */
export const GROUP_ROLES = ['moderator', 'participant', 'viewer'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** `invited` is the spec's "not registered yet"; joining moves it to `joined`. */
export const GROUP_MEMBER_STATES = ['invited', 'joined'] as const;
export type GroupMemberState = (typeof GROUP_MEMBER_STATES)[number];

/** Groups and topics are drafts until published; unpublishing hides them from members (404). */
export const GROUP_ITEM_STATUSES = ['draft', 'published'] as const;
export type GroupItemStatus = (typeof GROUP_ITEM_STATUSES)[number];

/** The member list filters of `/groups` (spec section 4). */
export const GROUP_LIST_FILTERS = ['all', 'invited', 'pinned', 'joined', 'mine'] as const;
export type GroupListFilter = (typeof GROUP_LIST_FILTERS)[number];

/** A topic's state on the app's clock: before its window, inside it, after it. */
export const GROUP_TOPIC_PHASES = ['upcoming', 'open', 'closed'] as const;
export type GroupTopicPhase = (typeof GROUP_TOPIC_PHASES)[number];

export const SEGMENT_OPERATORS = ['include', 'exclude'] as const;
export type SegmentOperator = (typeof SEGMENT_OPERATORS)[number];

/** The group's mail templates (spec section 3). */
export const GROUP_MAIL_KINDS = [
  'invitation',
  'registration_complete',
  'answer_reminder',
  'topic_opening',
  'comment_notice',
] as const;
export type GroupMailKind = (typeof GROUP_MAIL_KINDS)[number];

/** Limits (docs/DECISIONS.md "Groups"). */
export const GROUP_LIMITS = {
  nameMax: 100,
  descriptionMax: 5000,
  topicTitleMax: 200,
  postBodyMax: 5000,
  commentBodyMax: 2000,
  imagesPerPost: 10,
  videoLinksPerPost: 5,
  pollOptionsMin: 2,
  pollOptionsMax: 20,
  pollOptionMax: 100,
  pollQuestionMax: 300,
  imageBytes: 3 * 1024 * 1024,
} as const;
