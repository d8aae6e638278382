// The funders' report: membership and the point economy, in Japan-time months; no personal data.
import { MEMBER_STATUSES, type MemberStatus, type UiLocale } from '@fanclub/contract/codes';
import type { PointType } from '@fanclub/contract/reference';
import type { Report } from '@fanclub/contract/statistics';
import type { ExchangeStatus, RewardType } from '@fanclub/contract/rewards';
import { fromJapanParts, japanParts, japanMonth } from '@fanclub/contract/japan-time';
import type { Db } from '../../db/client';
import {
  donationsBetween,
  exchangesByRewardAndStatus,
  membersByStatus,
  newMembersPerMonth,
  outstandingPoints,
  pointsIssuedPerMonth,
} from './queries';

/** The UTC instant a Japan-time month starts (month index may run past 0–11). */
function japanMonthStart(year: number, monthIndex: number): Date {
  return fromJapanParts(year, monthIndex + 1);
}

/** The last twelve Japan-time months, oldest first, and the instant the first one starts. */
export function lastTwelveMonths(now: Date) {
  const { year, month: monthNumber } = japanParts(now);
  const month = monthNumber - 1;
  const months = Array.from({ length: 12 }, (_, i) =>
    japanMonth(japanMonthStart(year, month - 11 + i)),
  );
  return { months, since: japanMonthStart(year, month - 11) };
}

/** The half-year whose donations are paid together (end of June, end of December). */
export function currentHalfYear(now: Date) {
  const { year, month } = japanParts(now);
  const first = month <= 6;
  const startMonth = first ? 0 : 6;
  return {
    from: `${year}-${first ? '01-01' : '07-01'}`,
    to: `${year}-${first ? '06-30' : '12-31'}`,
    start: japanMonthStart(year, startMonth),
    end: japanMonthStart(year, startMonth + 6),
  };
}

export async function buildReport(db: Db, locale: UiLocale, now = new Date()): Promise<Report> {
  const { months, since } = lastTwelveMonths(now);
  const half = currentHalfYear(now);
  const [statuses, newMembers, issued, exchanged, donations, outstanding] = await Promise.all([
    membersByStatus(db),
    newMembersPerMonth(db, since),
    pointsIssuedPerMonth(db, since),
    exchangesByRewardAndStatus(db),
    donationsBetween(db, half.start, half.end),
    outstandingPoints(db),
  ]);
  const byStatus = Object.fromEntries(MEMBER_STATUSES.map((s) => [s, 0])) as Record<
    MemberStatus,
    number
  >;
  for (const row of statuses) byStatus[row.status as MemberStatus] = row.count;
  const newByMonth = new Map(newMembers.map((r) => [r.month, r.count]));
  const pointsIssued = issued
    .map((r) => ({ month: r.month, type: r.type as PointType, points: r.points }))
    .sort((a, b) => a.month.localeCompare(b.month) || a.type.localeCompare(b.type));
  return {
    generatedAt: now.toISOString(),
    months,
    members: {
      byStatus,
      total: statuses.reduce((sum, r) => sum + r.count, 0),
      newPerMonth: months.map((month) => ({ month, count: newByMonth.get(month) ?? 0 })),
    },
    pointsIssued,
    pointsIssuedTotal: pointsIssued.reduce((sum, r) => sum + r.points, 0),
    pointsExchanged: exchanged.map((r) => ({
      rewardId: r.rewardId,
      rewardName: locale === 'ja' ? r.nameJa : r.nameEn,
      type: r.type as RewardType,
      status: r.status as ExchangeStatus,
      requests: r.requests,
      points: r.points,
    })),
    donationPool: { from: half.from, to: half.to, ...donations },
    outstanding: {
      points: outstanding.points,
      yen: outstanding.points,
      members: outstanding.members,
    },
  };
}
