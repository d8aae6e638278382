// Everything about who may do what with a post, in one place (docs/ARCHITECTURE.md "Policies";
// docs/DECISIONS.md "Posts"); a post someone may not see answers 404, not 403. Who may SEE a
// post is written once, in `seeRule`, over an abstract and/or; `postCondition` evaluates it as
// SQL (lists, lookups) and `mayAccessPost` in memory (a row already loaded): both use the app's
// clock, never the database's, so they agree (the policy test checks every role and state). What
// makes a post live is written the same way, once (`liveRule`), for the feed, the admin list's
// filters and the statistics.
import { and, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Audience } from '@fanclub/contract/audience';
import type { PostState } from '@fanclub/contract/posts';
import type { UserRow } from '../../db/schema/index';
import { posts } from '../../db/schema/index';
import { audienceMatches } from '../audience/match';
import { audienceIncludes, type Viewer } from '../audience/sql';

/** A signed-in reader: the profile an audience is checked against, and the flags. */
export type PostReader = Viewer & Pick<UserRow, 'isAdmin' | 'isBlocked'>;

/**
 * `see`: read a post, its comments and reactions, and comment or react on it.
 * `moderate`: read a post's conversation: admins any post, everyone else as `see`.
 */
export type PostAccess = 'see' | 'moderate';

type Logic<T> = { and: (a: T, b: T) => T; or: (a: T, b: T) => T; yes: T };
const SQL_LOGIC: Logic<SQL> = {
  and: (a, b) => and(a, b)!,
  or: (a, b) => or(a, b)!,
  yes: sql`true`,
};
const BOOLEAN_LOGIC: Logic<boolean> = { and: (a, b) => a && b, or: (a, b) => a || b, yes: true };

// ---------------------------------------------------------------------------------------------
// Live
// ---------------------------------------------------------------------------------------------

/** `due`: the publish time is set and has come; `ahead`: it is set and still to come. */
type StageFacts<T> = { published: T; due: T; ahead: T };

/**
 * Live = published and its publish time has come. Drafts have none; publishing without a time
 * stores the current one, so a published post without a time is not live (never shown).
 * Scheduled = published with its publish time ahead.
 */
const liveRule = <T>(f: StageFacts<T>, l: Logic<T>) => l.and(f.published, f.due);
const scheduledRule = <T>(f: StageFacts<T>, l: Logic<T>) => l.and(f.published, f.ahead);

/** The columns the rule reads, of `posts` or an alias of it. */
type PostColumns = { status: AnyPgColumn; publishAt: AnyPgColumn };
/** The app's clock, as a time or as SQL (a prepared statement's placeholder). */
type Clock = Date | SQL;

const sqlStage = (now: Clock, t: PostColumns): StageFacts<SQL> => ({
  published: eq(t.status, 'published'),
  due: lte(t.publishAt, now),
  ahead: gt(t.publishAt, now),
});

type StageInput = { status: string; publishAt: Date | null };
const memoryStage = (post: StageInput, now: Date): StageFacts<boolean> => ({
  published: post.status === 'published',
  due: post.publishAt !== null && post.publishAt.getTime() <= now.getTime(),
  ahead: post.publishAt !== null && post.publishAt.getTime() > now.getTime(),
});

/** Live posts as a condition (the feed, the admin list's "published", the statistics). */
export const livePost = (now: Clock = new Date(), table: PostColumns = posts): SQL =>
  liveRule(sqlStage(now, table), SQL_LOGIC);

/** Scheduled posts as a condition. */
export const scheduledPost = (now: Clock = new Date(), table: PostColumns = posts): SQL =>
  scheduledRule(sqlStage(now, table), SQL_LOGIC);

export const isLivePost = (post: StageInput, now = new Date()): boolean =>
  liveRule(memoryStage(post, now), BOOLEAN_LOGIC);

export const isScheduledPost = (post: StageInput, now = new Date()): boolean =>
  scheduledRule(memoryStage(post, now), BOOLEAN_LOGIC);

/**
 * The state an admin sees: draft, published (live) or scheduled (published, not live yet; a
 * published post without a time shows so too, though only posts with a time ahead are counted
 * and filtered as scheduled).
 */
export function postState(post: StageInput, now = new Date()): PostState {
  const stage = memoryStage(post, now);
  if (!stage.published) return 'draft';
  return liveRule(stage, BOOLEAN_LOGIC) ? 'published' : 'scheduled';
}

