// The group policy as a table of every standing (guest is a 401 at the route, tested in
// routes.test.ts) by every group and topic state. The expectations are written out by hand,
// not derived from the rules, so a broken rule fails here; the opening and closing minute
// are checked to the millisecond.
import { describe, expect, it } from 'vitest';
import {
  groupStanding,
  mayJoin,
  maySeeGroup,
  maySeeTopic,
  mayWriteInTopic,
  seesOthersPosts,
  seesPollResults,
  topicPhase,
  type GroupFacts,
  type GroupReader,
  type MembershipFacts,
  type TopicFacts,
} from './policy';
import { GROUP_MEMBER_ROLES, GROUPS, type GroupName } from './group-fixtures';

const ROLES = GROUP_MEMBER_ROLES;
type Role = (typeof ROLES)[number];

const READERS: Record<Role, { reader: GroupReader; membership: MembershipFacts }> = {
  outsider: { reader: { id: 1, isAdmin: false, isBlocked: false }, membership: null },
  invited: {
    reader: { id: 2, isAdmin: false, isBlocked: false },
    membership: { role: 'participant', state: 'invited' },
  },
  viewer: {
    reader: { id: 3, isAdmin: false, isBlocked: false },
    membership: { role: 'viewer', state: 'joined' },
  },
  participant: {
    reader: { id: 4, isAdmin: false, isBlocked: false },
    membership: { role: 'participant', state: 'joined' },
  },
  moderator: {
    reader: { id: 5, isAdmin: false, isBlocked: false },
    membership: { role: 'moderator', state: 'joined' },
  },
  blocked: {
    reader: { id: 6, isAdmin: false, isBlocked: true },
    membership: { role: 'participant', state: 'joined' },
  },
  admin: { reader: { id: 7, isAdmin: true, isBlocked: false }, membership: null },
};

const standingOf = (role: Role, group: GroupFacts) =>
  groupStanding(READERS[role].reader, group, READERS[role].membership);

// ---------------------------------------------------------------------------------------------
// Groups
// ---------------------------------------------------------------------------------------------

/** [maySeeGroup, mayJoin] per role and group, written out. */
const GROUP_TABLE: Record<Role, Record<GroupName, [boolean, boolean]>> = {
  outsider: {
    publicListed: [true, true],
    publicUnlisted: [true, true],
    privateListed: [true, false],
    privateHidden: [false, false],
    draftPublic: [false, false],
    draftPrivate: [false, false],
  },
  invited: {
    publicListed: [true, true],
    publicUnlisted: [true, true],
    privateListed: [true, true],
    privateHidden: [true, true],
    draftPublic: [false, false],
    draftPrivate: [false, false],
  },
  viewer: {
    publicListed: [true, false],
    publicUnlisted: [true, false],
    privateListed: [true, false],
    privateHidden: [true, false],
    draftPublic: [false, false],
    draftPrivate: [false, false],
  },
  participant: {
    publicListed: [true, false],
    publicUnlisted: [true, false],
    privateListed: [true, false],
    privateHidden: [true, false],
    draftPublic: [false, false],
    draftPrivate: [false, false],
  },
  moderator: {
    publicListed: [true, false],
    publicUnlisted: [true, false],
    privateListed: [true, false],
    privateHidden: [true, false],
    draftPublic: [true, false],
    draftPrivate: [true, false],
  },
  blocked: {
    publicListed: [true, false],
    publicUnlisted: [true, false],
    privateListed: [true, false],
    privateHidden: [true, false],
    draftPublic: [false, false],
    draftPrivate: [false, false],
  },
  admin: {
    publicListed: [true, false],
    publicUnlisted: [true, false],
    privateListed: [true, false],
    privateHidden: [true, false],
    draftPublic: [true, false],
    draftPrivate: [true, false],
  },
};

describe('groups', () => {
  const cases = ROLES.flatMap((role) =>
    (Object.keys(GROUPS) as GroupName[]).map((g) => [role, g] as const),
  );
  it.each(cases)('%s in %s: see and join as the table says', (role, g) => {
    const standing = standingOf(role, GROUPS[g]);
    expect([maySeeGroup(standing), mayJoin(standing, GROUPS[g])]).toEqual(GROUP_TABLE[role][g]);
  });
});

