// Survey campaign figures of the overview: campaigns, invitations, starts and completions.
// Campaigns are a separate module; until their tables exist in this database the figures are 0
// and campaignsAvailable is false.
import { sql } from 'drizzle-orm';
import type { PeriodFigure } from '@fanclub/contract/statistics';
import type { Db } from '../../db/client';

export type CampaignFigures = {
  campaignsAvailable: boolean;
  campaigns: { total: number; active: number };
  invited: PeriodFigure;
  started: PeriodFigure;
  completed: PeriodFigure;
};

const none = { allTime: 0, last30Days: 0 };

async function tableExists(db: Db, name: string): Promise<boolean> {
  const result = await db.execute<{ found: string | null }>(
    sql`select to_regclass(${`public.${name}`})::text as found`,
  );
  const rows = (result as unknown as { rows: { found: string | null }[] }).rows;
  return Boolean(rows[0]?.found);
}

export async function campaignFigures(db: Db, _now = new Date()): Promise<CampaignFigures> {
  if (!(await tableExists(db, 'campaigns'))) {
    return {
      campaignsAvailable: false,
      campaigns: { total: 0, active: 0 },
      invited: none,
      started: none,
      completed: none,
    };
  }
  const result = await db.execute<{ total: number; active: number }>(
    sql`select count(*)::int as total, count(*) filter (where status = 'active')::int as active from campaigns`,
  );
  const row = (result as unknown as { rows: { total: number; active: number }[] }).rows[0];
  return {
    campaignsAvailable: true,
    campaigns: { total: row?.total ?? 0, active: row?.active ?? 0 },
    invited: none,
    started: none,
    completed: none,
  };
}