// ---------------------------------------------------------------------------------------------
// Seeing
// ---------------------------------------------------------------------------------------------

type Facts<T> = { live: T; forEveryone: T; inAudience: T; authored: T };

/**
 * The rule (live: see above). Guests see live posts meant for everyone; members
 * live posts in their audience and their own; admins every live post. Blocking restricts
 * commenting and posting, not reading, so a blocked member sees what a member sees.
 */
function seeRule<T>(reader: PostReader | null, access: PostAccess, f: Facts<T>, l: Logic<T>): T {
  if (reader?.isAdmin) return access === 'moderate' ? l.yes : f.live;
  if (!reader) return l.and(f.live, f.forEveryone);
  return l.and(f.live, l.or(f.inAudience, f.authored));
}

/** The rule as a condition on `posts`, for lists and lookups. */
export function postCondition(
  reader: PostReader | null,
  access: PostAccess = 'see',
  now = new Date(),
): SQL {
  const facts: Facts<SQL> = {
    live: livePost(now),
    forEveryone: sql`${posts.audienceAll}`,
    inAudience: reader
      ? audienceIncludes(posts.audience, reader, now, posts.audienceAll)
      : sql`false`,
    authored: reader ? eq(posts.authorId, reader.id) : sql`false`,
  };
  return seeRule(reader, access, facts, SQL_LOGIC);
}

/**
 * The part of the rule every signed-in reader shares, whoever they are: a live post for everyone
 * is seen by members and admins alike (by `seeRule`: live and in every member's audience). The
 * feed pages and counts these once for all readers (feed/live-list.ts) and decides the rest per
 * reader with `mayAccessPost`; feed/shared-list.test.ts checks it against `mayAccessPost`.
 */
export function seenByEveryReader(now = new Date()): SQL {
  const member = seeRule(
    SOME_MEMBER,
    'see',
    everyoneFacts(livePost(now), sql`${posts.audienceAll}`),
    SQL_LOGIC,
  );
  const admin = seeRule(
    SOME_ADMIN,
    'see',
    everyoneFacts(livePost(now), sql`${posts.audienceAll}`),
    SQL_LOGIC,
  );
  return and(member, admin)!;
}

/** Facts true of a post for any reader at all: in their audience only when it is for everyone. */
const everyoneFacts = (live: SQL, forEveryone: SQL): Facts<SQL> => ({
  live,
  forEveryone,
  inAudience: forEveryone,
  authored: sql`false`,
});
/** The rule reads only these flags of a reader when the facts do not depend on who they are. */
const SOME_MEMBER = { isAdmin: false } as PostReader;
const SOME_ADMIN = { isAdmin: true } as PostReader;

export type PostFacts = {
  status: string;
  publishAt: Date | null;
  audience: Audience;
  authorId: number | null;
};

/** The rule on a loaded post. `segmentIds`: the reader's segments, if the audience names any. */
export function mayAccessPost(
  reader: (PostReader & { segmentIds?: readonly number[] }) | null,
  post: PostFacts,
  access: PostAccess = 'see',
  now = new Date(),
): boolean {
  const facts: Facts<boolean> = {
    live: isLivePost(post, now),
    forEveryone: post.audience.type === 'all',
    inAudience: reader !== null && audienceMatches(post.audience, reader, now),
    authored: reader !== null && post.authorId === reader.id,
  };
  return seeRule(reader, access, facts, BOOLEAN_LOGIC);
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/** The kind of post this user may write, or null when they may not write at all. */
export function authorKind(user: UserRow): 'admin' | 'member' | null {
  if (user.isAdmin) return 'admin';
  if (user.isBlocked || !user.canPost || user.status !== 'active') return null;
  return 'member';
}

type PostRef = { authorId: number | null };

/** Admins, or the author while they may still post. */
export function canEditPost(user: UserRow, post: PostRef): boolean {
  if (user.isAdmin) return true;
  return post.authorId === user.id && authorKind(user) === 'member';
}

/** Authors may take their own posts down even after losing the posting permission. */
export function canDeletePost(user: UserRow, post: PostRef): boolean {
  return user.isAdmin || (post.authorId !== null && post.authorId === user.id);
}

/** Commenting and reacting need a post the reader may see; commenting also an unblocked reader. */
export const canCommentOn = (user: Pick<UserRow, 'isBlocked'>) => !user.isBlocked;
