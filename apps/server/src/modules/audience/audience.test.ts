// The audience SQL against a reference filter in plain TypeScript, over generated members.
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Audience } from '@fanclub/contract/audience';
import { japanDay } from '@fanclub/contract/japan-time';
import { posts, segmentMembers, segments, users, type UserRow } from '../../db/schema/index';
import { buildMember, useTestApp } from '../../../test/helpers';
import { recordMailEvents } from '../suppression/record';
import { audienceMatches } from './match';
import { countAudience } from './queries';
import { audienceIncludes, membersMatching, type Viewer } from './sql';

const ctx = useTestApp();
const members: UserRow[] = [];
const NOW = new Date();
const YEAR = NOW.getFullYear();

const PREFECTURES = ['JPPRF13', 'JPPRF27', 'JPPRF34', 'JPPRF37', null];
const LANGUAGES = ['ja', 'en', 'zh', 'ko'];
const GENDERS = ['GD01', 'GD02', 'GD00'];
const COUNTRIES = ['CT001', 'CT002', null];
const STATUSES = ['active', 'active', 'active', 'provisional', 'unsubscribed'] as const;
/** Registration times spread over two years, some on the edges of Japan-time days. */
const REGISTERED = [
  '2025-03-31T14:59:59Z', // 2025-03-31 23:59:59 in Japan
  '2025-03-31T15:00:00Z', // 2025-04-01 00:00 in Japan
  '2025-10-10T03:00:00Z',
  '2026-01-01T00:00:00Z',
  '2026-06-15T12:00:00Z',
];
/** Segment ids (1-based positions in `segmentIds`) per member, by the member's index. */
const segmentIds: number[] = [];
const memberSegments = new Map<number, number[]>();

/** A small deterministic generator, so a failure can be replayed. */
function* numbers(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2147483648;
    yield x;
  }
}

beforeAll(async () => {
  const gen = numbers(20261123);
  const pick = <T>(list: readonly T[]) => list[gen.next().value! % list.length]!;
  for (let i = 0; i < 150; i += 1) {
    members.push(
      await buildMember(ctx.db, {
        yearOfBirth: YEAR - (16 + (gen.next().value! % 70)),
        gender: pick(GENDERS),
        mainLanguage: pick(LANGUAGES),
        prefecture: pick(PREFECTURES),
        countryOfResidence: pick(COUNTRIES),
        nationality: pick(COUNTRIES),
        status: pick(STATUSES),
        createdAt: new Date(pick(REGISTERED)),
        newsletterConsent: gen.next().value! % 3 !== 0,
        surveyConsent: gen.next().value! % 4 !== 0,
      }),
    );
  }
  for (const name of ['しまなみ参加者', '直島アート好き']) {
    const [row] = await ctx.db.insert(segments).values({ name }).returning({ id: segments.id });
    segmentIds.push(row!.id);
  }
  for (const [i, member] of members.entries()) {
    const mine = segmentIds.filter((_, k) => (i + k) % (k + 2) === 0);
    memberSegments.set(member.id, mine);
    for (const segmentId of mine)
      await ctx.db.insert(segmentMembers).values({ segmentId, userId: member.id });
  }
});

/** A Japan-time calendar day of a time. */

/** The reference: what an admin means by the audience, member by member. */
function matches(a: Audience, m: Viewer): boolean {
  if (a.type === 'all') return true;
  const age = YEAR - m.yearOfBirth;
  if (a.ageMin !== undefined && age < a.ageMin) return false;
  if (a.ageMax !== undefined && age > a.ageMax) return false;
  if (a.gender && m.gender !== a.gender) return false;
  if (a.mainLanguage && m.mainLanguage !== a.mainLanguage) return false;
  if (a.prefectures?.length && !a.prefectures.includes(m.prefecture ?? '')) return false;
  if (a.countries?.length && !a.countries.includes(m.countryOfResidence ?? '')) return false;
  if (a.nationalities?.length && !a.nationalities.includes(m.nationality ?? '')) return false;
  if (a.registeredFrom && japanDay(m.createdAt) < a.registeredFrom) return false;
  if (a.registeredTo && japanDay(m.createdAt) > a.registeredTo) return false;
  const mine = memberSegments.get(m.id) ?? [];
  const include = a.segments?.include ?? [];
  const exclude = a.segments?.exclude ?? [];
  if (include.length && !include.some((id) => mine.includes(id))) return false;
  if (exclude.some((id) => mine.includes(id))) return false;
  return true;
}

const AUDIENCES: Audience[] = [
  { type: 'all' },
  { type: 'custom' },
  { type: 'custom', ageMin: 20, ageMax: 39, prefectures: ['JPPRF13'] },
  { type: 'custom', ageMin: 60 },
  { type: 'custom', ageMax: 25, mainLanguage: 'en' },
  { type: 'custom', gender: 'GD02', prefectures: ['JPPRF34', 'JPPRF37'] },
  { type: 'custom', countries: ['CT001'], mainLanguage: 'ja', ageMin: 30, ageMax: 30 },
  { type: 'custom', prefectures: [], countries: [] },
  { type: 'custom', nationalities: ['CT002'], gender: 'GD01' },
  { type: 'custom', registeredFrom: '2025-04-01' },
  { type: 'custom', registeredTo: '2025-03-31' },
  { type: 'custom', registeredFrom: '2025-10-10', registeredTo: '2026-01-01', ageMax: 50 },
];

/** Audiences over segments: their ids are only known once the segments exist. */
const segmentAudiences = (): Audience[] => [
  { type: 'custom', segments: { include: [segmentIds[0]!] } },
  { type: 'custom', segments: { exclude: [segmentIds[1]!] } },
  { type: 'custom', segments: { include: segmentIds, exclude: [segmentIds[0]!] }, ageMin: 30 },
];

