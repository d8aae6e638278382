// Everything about who may do what in a group, in one place (docs/ARCHITECTURE.md "Policies";
// docs/DECISIONS.md "Groups"). A group, topic or post someone may not see answers 404, not 403.
// The rules are pure functions over facts the caller loads (the group, the reader's membership,
// the topic, the reader's segments), all on the app's clock, so every route asks the same
// question the same way. `policy.test.ts` is the table of every role by every state.
import type {
  GroupItemStatus,
  GroupMemberState,
  GroupRole,
  GroupTopicPhase,
  GroupVisibility,
  SegmentOperator,
} from '@fanclub/contract/group-codes';

/** A signed-in reader (every group call needs a session). */
export type GroupReader = {
  id: number;
  isAdmin: boolean;
  isBlocked: boolean;
};

/** The reader a signed-in user is to every group rule (only what the rules read). */
export const readerOf = (user: GroupReader): GroupReader => ({
  id: user.id,
  isAdmin: user.isAdmin,
  isBlocked: user.isBlocked,
});

export type GroupFacts = {
  status: GroupItemStatus;
  visibility: GroupVisibility;
  searchable: boolean;
  mrocEnabled: boolean;
};

/** The reader's row in group_members, or null. */
export type MembershipFacts = { role: GroupRole; state: GroupMemberState } | null;

/**
 * What a reader is to a group:
 * - `moderator`: admins everywhere, and joined moderators of this group (drafts included);
 * - `member`: joined participant or viewer of a published group;
 * - `invited`: invited to a published group, not joined yet (sees the group page, accepts);
 * - `visitor`: a published group they may look at and, when public, join;
 * - `none`: everything else (404).
 */
export type GroupStanding = 'moderator' | 'member' | 'invited' | 'visitor' | 'none';

export function groupStanding(
  reader: GroupReader,
  group: GroupFacts,
  membership: MembershipFacts,
): GroupStanding {
  if (reader.isAdmin) return 'moderator';
  if (membership?.state === 'joined' && membership.role === 'moderator') return 'moderator';
  if (group.status !== 'published') return 'none';
  if (membership?.state === 'joined') return 'member';
  if (membership?.state === 'invited') return 'invited';
  if (group.visibility === 'public' || group.searchable) return 'visitor';
  return 'none';
}

/** The group page (name, description, contact, topic titles). */
export const maySeeGroup = (s: GroupStanding) => s !== 'none';

type Logic<T> = { and: (a: T, b: T) => T; or: (a: T, b: T) => T; yes: T };

/** What the listing rule reads: of the group, and of the reader's membership row. */
type ListingFacts<T> = {
  published: T;
  searchable: T;
  /** Any membership row: invited or joined, in any role. */
  inGroup: T;
  joinedModerator: T;
};

/**
 * Listed in `/groups` "all" and its search, written once over an abstract and/or: `listedInAll`
 * evaluates it in memory, queries.ts as SQL. Admins list every group; others published groups
 * they are invited to or joined, published searchable groups, and groups they moderate (drafts
 * too). A published public group that is not searchable is reached by its link, not listed.
 */
export function listingRule<T>(reader: GroupReader, f: ListingFacts<T>, l: Logic<T>): T {
  if (reader.isAdmin) return l.yes;
  return l.or(l.and(f.published, l.or(f.inGroup, f.searchable)), f.joinedModerator);
}

export function listedInAll(
  reader: GroupReader,
  group: GroupFacts,
  membership: MembershipFacts,
): boolean {
  const facts: ListingFacts<boolean> = {
    published: group.status === 'published',
    searchable: group.searchable,
    inGroup: membership !== null,
    joinedModerator: membership?.state === 'joined' && membership.role === 'moderator',
  };
  return listingRule(reader, facts, { and: (a, b) => a && b, or: (a, b) => a || b, yes: true });
}

/** Join: a public group's visitor, or an invited member (accepting the invitation). */
export function mayJoin(standing: GroupStanding, group: GroupFacts): boolean {
  if (standing === 'invited') return true;
  return standing === 'visitor' && group.visibility === 'public';
}

/** Inside the group: topics, posts, members' pages. */
export const mayEnter = (s: GroupStanding) => s === 'moderator' || s === 'member';