// ---------------------------------------------------------------------------------------------
// Topics
// ---------------------------------------------------------------------------------------------

const NOW = new Date('2026-11-24T03:00:00.000Z'); // 12:00 in Japan
const MIN = 60_000;
const IN_SEGMENT = 10;
const OTHER_SEGMENT = 11;
const window = (openOffset: number, closeOffset: number) => ({
  opensAt: new Date(NOW.getTime() + openOffset),
  closesAt: new Date(NOW.getTime() + closeOffset),
});
const base = { status: 'published', parentStatus: null, segments: [] } as const;

const TOPICS = {
  draft: { ...base, status: 'draft', ...window(-60 * MIN, 60 * MIN) },
  underDraftMain: { ...base, parentStatus: 'draft', ...window(-60 * MIN, 60 * MIN) },
  upcoming: { ...base, ...window(MIN, 60 * MIN) },
  /** Opens one millisecond after now: still upcoming. */
  oneMsBeforeOpening: { ...base, ...window(1, 60 * MIN) },
  /** Opens this very minute: open (inclusive). */
  openingMinute: { ...base, ...window(0, 60 * MIN) },
  open: { ...base, ...window(-60 * MIN, 60 * MIN) },
  /** Closes one millisecond after now: still open. */
  lastMs: { ...base, ...window(-60 * MIN, 1) },
  /** Closes this very minute: closed (exclusive). */
  closingMinute: { ...base, ...window(-60 * MIN, 0) },
  closed: { ...base, ...window(-120 * MIN, -60 * MIN) },
  includeMine: {
    ...base,
    ...window(-60 * MIN, 60 * MIN),
    segments: [{ segmentId: IN_SEGMENT, operator: 'include' }],
  },
  includeOther: {
    ...base,
    ...window(-60 * MIN, 60 * MIN),
    segments: [{ segmentId: OTHER_SEGMENT, operator: 'include' }],
  },
  excludeMine: {
    ...base,
    ...window(-60 * MIN, 60 * MIN),
    segments: [{ segmentId: IN_SEGMENT, operator: 'exclude' }],
  },
  excludeOther: {
    ...base,
    ...window(-60 * MIN, 60 * MIN),
    segments: [{ segmentId: OTHER_SEGMENT, operator: 'exclude' }],
  },
} satisfies Record<string, TopicFacts>;
type TopicName = keyof typeof TOPICS;

it('phases: opening minute inclusive, closing minute exclusive', () => {
  const phases = Object.fromEntries(
    (Object.keys(TOPICS) as TopicName[]).map((t) => [t, topicPhase(TOPICS[t], NOW)]),
  );
  expect(phases).toEqual({
    draft: 'open',
    underDraftMain: 'open',
    upcoming: 'upcoming',
    oneMsBeforeOpening: 'upcoming',
    openingMinute: 'open',
    open: 'open',
    lastMs: 'open',
    closingMinute: 'closed',
    closed: 'closed',
    includeMine: 'open',
    includeOther: 'open',
    excludeMine: 'open',
    excludeOther: 'open',
  });
});

const ALL = Object.keys(TOPICS) as TopicName[];
const READABLE_NOW: TopicName[] = [
  'openingMinute',
  'open',
  'lastMs',
  'closingMinute',
  'closed',
  'includeMine',
  'excludeOther',
];
const UPCOMING: TopicName[] = ['upcoming', 'oneMsBeforeOpening'];

/** Topics each role sees, in an MROC group and in an ordinary one (both published, private). */
const SEES_TOPIC: Record<'mroc' | 'plain', Record<Role, TopicName[]>> = {
  mroc: {
    outsider: [],
    invited: [],
    viewer: READABLE_NOW,
    participant: READABLE_NOW,
    moderator: ALL,
    blocked: READABLE_NOW,
    admin: ALL,
  },
  plain: {
    outsider: [],
    invited: [],
    viewer: [...READABLE_NOW, ...UPCOMING],
    participant: [...READABLE_NOW, ...UPCOMING],
    moderator: ALL,
    blocked: [...READABLE_NOW, ...UPCOMING],
    admin: ALL,
  },
};

