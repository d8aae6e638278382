// Survey campaign figures of the overview: campaigns (running / all), and respondents invited,
// started and completed, all time and in the last 30 days.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { PeriodFigure } from '@fanclub/contract/statistics';
import type { Db } from '../../db/client';
import { campaignRespondents, campaigns } from '../../db/schema/index';

export type CampaignFigures = {
  campaignsAvailable: boolean;
  campaigns: { total: number; active: number };
  invited: PeriodFigure;
  started: PeriodFigure;
  completed: PeriodFigure;
};

const DAY_MS = 86_400_000;

export async function campaignFigures(db: Db, now = new Date()): Promise<CampaignFigures> {
  const nowIso = now.toISOString();
  const sinceIso = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const r = campaignRespondents;
  const since = (column: SQLWrapper) =>
    sql<number>`count(*) filter (where ${column} >= ${sinceIso}::timestamptz)::int`;
  const [[campaignRow], [respondentRow]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`count(*) filter (where ${campaigns.status} = 'active' and ${campaigns.startAt} <= ${nowIso}::timestamptz and ${campaigns.expiresAt} > ${nowIso}::timestamptz)::int`,
      })
      .from(campaigns),
    db
      .select({
        invited: sql<number>`count(*) filter (where ${r.invitedAt} is not null)::int`,
        invitedRecent: since(r.invitedAt),
        started: sql<number>`count(*) filter (where ${r.startedAt} is not null)::int`,
        startedRecent: since(r.startedAt),
        completed: sql<number>`count(*) filter (where ${r.status} = 'completed')::int`,
        completedRecent: sql<number>`count(*) filter (where ${r.status} = 'completed' and ${r.finishedAt} >= ${sinceIso}::timestamptz)::int`,
      })
      .from(r),
  ]);
  const c = campaignRow!;
  const x = respondentRow!;
  return {
    campaignsAvailable: c.total > 0,
    campaigns: { total: c.total, active: c.active },
    invited: { allTime: x.invited, last30Days: x.invitedRecent },
    started: { allTime: x.started, last30Days: x.startedRecent },
    completed: { allTime: x.completed, last30Days: x.completedRecent },
  };
}