/** Edit the group and its topics, invite, manage members, delete posts and comments, send mail. */
export const mayModerate = (s: GroupStanding) => s === 'moderator';

/** Create and delete groups, manage segments: admins only. */
export const mayAdministerGroups = (reader: GroupReader) => reader.isAdmin;

// ---------------------------------------------------------------------------------------------
// Topics
// ---------------------------------------------------------------------------------------------

export type TopicFacts = {
  status: GroupItemStatus;
  /** The main topic's status for a sub-topic; null for a main topic. */
  parentStatus: GroupItemStatus | null;
  opensAt: Date;
  closesAt: Date;
  segments: readonly { segmentId: number; operator: SegmentOperator }[];
};

/** Open from its opening minute (inclusive) to its closing minute (exclusive). */
export function topicPhase(topic: Pick<TopicFacts, 'opensAt' | 'closesAt'>, now = new Date()) {
  const t = now.getTime();
  const phase: GroupTopicPhase =
    t < topic.opensAt.getTime() ? 'upcoming' : t < topic.closesAt.getTime() ? 'open' : 'closed';
  return phase;
}

/** In any include segment (or there are none) and in no exclude segment. */
export function inTopicSegments(
  topic: Pick<TopicFacts, 'segments'>,
  readerSegmentIds: ReadonlySet<number>,
): boolean {
  const includes = topic.segments.filter((s) => s.operator === 'include');
  if (includes.length > 0 && !includes.some((s) => readerSegmentIds.has(s.segmentId))) return false;
  return !topic.segments.some((s) => s.operator === 'exclude' && readerSegmentIds.has(s.segmentId));
}

/**
 * Whether a reader sees a topic (its page, its posts as the rules below allow). Moderators see
 * every topic. Members see published topics (under a published main topic) whose segments
 * match them; in an MROC group, not before the topic opens.
 */
export function maySeeTopic(
  standing: GroupStanding,
  group: GroupFacts,
  topic: TopicFacts,
  readerSegmentIds: ReadonlySet<number>,
  now = new Date(),
): boolean {
  if (standing === 'moderator') return true;
  if (standing !== 'member') return false;
  if (topic.status !== 'published' || (topic.parentStatus ?? 'published') !== 'published')
    return false;
  if (!inTopicSegments(topic, readerSegmentIds)) return false;
  return !(group.mrocEnabled && topicPhase(topic, now) === 'upcoming');
}

/**
 * Write in a topic the reader sees (post, comment, like, vote): moderators and participants,
 * never viewers or blocked members; in an MROC group only while the topic is open.
 */
export function mayWriteInTopic(
  reader: GroupReader,
  standing: GroupStanding,
  membership: MembershipFacts,
  group: GroupFacts,
  topic: Pick<TopicFacts, 'opensAt' | 'closesAt'>,
  now = new Date(),
): boolean {
  if (reader.isBlocked) return false;
  if (standing !== 'moderator' && membership?.role !== 'participant') return false;
  if (standing !== 'moderator' && standing !== 'member') return false;
  return !group.mrocEnabled || topicPhase(topic, now) === 'open';
}

/**
 * Whether the reader sees the others' posts in a topic: always, except an MROC participant who
 * has not posted in it yet (they see their own posts only).
 */
export function seesOthersPosts(
  standing: GroupStanding,
  membership: MembershipFacts,
  group: GroupFacts,
  hasPostedInTopic: boolean,
): boolean {
  if (standing === 'moderator' || !group.mrocEnabled) return true;
  if (membership?.role !== 'participant') return true;
  return hasPostedInTopic;
}

/** Poll results: after voting, for moderators, and for everyone once the topic has closed. */
export function seesPollResults(
  standing: GroupStanding,
  hasVoted: boolean,
  topic: Pick<TopicFacts, 'opensAt' | 'closesAt'>,
  now = new Date(),
): boolean {
  return standing === 'moderator' || hasVoted || topicPhase(topic, now) === 'closed';
}

/** Edit a post or comment: its author while they may still write there. Delete: author or moderator. */
export const mayEditOwn = (readerId: number, authorId: number | null, mayWrite: boolean) =>
  authorId !== null && authorId === readerId && mayWrite;

export const mayDelete = (standing: GroupStanding, readerId: number, authorId: number | null) =>
  standing === 'moderator' || (authorId !== null && authorId === readerId);
