// Test data for the panel health tests: members, campaigns and respondent rows generated from a
// fixed seed, and the figures they must give, counted here in plain code (not in SQL). Times are
// whole days plus a quarter or a half from now, so none lies within hours of a 90- or 365-day
// boundary while the test runs.
import type { HoldReason, RespondentStatus, ReviewStatus } from '@fanclub/contract/campaigns';
import { japanMonth } from '@fanclub/contract/japan-time';
import { ageGroupOf } from '@fanclub/contract/reference';

const DAY = 86_400_000;

export type GenMember = {
  id: number;
  status: string;
  gender: string;
  prefecture: string | null;
  yearOfBirth: number;
  createdAt: Date;
};
export type GenAnswer = {
  campaignId: number;
  userId: number;
  status: RespondentStatus;
  invitedAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  holdReason: HoldReason | null;
  reviewStatus: ReviewStatus | null;
};

/** A small deterministic generator, so a failure can be reproduced. */
export function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Days before now when each generated campaign started (two before the twelve months). */
export const CAMPAIGN_DAYS = [520, 400, 330, 250, 200, 120, 95, 60, 30, 12, 3];

/** Respondent rows of one campaign over the members who had joined when it started. */
export function answersFor(
  random: () => number,
  campaignId: number,
  startDays: number,
  members: GenMember[],
  now: number,
): GenAnswer[] {
  const rows: GenAnswer[] = [];
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  for (const m of members) {
    if (random() < 0.35) continue;
    const k = Math.floor(random() * Math.min(6, startDays - 1));
    const invitedAt = new Date(now - (startDays - k - 0.25) * DAY);
    if (m.createdAt >= invitedAt) continue;
    const status = pick([
      'invited',
      'invited',
      'invited',
      'started',
      'completed',
      'completed',
      'completed',
      'screenout',
      'overquota',
    ] as const);
    const finished = status !== 'invited' && status !== 'started';
    const held = finished && random() < 0.3;
    rows.push({
      campaignId,
      userId: m.id,
      status,
      // A few entered the survey without an invitation (the rates leave them out).
      invitedAt: status !== 'invited' && random() < 0.08 ? null : invitedAt,
      startedAt: status === 'invited' ? null : new Date(invitedAt.getTime() + DAY / 2),
      finishedAt: finished ? new Date(invitedAt.getTime() + DAY) : null,
      holdReason: held ? pick(['duplicate', 'speeder', 'earn_cap'] as const) : null,
      reviewStatus: held ? pick(['pending', 'approved', 'rejected'] as const) : null,
    });
  }
  return rows;
}

const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

/** Members and active members (a finished answer since `activeSince`) per code. */
export function expectedActive(
  members: GenMember[],
  answers: GenAnswer[],
  dimension: 'age' | 'gender' | 'prefecture',
  activeSince: Date,
) {
  const year = new Date().getUTCFullYear();
  const active = new Set(
    answers.filter((a) => a.finishedAt && a.finishedAt >= activeSince).map((a) => a.userId),
  );
  const counts = new Map<string, { members: number; active: number }>();
  for (const m of members) {
    if (m.status !== 'active') continue;
    const code =
      dimension === 'gender'
        ? m.gender
        : dimension === 'prefecture'
          ? (m.prefecture ?? 'unknown')
          : (ageGroupOf(year - m.yearOfBirth) ?? 'under10');
    const c = counts.get(code) ?? { members: 0, active: 0 };
    c.members += 1;
    if (active.has(m.id)) c.active += 1;
    counts.set(code, c);
  }
  return counts;
}

/** Invited / responded / completed counts over invited rows. */
export function tally(rows: GenAnswer[]) {
  const invited = rows.filter((a) => a.invitedAt !== null);
  return {
    invited: invited.length,
    responded: invited.filter((a) => a.status !== 'invited').length,
    completed: invited.filter((a) => a.status === 'completed').length,
  };
}

/** Per month: members joined by its end, and members per invitation count (0 … 5+). */
export function expectedInvitations(
  members: GenMember[],
  answers: GenAnswer[],
  months: string[],
  monthEnd: (month: string) => Date,
) {
  const active = new Map(members.filter((m) => m.status === 'active').map((m) => [m.id, m]));
  const perMemberMonth = new Map<string, number>();
  for (const a of answers)
    if (a.invitedAt && active.has(a.userId))
      bump(perMemberMonth, `${a.userId}|${japanMonth(a.invitedAt)}`);
  return months.map((month) => {
    const joined = [...active.values()].filter((m) => m.createdAt < monthEnd(month));
    const counts = [0, 0, 0, 0, 0, 0];
    for (const m of joined) counts[Math.min(perMemberMonth.get(`${m.id}|${month}`) ?? 0, 5)]! += 1;
    return { month, members: joined.length, counts };
  });
}

/** Active members by their last answer, and the quiet ones invited within the year. */
export function expectedRecency(
  members: GenMember[],
  answers: GenAnswer[],
  activeSince: Date,
  yearSince: Date,
) {
  const result = { recent: 0, year: 0, older: 0, never: 0, invitedInYear: 0 };
  for (const m of members) {
    if (m.status !== 'active') continue;
    const mine = answers.filter((a) => a.userId === m.id);
    const times = mine.flatMap((a) => (a.finishedAt ? [a.finishedAt.getTime()] : []));
    const last = times.length ? Math.max(...times) : null;
    if (last === null) result.never += 1;
    else if (last >= activeSince.getTime()) result.recent += 1;
    else if (last >= yearSince.getTime()) result.year += 1;
    else result.older += 1;
    if (
      (last === null || last < yearSince.getTime()) &&
      mine.some((a) => a.invitedAt && a.invitedAt >= yearSince)
    )
      result.invitedInYear += 1;
  }
  return result;
}