describe('membersMatching', () => {
  it.each(AUDIENCES.map((a) => [JSON.stringify(a), a] as const))(
    'counts the active members the reference filter finds: %s',
    async (_, audience) => {
      const [row] = await ctx.db
        .select({ n: count() })
        .from(users)
        .where(membersMatching(audience, NOW));
      const expected = members.filter((m) => m.status === 'active' && matches(audience, m)).length;
      // The test database holds only these members (plus none from other files).
      expect(Number(row!.n)).toBe(expected);
    },
  );

  it('matches the reference over segments, and with each mail consent', async () => {
    for (const audience of [...AUDIENCES, ...segmentAudiences()]) {
      for (const consent of [undefined, 'newsletter', 'survey'] as const) {
        const rows = await ctx.db
          .select({ id: users.id })
          .from(users)
          .where(membersMatching(audience, NOW, consent ? { consent } : {}));
        const expected = members
          .filter(
            (m) =>
              m.status === 'active' &&
              matches(audience, m) &&
              (consent !== 'newsletter' || m.newsletterConsent) &&
              (consent !== 'survey' || m.surveyConsent),
          )
          .map((m) => m.id)
          .sort((a, b) => a - b);
        expect(
          rows.map((r) => r.id).sort((a, b) => a - b),
          `${JSON.stringify(audience)} ${consent ?? ''}`,
        ).toEqual(expected);
      }
    }
  });
});

describe('audienceIncludes', () => {
  it('shows each member exactly the posts whose audience includes them', async () => {
    const ids: number[] = [];
    const audiences = [...AUDIENCES, ...segmentAudiences()];
    for (const [i, audience] of audiences.entries()) {
      const [p] = await ctx.db
        .insert(posts)
        .values({ title: `post ${i}`, contents: '<p>瀬戸内</p>', status: 'published', audience })
        .returning({ id: posts.id });
      ids.push(p!.id);
    }
    for (const member of members.slice(0, 40)) {
      const rows = await ctx.db
        .select({ id: posts.id })
        .from(posts)
        .where(
          sql`${audienceIncludes(posts.audience, member, NOW, posts.audienceAll)} and ${posts.status} = 'published'`,
        );
      const seen = rows.map((r) => r.id).sort((a, b) => a - b);
      const expected = ids.filter((_, i) => matches(audiences[i]!, member));
      expect(seen, `member ${member.id}`).toEqual(expected);
    }
    await ctx.db.delete(posts).where(eq(posts.status, 'published'));
  });
});

describe('audienceMatches', () => {
  // The in-memory twin (match.ts) decides a member's targeted posts on their first feed page; it is
  // held to the same reference over every audience, registration days on Japan-time edges included.
  it('agrees with the reference for every member and audience', () => {
    for (const audience of [...AUDIENCES, ...segmentAudiences()])
      for (const member of members) {
        const viewer = { ...member, segmentIds: memberSegments.get(member.id) ?? [] };
        expect(
          audienceMatches(audience, viewer, NOW),
          `${JSON.stringify(audience)} ${member.id}`,
        ).toBe(matches(audience, member));
      }
  });
});

describe('countAudience', () => {
  /** Everyone, one language, a registration window: summed from member_stat_counts; the rest from users. */
  const counted: Audience[] = [
    ...AUDIENCES,
    { type: 'custom', mainLanguage: 'en' },
    { type: 'custom', mainLanguage: 'ko', prefectures: [] },
    {
      type: 'custom',
      mainLanguage: 'ja',
      registeredFrom: '2025-04-01',
      registeredTo: '2026-01-01',
    },
  ];

  /** Members whose address is on the suppression list. */
  const suppressedIds = new Set<number>();

  async function expectExact() {
    for (const audience of [...counted, ...segmentAudiences()]) {
      const active = members.filter((m) => m.status === 'active' && matches(audience, m));
      // What a sendout batch snapshots: the same condition with the newsletter consent.
      const [mailed] = await ctx.db
        .select({ n: count() })
        .from(users)
        .where(membersMatching(audience, new Date(), { consent: 'newsletter' }));
      const figures = await countAudience(ctx.db, audience);
      expect(figures, JSON.stringify(audience)).toEqual({
        count: active.length,
        newsletter: active.filter((m) => m.newsletterConsent).length,
        suppressed: active.filter((m) => m.newsletterConsent && suppressedIds.has(m.id)).length,
      });
      expect(figures.newsletter).toBe(Number(mailed!.n));
    }
  }

  it('counts exactly the active members, and of them those the newsletter mail reaches', async () => {
    await expectExact();
  });

  it('stays exact after members change status, consent and language', async () => {
    const changes: Array<Partial<UserRow>> = [
      { status: 'unsubscribed' },
      { status: 'active', newsletterConsent: false },
      { mainLanguage: 'en', newsletterConsent: true },
      { status: 'cancelled', mainLanguage: 'ko' },
    ];
    for (const [i, change] of changes.entries()) {
      const member = members[i * 7]!;
      await ctx.db.update(users).set(change).where(eq(users.id, member.id));
      Object.assign(member, change);
    }
    await expectExact();
  });

  it('counts the newsletter members a batch leaves out for the suppression list', async () => {
    for (const member of members.slice(1, 40).filter((_, i) => i % 5 === 0)) {
      await recordMailEvents(ctx.db, [
        { email: member.email, kind: 'hard_bounce', source: 'smtp' },
      ]);
      suppressedIds.add(member.id);
    }
    await expectExact();
  });
});