const WRITABLE_MROC: TopicName[] = [
  'draft',
  'underDraftMain',
  'openingMinute',
  'open',
  'lastMs',
  'includeMine',
  'includeOther',
  'excludeMine',
  'excludeOther',
];
/** Where each role may write (mayWriteInTopic is asked only about topics the reader sees). */
const WRITES: Record<'mroc' | 'plain', Record<Role, TopicName[]>> = {
  mroc: {
    outsider: [],
    invited: [],
    viewer: [],
    participant: WRITABLE_MROC,
    moderator: WRITABLE_MROC,
    blocked: [],
    admin: WRITABLE_MROC,
  },
  plain: {
    outsider: [],
    invited: [],
    viewer: [],
    participant: ALL,
    moderator: ALL,
    blocked: [],
    admin: ALL,
  },
};

const groupFor = (kind: 'mroc' | 'plain'): GroupFacts => ({
  ...GROUPS.privateHidden,
  mrocEnabled: kind === 'mroc',
});
const mine = new Set([IN_SEGMENT]);

describe.each(['mroc', 'plain'] as const)('topics in an %s group', (kind) => {
  const group = groupFor(kind);
  it.each(ROLES)('%s sees exactly the topics of the table', (role) => {
    const standing = standingOf(role, group);
    const seen = ALL.filter((t) => maySeeTopic(standing, group, TOPICS[t], mine, NOW));
    expect(seen.sort()).toEqual([...SEES_TOPIC[kind][role]].sort());
  });
  it.each(ROLES)('%s writes exactly where the table says', (role) => {
    const { reader, membership } = READERS[role];
    const standing = standingOf(role, group);
    const writes = ALL.filter((t) =>
      mayWriteInTopic(reader, standing, membership, group, TOPICS[t], NOW),
    );
    expect(writes.sort()).toEqual([...WRITES[kind][role]].sort());
  });
});

/** [before posting, after posting] for seesOthersPosts. */
const SEES_OTHERS: Record<'mroc' | 'plain', Record<Role, [boolean, boolean]>> = {
  mroc: {
    outsider: [true, true],
    invited: [false, true],
    viewer: [true, true],
    participant: [false, true],
    moderator: [true, true],
    blocked: [false, true],
    admin: [true, true],
  },
  plain: {
    outsider: [true, true],
    invited: [true, true],
    viewer: [true, true],
    participant: [true, true],
    moderator: [true, true],
    blocked: [true, true],
    admin: [true, true],
  },
};

describe.each(['mroc', 'plain'] as const)("others' posts in an %s group", (kind) => {
  const group = groupFor(kind);
  it.each(ROLES)('%s before and after posting', (role) => {
    const standing = standingOf(role, group);
    const { membership } = READERS[role];
    // Outsiders and invited members never reach a topic (maySeeTopic), whatever this says.
    expect([
      seesOthersPosts(standing, membership, group, false),
      seesOthersPosts(standing, membership, group, true),
    ]).toEqual(SEES_OTHERS[kind][role]);
  });
});

/** Poll results: [not voted while open, voted while open, not voted at the closing minute]. */
const RESULTS: Record<Role, [boolean, boolean, boolean]> = {
  outsider: [false, true, true],
  invited: [false, true, true],
  viewer: [false, true, true],
  participant: [false, true, true],
  moderator: [true, true, true],
  blocked: [false, true, true],
  admin: [true, true, true],
};

it.each(ROLES)('%s sees poll results as the table says', (role) => {
  const standing = standingOf(role, GROUPS.privateHidden);
  expect([
    seesPollResults(standing, false, TOPICS.lastMs, NOW),
    seesPollResults(standing, true, TOPICS.open, NOW),
    seesPollResults(standing, false, TOPICS.closingMinute, NOW),
  ]).toEqual(RESULTS[role]);
});
