// The panel health page: runs the figures' queries side by side and shapes them for the
// contract. Months are Japan-time calendar months: the current one and the eleven before it.
import type { UiLocale } from '@fanclub/contract/codes';
import { japanMonth, japanMonthStart } from '@fanclub/contract/japan-time';
import {
  ACTIVE_DAYS,
  DORMANT_DAYS,
  EARLIER_COHORT,
  INVITATION_BUCKETS,
  PANEL_DIMENSIONS,
  type ActiveBucket,
  type PanelDimension,
  type PanelHealth,
} from '@fanclub/contract/panel-health';
import type { Db } from '../../db/client';
import { titleFor } from '../campaigns/presenter';
import { presentBuckets } from '../statistics/presenter';
import {
  activeByDimension,
  answerRecency,
  campaignAnswers,
  cohortAnswers,
  invitationsPerMonth,
  membersByCohort,
  reviewFigures,
} from './health-queries';

const DAY_MS = 86_400_000;
const MONTHS = 12;

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

type Answers = { invited: number; responded: number; completed: number };
const withRates = <T extends Answers>(row: T) => ({
  ...row,
  responseRate: ratio(row.responded, row.invited),
  completionRate: ratio(row.completed, row.responded),
});

/** Members and active members per code, named and ordered as the fan statistics do. */
function presentActive(
  dimension: PanelDimension,
  rows: Array<{ value: string | null; members: number; active: number }>,
  locale: UiLocale,
  now: Date,
): ActiveBucket[] {
  const value = (v: string | null) => (v === null ? null : dimension === 'age' ? Number(v) : v);
  const members = presentBuckets(
    dimension,
    rows.map((row) => ({ value: value(row.value), count: row.members })),
    locale,
    now,
  ).buckets;
  const active = new Map(
    presentBuckets(
      dimension,
      rows.map((row) => ({ value: value(row.value), count: row.active })),
      locale,
      now,
    ).buckets.map((b) => [b.code, b.count]),
  );
  return members.map((b) => {
    const n = active.get(b.code) ?? 0;
    return {
      code: b.code,
      label: b.label,
      members: b.count,
      active: n,
      activeRate: ratio(n, b.count),
    };
  });
}

/** The twelve months, oldest first, and the window's bounds [from, to). */
export function healthMonths(now: Date) {
  const current = japanMonth(now);
  const months = Array.from({ length: MONTHS }, (_, i) =>
    japanMonth(japanMonthStart(current, i - MONTHS + 1)),
  );
  return { months, from: japanMonthStart(current, 1 - MONTHS), to: japanMonthStart(current, 1) };
}

export async function panelHealth(
  db: Db,
  locale: UiLocale,
  now = new Date(),
): Promise<PanelHealth> {
  const { months, from, to } = healthMonths(now);
  const activeSince = new Date(now.getTime() - ACTIVE_DAYS * DAY_MS);
  const yearSince = new Date(now.getTime() - DORMANT_DAYS * DAY_MS);
  const [dimensionRows, campaignRows, cohortSizes, cohortRows, invitationRows, reviews, recency] =
    await Promise.all([
      Promise.all(PANEL_DIMENSIONS.map((d) => activeByDimension(db, d, activeSince))),
      campaignAnswers(db, from),
      membersByCohort(db, from),
      cohortAnswers(db, from),
      invitationsPerMonth(db, from, to),
      reviewFigures(db, from),
      answerRecency(db, activeSince, yearSince),
    ]);
  const activeBy = Object.fromEntries(
    PANEL_DIMENSIONS.map((d, i) => [d, presentActive(d, dimensionRows[i]!, locale, now)]),
  ) as PanelHealth['activeBy'];
  const total = recency.recent + recency.year + recency.older + recency.never;

  const sizes = new Map(cohortSizes.map((c) => [c.cohort, c.members]));
  const answers = new Map(cohortRows.map((c) => [c.cohort, c]));
  const cohorts = [...[...months].reverse(), EARLIER_COHORT].map((cohort) =>
    withRates({
      cohort,
      members: sizes.get(cohort) ?? 0,
      invited: answers.get(cohort)?.invited ?? 0,
      responded: answers.get(cohort)?.responded ?? 0,
      completed: answers.get(cohort)?.completed ?? 0,
    }),
  );

  // Members by the end of each month: those who joined before the window, then month by month.
  let joined = sizes.get(EARLIER_COHORT) ?? 0;
  const invitations = months.map((month) => {
    joined += sizes.get(month) ?? 0;
    const counts = INVITATION_BUCKETS.map((_, n) =>
      invitationRows
        .filter((row) => row.month === month && row.bucket === n)
        .reduce((sum, row) => sum + row.members, 0),
    );
    counts[0] = joined - counts.slice(1).reduce((a, b) => a + b, 0);
    return { month, members: joined, counts };
  });

  const dormant = recency.older + recency.never;
  return {
    generatedAt: now.toISOString(),
    months,
    members: { total, active: recency.recent, activeRate: ratio(recency.recent, total) },
    activeBy,
    campaigns: campaignRows.map(({ titleJa, titleEn, startAt, ...row }) =>
      withRates({
        ...row,
        title: titleFor({ titleJa, titleEn }, locale),
        startAt: startAt.toISOString(),
      }),
    ),
    cohorts,
    invitations,
    reviews: {
      finished: reviews.finished,
      held: reviews.held,
      heldRate: ratio(reviews.held, reviews.finished),
      approved: reviews.approved,
      rejected: reviews.rejected,
      pending: reviews.pending,
      byReason: {
        duplicate: reviews.duplicate,
        speeder: reviews.speeder,
        earn_cap: reviews.earnCap,
      },
    },
    recency: {
      recent: recency.recent,
      year: recency.year,
      older: recency.older,
      never: recency.never,
    },
    dormant: {
      members: dormant,
      rate: ratio(dormant, total),
      invitedInYear: recency.invitedInYear,
    },
  };
}
